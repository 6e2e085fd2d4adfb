import { cva, type VariantProps } from "class-variance-authority";
import type { HTMLAttributes } from "react";
import { cn } from "@client/lib/cn";

const badgeVariants = cva("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold", {
  variants: {
    tone: {
      slate: "bg-slate-100 text-slate-800",
      blue: "bg-blue-100 text-blue-900",
      amber: "bg-amber-100 text-amber-900",
      violet: "bg-violet-100 text-violet-900",
      green: "bg-green-100 text-green-900",
      teal: "bg-teal-100 text-teal-900",
      red: "bg-red-100 text-red-900",
    },
  },
  defaultVariants: { tone: "slate" },
});

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>["tone"]>;

export function Badge({ className, tone, ...props }: HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
