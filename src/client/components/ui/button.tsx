import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type { ButtonHTMLAttributes, Ref } from "react";
import { cn } from "@client/lib/cn";
import { useHydrated } from "@client/lib/use-hydrated";

export const buttonVariants = cva(
  "inline-flex items-center justify-center text-center rounded-md font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-600",
        accent: "bg-accent-400 text-slate-900 hover:bg-accent-500 focus-visible:outline-brand-600",
        destructive: "bg-red-700 text-white hover:bg-red-800 focus-visible:outline-brand-600",
        outline: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 focus-visible:outline-brand-600",
        /** For a dark (brand-800) background. */
        outlineOnDark: "border border-white/60 bg-transparent text-white hover:bg-white/10 focus-visible:outline-accent-400",
        outlineDestructive: "border border-red-300 bg-white text-red-800 hover:bg-red-50 focus-visible:outline-brand-600",
        secondary: "bg-slate-100 text-slate-900 hover:bg-slate-200 focus-visible:outline-brand-600",
        ghost: "text-slate-800 hover:bg-slate-100 focus-visible:outline-brand-600",
        ghostDestructive: "text-red-700 hover:bg-red-50 focus-visible:outline-brand-600",
        link: "text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-brand-600",
      },
      size: {
        default: "min-h-11 gap-2 px-4 py-2 text-sm [&_svg]:size-4",
        sm: "min-h-10 gap-2 px-3 text-sm [&_svg]:size-4",
        lg: "min-h-12 gap-2 px-6 text-base [&_svg]:size-4",
        icon: "size-11 [&_svg]:size-4",
        /** The caller's className sets the height, padding, gap, text size and icon size. */
        custom: "",
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
