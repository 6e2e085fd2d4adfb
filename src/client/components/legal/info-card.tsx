import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "../ui/card";

/**
 * A titled card of information on a module page; headings sit under the tab's own h2. Plain lists written in the
 * card get bullets; lists rendered from Markdown bring their own.
 */
export function InfoCard({ title, icon: Icon, children }: { title: ReactNode; icon?: LucideIcon; children: ReactNode }) {
  return (
    <Card className="p-5">
      <h3 className="flex items-center gap-2 text-base font-bold text-slate-900">
        {Icon && <Icon className="size-5 text-brand-700" aria-hidden="true" />}
        {title}
      </h3>
      <div className="mt-3 grid gap-2 text-sm text-slate-800 [&_ul:not([class])]:list-disc [&_ul:not([class])>li]:ml-5">
        {children}
      </div>
    </Card>
  );
}
