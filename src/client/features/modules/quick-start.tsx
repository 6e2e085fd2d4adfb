import type { LucideIcon } from "lucide-react";
import { useId, type ReactNode } from "react";
import { TabLinkButton } from "./tab-link-button";
import { TabSection } from "./tab-section";

export interface QuickStartItem {
  /** The tab the button opens. */
  tab: string;
  label: string;
  detail: string;
  icon: LucideIcon;
}

/** Big "where do you want to start?" buttons that open another tab of the module page. */
export function QuickStart({ heading, items }: { heading: ReactNode; items: readonly QuickStartItem[] }) {
  const headingId = useId();
  return (
    <TabSection id={headingId} title={heading}>
      <ul className="grid gap-3 md:grid-cols-3">
        {items.map(({ tab, label, detail, icon: Icon }) => (
          <li key={tab} className="grid content-start gap-1">
            <TabLinkButton tab={tab} size="lg" fill className="py-3" aria-describedby={`${headingId}-${tab}`}>
              <Icon className="text-brand-700" aria-hidden="true" />
              <span className="flex-1 text-left">{label}</span>
            </TabLinkButton>
            <p id={`${headingId}-${tab}`} className="px-1 text-sm text-slate-700">
              {detail}
            </p>
          </li>
        ))}
      </ul>
    </TabSection>
  );
}
