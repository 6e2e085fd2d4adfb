import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@client/lib/cn";

interface TabSectionProps {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  title: ReactNode;
  icon?: LucideIcon;
  /** More room between the parts, for steps and timelines. */
  spacious?: boolean;
  children: ReactNode;
}

/** A part of a module tab under its own h3 (the tab's h2 is its label). */
export function TabSection({ id, title, icon: Icon, spacious, children }: TabSectionProps) {
  return (
    <section aria-labelledby={id} className={cn("grid", spacious ? "gap-4" : "gap-3")}>
      <h3 id={id} className={cn("text-lg font-bold text-slate-900", Icon && "flex items-center gap-2")}>
        {Icon && <Icon className="size-5 text-brand-700" aria-hidden="true" />}
        {title}
      </h3>
      {children}
    </section>
  );
}
