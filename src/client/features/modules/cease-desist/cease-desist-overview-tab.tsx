import { Camera, FileText, Mail, MessageSquareWarning, UserRound } from "lucide-react";
import { InfoCard } from "@client/components/legal/info-card";
import { ContentBoundary, ContentSteps, ContentTitle, useModuleContent } from "../module-content";
import { NotLegalAdvice } from "../not-legal-advice";
import { SectionCallout, SectionCard } from "../section-card";
import { SafetyFirst } from "./cease-desist-safety";

/** Overview: what the letter is and is not, safety, how to send it, evidence, what not to do, when to get a lawyer. */
export function CeaseDesistOverviewTab() {
  return (
    <ContentBoundary>
      <CeaseDesistOverview />
    </ContentBoundary>
  );
}

function CeaseDesistOverview() {
  const [whatItIs, whenItHelps, evidence, neverThreaten, lawyer] = useModuleContent("cease-desist/overview").sections;
  const sending = useModuleContent("cease-desist/sending-steps");
  return (
    <>
      <SafetyFirst />
      <SectionCard section={whatItIs} icon={FileText} />
      <SectionCard section={whenItHelps} icon={MessageSquareWarning} />
      <InfoCard title={<ContentTitle tokens={sending.titleTokens} />} icon={Mail}>
        <ContentSteps sections={sending.sections} />
      </InfoCard>
      <SectionCard section={evidence} icon={Camera} />
      <SectionCallout tone="warning" section={neverThreaten} />
      <SectionCard section={lawyer} icon={UserRound} />
      <NotLegalAdvice />
    </>
  );
}
