import { FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ContentBoundary, ContentSteps, ContentText, useModuleContent } from "../module-content";
import { TabLinkButton } from "../tab-link-button";
import { TabSection } from "../tab-section";
import { SmallClaimsCourtFacts } from "./small-claims-court-facts";
import { SmallClaimsEvidence } from "./small-claims-evidence";
import { SmallClaimsFees } from "./small-claims-fees";

function Resources() {
  const { t } = useTranslation("modules");
  const process = useModuleContent("small-claims/process");
  const clerkHelp = useModuleContent("small-claims/clerk-help");
  return (
    <>
      <TabSection id="sc-process" title={process.heading} spacious>
        <ContentSteps sections={process.sections} />
        <div className="flex flex-wrap gap-3">
          <TabLinkButton tab="complaint" size="lg" variant="default">
            <FileText aria-hidden="true" />
            {t("smallClaims.process.startComplaint")}
          </TabLinkButton>
          <TabLinkButton tab="answer" size="lg">
            {t("smallClaims.process.beingSued")}
          </TabLinkButton>
        </div>
      </TabSection>
      <SmallClaimsFees />
      <SmallClaimsEvidence />
      <SmallClaimsCourtFacts />
      <ContentText tokens={clerkHelp.lead} className="grid gap-3 text-sm text-slate-700" />
    </>
  );
}

/** How a case works, what it costs, evidence, and what comes after. */
export function SmallClaimsResources() {
  return (
    <ContentBoundary>
      <Resources />
    </ContentBoundary>
  );
}
