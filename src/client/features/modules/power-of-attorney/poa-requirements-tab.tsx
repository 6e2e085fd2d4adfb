import { Archive, FilePen, PenLine, Undo2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ADULTHOOD, POWER_OF_ATTORNEY } from "@shared/florida/law";
import { Citation } from "@client/components/legal/citation";
import { SigningDayChecklist } from "../checklist-card";
import { ContentBoundary, useModuleContent } from "../module-content";
import { SectionCard } from "../section-card";

const { witnessesRequired, notaryRequired, agentMinimumAge, durableWording, powersRequiringSeparateInitials } = POWER_OF_ATTORNEY;

/** Requirements: the signing rules, durable wording, powers needing initials, revoking, and the signing checklist. */
export function PoaRequirementsTab() {
  return (
    <ContentBoundary>
      <PoaRequirements />
    </ContentBoundary>
  );
}

function PoaRequirements() {
  const [signing, durable, initials, revoking, keepSafe] = useModuleContent("power-of-attorney/requirements").sections;
  return (
    <>
      <SectionCard section={signing} icon={PenLine} />
      <SectionCard section={durable} icon={FilePen} />
      <SectionCard section={initials} icon={PenLine}>
        <InitialedPowers />
      </SectionCard>
      <SectionCard section={revoking} icon={Undo2} />
      <SectionCard section={keepSafe} icon={Archive} />
      <PoaSigningDay />
    </>
  );
}

/** The § 709.2202(1) powers, word for word from the law module, each with its paragraph. */
function InitialedPowers() {
  return (
    <ul>
      {powersRequiringSeparateInitials.value.map((power) => (
        <li key={power.paragraph}>
          {power.text}. <Citation law={{ citation: `${powersRequiringSeparateInitials.citation}${power.paragraph}` }} />
        </li>
      ))}
    </ul>
  );
}

/** Ticks are stored by item text; each item names its source so it can be checked. */
function PoaSigningDay() {
  const { t } = useTranslation("modules");
  const items = [
    t("powerOfAttorney.signingDay.adult", { age: ADULTHOOD.minimumAgeYears.value, citation: ADULTHOOD.minimumAgeYears.citation }),
    t("powerOfAttorney.signingDay.agentAge", { age: agentMinimumAge.value, citation: agentMinimumAge.citation }),
    t("powerOfAttorney.signingDay.witnesses", { witnesses: witnessesRequired.value, citation: witnessesRequired.citation }),
    t("powerOfAttorney.signingDay.notary", { citation: notaryRequired.citation }),
    t("powerOfAttorney.signingDay.witnessBestPractice"),
    t("powerOfAttorney.signingDay.durable", { citation: durableWording.citation }),
    t("powerOfAttorney.signingDay.initials", { citation: powersRequiringSeparateInitials.citation }),
    t("powerOfAttorney.signingDay.checkedPages"),
    t("powerOfAttorney.signingDay.keepOriginal"),
    t("powerOfAttorney.signingDay.giveCopies"),
  ];
  return <SigningDayChecklist id="power-of-attorney-signing-day" items={items} />;
}
