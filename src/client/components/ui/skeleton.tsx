import type { HTMLAttributes } from "react";
import { cn } from "@client/lib/cn";

/** `pill`: rounded like a badge. */
export function Skeleton({ className, pill = false, ...props }: HTMLAttributes<HTMLDivElement> & { pill?: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={cn("animate-pulse bg-slate-200", pill ? "rounded-full" : "rounded-md", className)}
      {...props}
    />
  );
}
