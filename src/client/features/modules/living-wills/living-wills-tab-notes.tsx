import { HEALTH_CARE_SURROGATE, LIVING_WILL } from "@shared/florida/law";
import { Citation } from "@client/components/legal/citation";
import { SigningNote } from "../tab-note";

/** Above the living will wizard. */
export function LivingWillNote() {
  return (
    <SigningNote>
      <p>
        {LIVING_WILL.witnessesRequired.summary} <Citation law={LIVING_WILL.witnessesRequired} />{" "}
        {LIVING_WILL.witnessesNotSpouseOrBloodRelativeMinimum.summary}{" "}
        <Citation law={LIVING_WILL.witnessesNotSpouseOrBloodRelativeMinimum} /> {LIVING_WILL.notaryRequired.summary}{" "}
        <Citation law={LIVING_WILL.notaryRequired} />
      </p>
    </SigningNote>
  );
}

/** Above the health care surrogate wizard. */
export function SurrogateNote() {
  return (
    <SigningNote>
      <p>
        Ask the person first, and talk with them about what you want. {HEALTH_CARE_SURROGATE.surrogateMayWitness.summary}{" "}
        <Citation law={HEALTH_CARE_SURROGATE.surrogateMayWitness} /> {HEALTH_CARE_SURROGATE.notaryRequired.summary}{" "}
        <Citation law={HEALTH_CARE_SURROGATE.notaryRequired} />
      </p>
    </SigningNote>
  );
}
