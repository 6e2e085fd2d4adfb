import { Calculator, FileText, Gavel, Scale } from "lucide-react";
import { useTranslation } from "react-i18next";
import { MarkdownInline } from "@client/components/content/markdown";
import { Callout } from "@client/components/legal/callout";
import { useAfterFirstPaint } from "@client/components/use-after-first-paint";
import { ContentBoundary, ContentSteps, ContentText, useModuleContent } from "../module-content";
import { NotLegalAdvice } from "../not-legal-advice";
import { QuickStart } from "../quick-start";
import { TabSection } from "../tab-section";
import { preloadSecurityDepositsContent } from "./security-deposits-content";

preloadSecurityDepositsContent();

function Overview() {
  const { t } = useTranslation("modules");
  const intro = useModuleContent("security-deposits/overview");
  const rules = useModuleContent("security-deposits/rules");
  const vacating = useModuleContent("security-deposits/vacating-notice");
  const remedy = useModuleContent("security-deposits/remedy");
  // The rules and the remedy are below the first screen.
  const painted = useAfterFirstPaint();
  return (
    <>
      <ContentText tokens={intro.lead} className="grid gap-3 text-base text-slate-800" />
      <QuickStart
        heading={t("shared.quickStart.heading")}
        items={[
          {
            tab: "timeline",
            label: t("securityDeposits.start.timeline.label"),
            detail: t("securityDeposits.start.timeline.detail"),
            icon: Calculator,
          },
          {
            tab: "demand",
            label: t("securityDeposits.start.demand.label"),
            detail: t("securityDeposits.start.demand.detail"),
            icon: FileText,
          },
          {
            tab: "lawsuit",
            label: t("securityDeposits.start.lawsuit.label"),
            detail: t("securityDeposits.start.lawsuit.detail"),
            icon: Gavel,
          },
        ]}
      />
      {painted && (
        <>
          <TabSection id="sd-rules" title={rules.heading} spacious>
            <ContentSteps sections={rules.sections} />
          </TabSection>
          <Callout tone="warning" title={vacating.heading}>
            <ContentText tokens={vacating.lead} className="grid gap-2" />
          </Callout>
          <TabSection id="sd-remedy" title={remedy.heading} icon={Scale}>
            <ContentText tokens={remedy.lead} className="grid gap-3 text-sm text-slate-800 [&_ul]:gap-2" />
            {remedy.sections.map((note) => (
              <Callout key={note.title} title={<MarkdownInline tokens={note.heading} />}>
                <ContentText tokens={note.body} className="grid gap-2" />
              </Callout>
            ))}
          </TabSection>
          <NotLegalAdvice />
        </>
      )}
    </>
  );
}

export function DepositOverview() {
  return (
    <ContentBoundary>
      <Overview />
    </ContentBoundary>
  );
}
