import { ListChecks } from "lucide-react";
import { useTranslation } from "react-i18next";
import { InfoCard } from "@client/components/legal/info-card";
import { StepsList } from "@client/components/legal/steps-list";
import { ContentBoundary, ContentText, ContentTitle, useModuleContent } from "../module-content";
import { NotLegalAdvice } from "../not-legal-advice";
import { SectionCallout } from "../section-card";
import { TabLinkButton } from "../tab-link-button";
import { AnswerDeadlineCard } from "./answer-deadline-calculator";

/** Overview: the urgency alert, the answer deadline calculator and the action plan. */
export function DebtOverviewTab() {
  return (
    <ContentBoundary>
      <DebtOverview />
    </ContentBoundary>
  );
}

function DebtOverview() {
  const { t } = useTranslation("modules");
  const alert = useModuleContent("debt-defense/served-alert");
  const plan = useModuleContent("debt-defense/action-plan");
  /** Steps of the plan (by position, as action-plan.md says) that end with a button to another tab. */
  const stepButtons: Record<number, { tab: string; label: string }> = {
    2: { tab: "validation", label: t("debtDefense.actionPlan.validation") },
    3: { tab: "defenses", label: t("debtDefense.actionPlan.evidence") },
    4: { tab: "answer", label: t("debtDefense.actionPlan.answer") },
  };
  return (
    <>
      <SectionCallout tone="urgent" section={{ title: alert.title, heading: alert.titleTokens, body: alert.lead }} />

      <AnswerDeadlineCard />

      <InfoCard title={<ContentTitle tokens={plan.titleTokens} />} icon={ListChecks}>
        <StepsList
          steps={plan.sections.map((step, index) => {
            const button = stepButtons[index];
            return {
              title: <ContentTitle tokens={step.heading} />,
              body: (
                <>
                  <ContentText tokens={step.body} className="grid gap-2" />
                  {button && (
                    <TabLinkButton tab={button.tab} className="mt-2">
                      {button.label}
                    </TabLinkButton>
                  )}
                </>
              ),
            };
          })}
        />
      </InfoCard>

      <NotLegalAdvice />
    </>
  );
}
