import { useTranslation } from "react-i18next";
import { SavedChecklist } from "@client/components/legal/saved-checklist";
import { catalogList } from "../catalog-list";
import { ContentText, useModuleContent } from "../module-content";
import { TabSection } from "../tab-section";

const LIST = "grid gap-3 text-sm text-slate-800 [&_ul]:gap-1";

/** Evidence tips (content), an evidence checklist that remembers ticks, and common mistakes (content). */
export function SmallClaimsEvidence() {
  const { t } = useTranslation("modules");
  const tips = useModuleContent("small-claims/evidence-tips");
  const mistakes = useModuleContent("small-claims/common-mistakes");
  return (
    <>
      <TabSection id="sc-evidence" title={tips.heading}>
        <ContentText tokens={tips.lead} className={LIST} />
        <SavedChecklist
          id="small-claims-evidence"
          title={t("smallClaims.evidence.checklistTitle")}
          items={catalogList(t, "smallClaims.evidence.checklist")}
        />
        <p className="text-sm text-slate-700">{t("shared.checklist.savedHere")}</p>
      </TabSection>
      <TabSection id="sc-mistakes" title={mistakes.heading}>
        <ContentText tokens={mistakes.lead} className={LIST} />
      </TabSection>
    </>
  );
}
