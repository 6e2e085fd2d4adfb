import { LifeBuoy, ShieldCheck } from "lucide-react";
import { MarkdownInline } from "@client/components/content/markdown";
import { Callout } from "@client/components/legal/callout";
import { ContentBoundary, ContentCards, ContentSteps, ContentText, useModuleContent } from "../module-content";
import { TabSection } from "../tab-section";
import { EvictionAnswerCalculator } from "./deadline-calculators";

/** The cards of defenses.md, in order. */
const CARD_ICONS = [ShieldCheck, LifeBuoy];

function Defense() {
  const deadline = useModuleContent("landlord-tenant/answer-deadline");
  const steps = useModuleContent("landlord-tenant/answer-steps");
  const defenses = useModuleContent("landlord-tenant/defenses");
  return (
    <>
      <TabSection id="defense-deadline" title={deadline.heading}>
        <ContentText tokens={deadline.lead} />
        {deadline.sections.map((warning) => (
          <Callout key={warning.title} tone="urgent" title={<MarkdownInline tokens={warning.heading} />}>
            <ContentText tokens={warning.body} className="grid gap-2" />
          </Callout>
        ))}
        <EvictionAnswerCalculator />
      </TabSection>

      <TabSection id="defense-steps" title={steps.heading}>
        <ContentSteps sections={steps.sections} />
      </TabSection>

      <ContentCards sections={defenses.sections} icons={CARD_ICONS} />
    </>
  );
}

export function TenantDefense() {
  return (
    <ContentBoundary>
      <Defense />
    </ContentBoundary>
  );
}
