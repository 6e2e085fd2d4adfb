import type { LucideIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "../../components/ui/button";
import { useOpenTab } from "./module-tabs";

export interface QuickStartItem {
  /** The tab the button opens. */
  tab: string;
  label: string;
  detail: string;
  icon: LucideIcon;
}

/** Big "where do you want to start?" buttons that open another tab of the module page. */
export function QuickStart({ heading, items }: { heading: string; items: readonly QuickStartItem[] }) {
  const openTab = useOpenTab();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-lg font-bold text-slate-900">
        {heading}
      </h3>
      <ul className="grid gap-3 md:grid-cols-3">
        {items.map(({ tab, label, detail, icon: Icon }) => (
          <li key={tab} className="grid content-start gap-1">
            <Button
              size="lg"
              variant="outline"
              className="w-full justify-start whitespace-normal py-3 text-left"
              onClick={() => openTab(tab)}
              aria-describedby={`${headingId}-${tab}`}
            >
              <Icon className="text-brand-700" aria-hidden="true" />
              {label}
            </Button>
            <p id={`${headingId}-${tab}`} className="px-1 text-sm text-slate-700">
              {detail}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
