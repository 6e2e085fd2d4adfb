import type { LabelHTMLAttributes } from "react";
import { cn } from "@client/lib/cn";

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn("text-sm font-semibold text-slate-800", className)} {...props} />;
}
