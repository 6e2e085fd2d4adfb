import { ScrollText, Split, UserCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { InfoCard } from "@client/components/legal/info-card";
import { ContentBoundary, ContentText, ContentTitle, useModuleContent } from "../module-content";
import { NotLegalAdvice } from "../not-legal-advice";
import { SectionCallout, SectionCard } from "../section-card";
import { TabChoices } from "../tab-choices";

/** Overview: what a POA is, durable vs limited, why it starts when signed, and choosing an agent. */
export function PoaOverviewTab() {
  return (
    <ContentBoundary>
      <PoaOverview />
    </ContentBoundary>
  );
}

function PoaOverview() {
  const [whatItIs, springing, agent] = useModuleContent("power-of-attorney/overview").sections;
  return (
    <>
      <SectionCard section={whatItIs} icon={ScrollText} />
      <PoaKinds />
      <SectionCallout tone="warning" section={springing} />
      <SectionCard section={agent} icon={UserCheck} />
      <NotLegalAdvice />
    </>
  );
}

/** Durable or limited, side by side (kinds.md, in that order), each with a button to its tab. */
function PoaKinds() {
  const { t } = useTranslation("modules");
  const kinds = useModuleContent("power-of-attorney/kinds");
  const tabs = [
    { tab: "durable", button: t("powerOfAttorney.kinds.durable") },
    { tab: "limited", button: t("powerOfAttorney.kinds.limited") },
  ];
  return (
    <InfoCard title={<ContentTitle tokens={kinds.titleTokens} />} icon={Split}>
      <TabChoices
        choices={kinds.sections.slice(0, tabs.length).map((kind, index) => ({
          ...tabs[index]!,
          title: <ContentTitle tokens={kind.heading} />,
          body: <ContentText tokens={kind.body} className="grid gap-2" />,
        }))}
      />
    </InfoCard>
  );
}
