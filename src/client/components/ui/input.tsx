import type { ComponentProps, InputHTMLAttributes, SelectHTMLAttributes } from "react";
import { cn } from "@client/lib/cn";

const fieldClass =
  "w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-red-700";

/** `smallText`: 14 px text, for a long value like an address (16 px otherwise). */
export function Input({
  className,
  smallText = false,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { smallText?: boolean }) {
  return <input className={cn(fieldClass, "min-h-11", smallText ? "text-sm" : "text-base", className)} {...props} />;
}

/** At least four lines tall, or with `compact` one (the rows attribute then sets its height). */
export function Textarea({ className, compact = false, ...props }: ComponentProps<"textarea"> & { compact?: boolean }) {
  return <textarea className={cn(fieldClass, "text-base", compact ? "min-h-11" : "min-h-28", className)} {...props} />;
}

/** A native select: best on phones and with screen readers, and it keeps the field's name attribute. */
export function NativeSelect({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cn(fieldClass, "min-h-11 pr-8 text-base", className)} {...props} />;
}
