import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "./ui/card";

interface EmptyStateProps {
  /** Shown above the title. */
  icon?: LucideIcon;
  /** The panel's heading. Without one the state is a quiet line, for a section that has a heading of its own. */
  title?: string;
  /** The title's level in the page's outline. */
  headingLevel?: "h2" | "h3" | "h4";
  /** Why there is nothing, and what to do about it. */
  text: ReactNode;
  /** A way forward: a button or a link, or a few of them. */
  action?: ReactNode;
}

/** "Nothing here yet" or "nothing matches": a panel with a heading, or one line inside a section. */
export function EmptyState({ icon: Icon, title, headingLevel: Heading = "h2", text, action }: EmptyStateProps) {
  if (title === undefined) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <p>{text}</p>
        {action}
      </div>
    );
  }
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center">
      {Icon && <Icon className="size-10 text-slate-500" aria-hidden="true" />}
      <Heading className="text-lg font-bold text-slate-900">{title}</Heading>
      <p className="max-w-md text-sm text-slate-700">{text}</p>
      {action && <div className="flex flex-wrap justify-center gap-2">{action}</div>}
    </Card>
  );
}
