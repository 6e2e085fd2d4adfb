import type { ReactNode } from "react";
import { cn } from "@client/lib/cn";

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  /** "dark" for sections on a navy background. */
  tone?: "light" | "dark";
}

/** The small label, h2 and intro that open each landing section; the h2's id names the section for screen readers. */
export function SectionHeading({ id, eyebrow, title, children, tone = "light" }: SectionHeadingProps) {
  const dark = tone === "dark";
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className={cn("text-sm font-bold uppercase tracking-wider", dark ? "text-accent-400" : "text-brand-600")}>{eyebrow}</p>
      <h2
        id={id}
        className={cn("mt-2 text-2xl font-extrabold tracking-tight sm:text-3xl", dark ? "text-white" : "text-brand-900")}
      >
        {title}
      </h2>
      {children && (
        <p className={cn("mt-3 text-base leading-relaxed sm:text-lg", dark ? "text-brand-100" : "text-slate-700")}>{children}</p>
      )}
    </div>
  );
}
