import { Copy, FileHeart, Scale, UserRoundCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { InfoCard } from "@client/components/legal/info-card";
import { ContentBoundary, ContentText, ContentTitle, useModuleContent } from "../module-content";
import { NotLegalAdvice } from "../not-legal-advice";
import { SectionCard } from "../section-card";
import { TabChoices } from "../tab-choices";

/** Overview: what each paper is, the difference, why have both, and who gets copies. */
export function LivingWillsOverviewTab() {
  return (
    <ContentBoundary>
      <LivingWillsOverview />
    </ContentBoundary>
  );
}

function LivingWillsOverview() {
  const [livingWill, surrogate, difference, copies] = useModuleContent("living-wills/overview").sections;
  return (
    <>
      <SectionCard section={livingWill} icon={FileHeart} />
      <SectionCard section={surrogate} icon={UserRoundCheck} />
      {difference && (
        <InfoCard title={<ContentTitle tokens={difference.heading} />} icon={Scale}>
          <Comparison />
          <ContentText tokens={difference.body} className="grid gap-2" />
        </InfoCard>
      )}
      <SectionCard section={copies} icon={Copy} />
      <NotLegalAdvice />
    </>
  );
}

/** The two papers side by side (comparison.md: living will, then surrogate), each with a button to its tab. */
function Comparison() {
  const { t } = useTranslation("modules");
  const { sections } = useModuleContent("living-wills/comparison");
  const tabs = [
    { tab: "living-will", button: t("livingWills.comparison.livingWill") },
    { tab: "surrogate", button: t("livingWills.comparison.surrogate") },
  ];
  return (
    <TabChoices
      choices={sections.slice(0, tabs.length).map((paper, index) => ({
        ...tabs[index]!,
        title: <ContentTitle tokens={paper.heading} />,
        body: <ContentText tokens={paper.body} className="grid gap-2" />,
      }))}
    />
  );
}
