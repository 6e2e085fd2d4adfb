import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type { ButtonHTMLAttributes, Ref } from "react";
import { cn } from "@client/lib/cn";
import { useHydrated } from "@client/lib/use-hydrated";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 text-center rounded-md text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-brand-700 text-white hover:bg-brand-800",
        accent: "bg-accent-400 text-slate-900 hover:bg-accent-500",
        destructive: "bg-red-700 text-white hover:bg-red-800",
        outline: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-100",
        secondary: "bg-slate-100 text-slate-900 hover:bg-slate-200",
        ghost: "text-slate-800 hover:bg-slate-100",
        link: "text-brand-700 underline underline-offset-4 hover:text-brand-900",
      },
      size: {
        default: "min-h-11 px-4 py-2",
        sm: "min-h-10 px-3",
        lg: "min-h-12 px-6 text-base",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonVariants> {
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button, or with `asChild` its one child (a link) styled as one. A real button is disabled until the page's script
 * runs: in pre-rendered HTML a tap would do nothing, or submit its form the browser's way (see useHydrated).
 */
export function Button({ className, variant, size, asChild = false, type, disabled, ...props }: ButtonProps) {
  const hydrated = useHydrated();
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) return <Slot className={classes} {...props} />;
  /** A plain button unless told otherwise, so it never submits a form by accident. */
  return <button className={classes} type={type ?? "button"} disabled={disabled || !hydrated} {...props} />;
}
