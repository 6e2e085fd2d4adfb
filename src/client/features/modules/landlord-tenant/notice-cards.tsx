import { MarkdownInline } from "@client/components/content/markdown";
import { Callout } from "@client/components/legal/callout";
import { Badge } from "@client/components/ui/badge";
import { Card } from "@client/components/ui/card";
import { ContentText, splitLead, useModuleContent } from "../module-content";
import { TabSection } from "../tab-section";

/** Florida's notices (notices.md: one card per section, its first line says who gives it) and the old 15-day rule. */
export function NoticeCards() {
  const notices = useModuleContent("landlord-tenant/notices");
  const oldRule = useModuleContent("landlord-tenant/old-month-to-month-rule");
  return (
    <TabSection id="lt-notices" title={notices.heading}>
      <ul className="grid gap-3 md:grid-cols-2">
        {notices.sections.map((notice) => {
          const { first: who, rest } = splitLead(notice.body);
          return (
            <li key={notice.title}>
              <Card className="grid h-full content-start gap-2 p-5">
                <h4 className="font-bold text-slate-900">
                  <MarkdownInline tokens={notice.heading} />
                </h4>
                <Badge tone="blue" className="w-fit">
                  <MarkdownInline tokens={who} />
                </Badge>
                <ContentText tokens={rest} className="grid gap-2 text-sm text-slate-800" />
              </Card>
            </li>
          );
        })}
      </ul>
      <Callout title={oldRule.heading}>
        <ContentText tokens={oldRule.lead} className="grid gap-2" />
      </Callout>
    </TabSection>
  );
}
