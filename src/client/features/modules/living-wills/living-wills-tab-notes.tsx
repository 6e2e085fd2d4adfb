import { HEALTH_CARE_SURROGATE, LIVING_WILL } from "../../../../shared/florida/law";
import { Callout } from "../../../components/legal/callout";
import { Citation } from "../../../components/legal/citation";
import { Button } from "../../../components/ui/button";
import { useOpenTab } from "../module-tabs";

function RequirementsButton() {
  const openTab = useOpenTab();
  return (
    <div>
      <Button variant="outline" className="min-h-11 w-full whitespace-normal sm:w-auto" onClick={() => openTab("requirements")}>
        See the signing rules and checklist
      </Button>
    </div>
  );
}

/** Above the living will wizard. */
export function LivingWillNote() {
  return (
    <Callout tone="info" title="Good to know before you start">
      <p>
        {LIVING_WILL.witnessesRequired.summary} <Citation law={LIVING_WILL.witnessesRequired} />{" "}
        {LIVING_WILL.witnessesNotSpouseOrBloodRelativeMinimum.summary}{" "}
        <Citation law={LIVING_WILL.witnessesNotSpouseOrBloodRelativeMinimum} /> {LIVING_WILL.notaryRequired.summary}{" "}
        <Citation law={LIVING_WILL.notaryRequired} />
      </p>
      <RequirementsButton />
    </Callout>
  );
}

/** Above the health care surrogate wizard. */
export function SurrogateNote() {
  return (
    <Callout tone="info" title="Good to know before you start">
      <p>
        Ask the person first, and talk with them about what you want. {HEALTH_CARE_SURROGATE.surrogateMayWitness.summary}{" "}
        <Citation law={HEALTH_CARE_SURROGATE.surrogateMayWitness} /> {HEALTH_CARE_SURROGATE.notaryRequired.summary}{" "}
        <Citation law={HEALTH_CARE_SURROGATE.notaryRequired} />
      </p>
      <RequirementsButton />
    </Callout>
  );
}
