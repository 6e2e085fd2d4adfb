import { FileHeart, UserRoundCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ADULTHOOD, HEALTH_CARE_SURROGATE, LIVING_WILL } from "@shared/florida/law";
import { SigningDayChecklist } from "../checklist-card";
import { ContentBoundary, useModuleContent } from "../module-content";
import { SectionCallout, SectionCard } from "../section-card";

/** Requirements: the signing rules for each paper, and the signing day checklist. */
export function LivingWillsRequirementsTab() {
  return (
    <ContentBoundary>
      <LivingWillsRequirements />
    </ContentBoundary>
  );
}

function LivingWillsRequirements() {
  const [livingWill, surrogate, sameDay] = useModuleContent("living-wills/requirements").sections;
  return (
    <>
      <SectionCard section={livingWill} icon={FileHeart} />
      <SectionCard section={surrogate} icon={UserRoundCheck} />
      <SectionCallout tone="info" section={sameDay} />
      <LivingWillsSigningDay />
    </>
  );
}

/** Ticks are stored by item text; each item names its source so it can be checked. */
function LivingWillsSigningDay() {
  const { t } = useTranslation("modules");
  const adult = ADULTHOOD.minimumAgeYears;
  const both = (livingWill: { citation: string }, surrogate: { citation: string }) => ({
    livingWillCitation: livingWill.citation,
    surrogateCitation: surrogate.citation,
  });
  const items = [
    t("livingWills.signingDay.adult", { age: adult.value, citation: adult.citation }),
    t("livingWills.signingDay.surrogateAdult", { age: adult.value, citation: adult.citation }),
    t("livingWills.signingDay.witnesses", {
      witnesses: LIVING_WILL.witnessesRequired.value,
      ...both(LIVING_WILL.witnessesRequired, HEALTH_CARE_SURROGATE.witnessesRequired),
    }),
    t("livingWills.signingDay.unrelatedWitness", {
      minimum: LIVING_WILL.witnessesNotSpouseOrBloodRelativeMinimum.value,
      ...both(
        LIVING_WILL.witnessesNotSpouseOrBloodRelativeMinimum,
        HEALTH_CARE_SURROGATE.witnessesNotSpouseOrBloodRelativeMinimum,
      ),
    }),
    t("livingWills.signingDay.surrogateNotWitness", { citation: HEALTH_CARE_SURROGATE.surrogateMayWitness.citation }),
    t("livingWills.signingDay.signInFront"),
    t("livingWills.signingDay.noNotary"),
    t("livingWills.signingDay.giveCopies"),
    t("livingWills.signingDay.keepOriginal"),
    t("livingWills.signingDay.talkWithSurrogate"),
  ];
  return <SigningDayChecklist id="living-wills-signing-day" items={items} />;
}
