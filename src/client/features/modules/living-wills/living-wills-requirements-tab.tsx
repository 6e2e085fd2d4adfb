import { FileHeart, UserRoundCheck } from "lucide-react";
import { ADULTHOOD, HEALTH_CARE_SURROGATE, LIVING_WILL } from "@shared/florida/law";
import { Callout } from "@client/components/legal/callout";
import { Citation } from "@client/components/legal/citation";
import { InfoCard } from "@client/components/legal/info-card";
import { RuleList } from "@client/components/legal/rule-list";
import { SigningDayChecklist } from "../checklist-card";

const adult = ADULTHOOD.minimumAgeYears;
const LW = LIVING_WILL;
const HCS = HEALTH_CARE_SURROGATE;

/** Ticks are stored by item text; each item names its source so it can be checked. */
const SIGNING_DAY: readonly string[] = [
  `I am ${adult.value} or older and I understand these papers. (${adult.citation})`,
  `My surrogate and my alternate are ${adult.value} or older, and they agreed to serve. (${adult.citation})`,
  `I have ${LW.witnessesRequired.value} adult witnesses with me. (${LW.witnessesRequired.citation}; ${HCS.witnessesRequired.citation})`,
  `At least ${LW.witnessesNotSpouseOrBloodRelativeMinimum.value} witness is not my spouse and not my blood relative. ` +
    `(${LW.witnessesNotSpouseOrBloodRelativeMinimum.citation}; ${HCS.witnessesNotSpouseOrBloodRelativeMinimum.citation})`,
  `My surrogate is not a witness. Best practice: my alternate is not a witness either. (${HCS.surrogateMayWitness.citation})`,
  "I sign in front of both witnesses, and then both witnesses sign.",
  "I know I do not need a notary.",
  "I will give copies to my doctor, my surrogate and my alternate.",
  "I will keep the original at home where my family can find it.",
  "I will talk with my surrogate about what I want.",
];

/** Requirements: the signing rules for each paper, and the signing day checklist. */
export function LivingWillsRequirementsTab() {
  return (
    <>
      <InfoCard title="Living will: signing rules" icon={FileHeart}>
        <p>
          {adult.summary} <Citation law={adult} />
        </p>
        <RuleList rules={[LW.witnessesRequired, LW.witnessesNotSpouseOrBloodRelativeMinimum, LW.notaryRequired, LW.suggestedForm]} />
      </InfoCard>

      <InfoCard title="Health care surrogate: signing rules" icon={UserRoundCheck}>
        <p>
          You and your surrogate must both be {adult.value} or older. <Citation law={adult} />
        </p>
        <RuleList
          rules={[
            HCS.witnessesRequired,
            HCS.surrogateMayWitness,
            HCS.witnessesNotSpouseOrBloodRelativeMinimum,
            HCS.notaryRequired,
            HCS.copyGoesToSurrogate,
            HCS.suggestedForm,
          ]}
        />
      </InfoCard>

      <Callout tone="info" title="Signing both on the same day">
        <p>
          You can sign both papers at the same time, with the same {LW.witnessesRequired.value} witnesses. Just make sure
          your surrogate is not one of them. <Citation law={HCS.surrogateMayWitness} />
        </p>
      </Callout>

      <SigningDayChecklist id="living-wills-signing-day" items={SIGNING_DAY} />
    </>
  );
}
