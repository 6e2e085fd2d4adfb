import { useState } from "react";
import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import { evictionAnswerDeadline, threeDayNoticeDeadline } from "@shared/florida/deadlines";
import { LANDLORD_TENANT } from "@shared/florida/law";
import { ChoiceGroup } from "../choice-group";
import { computeFromDate, DeadlineResult } from "../deadline-result";

const MAILED_CHOICES = [
  { value: "no", label: "No, handed over or left at the home" },
  { value: "yes", label: "Yes, it was mailed" },
] as const;

/** § 83.56(3): delivery date (and whether it was mailed) → the last day to pay or move out. */
export function ThreeDayNoticeCalculator() {
  const [delivered, setDelivered] = useState("");
  const [mailed, setMailed] = useState<"yes" | "no">("no");
  const deadline = computeFromDate(delivered, (date) => threeDayNoticeDeadline(date, { mailed: mailed === "yes" }));
  const days = LANDLORD_TENANT.threeDayNoticeDays.value;
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="The day the notice was delivered" hint="Use the date on which it was handed over, left or mailed.">
          <Input type="date" value={delivered} onChange={(event) => setDelivered(event.target.value)} />
        </FormField>
        <ChoiceGroup legend="Was the notice mailed?" choices={MAILED_CHOICES} value={mailed} onChange={setMailed} />
      </div>
      <DeadlineResult
        heading={`Last day of the ${days}-day notice`}
        deadline={deadline}
        empty="Choose the delivery date to see the last day to pay the rent or move out."
      />
    </div>
  );
}

/** § 83.60(2): date the eviction papers were served → the last day to answer and pay the rent into the court. */
export function EvictionAnswerCalculator() {
  const [served, setServed] = useState("");
  const deadline = computeFromDate(served, evictionAnswerDeadline);
  return (
    <div className="grid gap-4">
      <div className="sm:max-w-xs">
        <FormField
          label="The day you got the eviction papers"
          hint="This is the day the papers were handed to you or posted on your door."
        >
          <Input type="date" value={served} onChange={(event) => setServed(event.target.value)} />
        </FormField>
      </div>
      <DeadlineResult
        heading="Your last day to answer and pay the rent into the court"
        deadline={deadline}
        empty="Choose the day you got the papers to see your deadline."
      />
    </div>
  );
}
