import { CalendarClock, FileQuestion } from "lucide-react";
import { useState } from "react";
import { validationDisputeDeadline } from "@shared/florida/deadlines";
import { isIsoDate } from "@shared/florida/iso-date";
import { DEBT } from "@shared/florida/law";
import { Callout } from "@client/components/legal/callout";
import { Citation } from "@client/components/legal/citation";
import { InfoCard } from "@client/components/legal/info-card";
import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import { Citations, DeadlineResult, todayIso } from "../deadline-result";

const days = DEBT.validationDisputeDays.value;

const lateNote = (
  <p>
    You can still send the letter. The collector does not have to pause, but it may not report the debt to a credit
    bureau without saying you dispute it. <Citation>15 U.S.C. § 1692e(8)</Citation>
  </p>
);

function DisputeDeadlineCalculator() {
  const [received, setReceived] = useState("");
  const today = todayIso();
  const error = isIsoDate(received) && received > today ? "This date is in the future. Enter the day the letter came." : undefined;
  return (
    <div className="grid gap-4">
      <FormField
        label="The day you got the collector's first letter"
        hint="This is the letter that tells you the amount, who you owe, and how to dispute it (the validation notice)."
        error={error}
      >
        <Input type="date" value={received} max={today} onChange={(event) => setReceived(event.target.value)} />
      </FormField>
      <div aria-live="polite">
        {isIsoDate(received) && !error && (
          <DeadlineResult
            deadline={validationDisputeDeadline(received)}
            heading="Send your letter by"
            passedNote={lateNote}
          />
        )}
      </div>
    </div>
  );
}

/** Before the validation letter wizard: what the letter does, its dispute window, and what it does not do. */
export function DebtValidationTab() {
  return (
    <>
      <InfoCard title="What a validation letter does" icon={FileQuestion}>
        <p>
          A validation letter asks a debt collector to prove the debt. It asks who you owe, how much, and why they say
          you owe it.
        </p>
        <ul>
          <li>
            Send it within {days} days after you get the collector&rsquo;s first letter (the &ldquo;validation
            notice&rdquo;). <Citations text={DEBT.validationDisputeDays.citation} />
          </li>
          <li>
            If you dispute in writing in time, the collector must stop collecting until it sends you proof.{" "}
            <Citation law={DEBT.disputeStopsCollectionUntilVerified} />
          </li>
          <li>
            These federal rules cover collection agencies and debt buyers, not the company you first owed.{" "}
            <Citation law={DEBT.validationRulesCoverThirdPartyCollectorsOnly} />
          </li>
          <li>
            Florida&rsquo;s own law against unfair collection also covers the company you first owed.{" "}
            <Citation law={DEBT.floridaActCoversOriginalCreditors} />
          </li>
          <li>Send it by certified mail with a return receipt. Keep a copy and the receipts.</li>
        </ul>
      </InfoCard>

      <Callout tone="warning" title="A letter does not answer a lawsuit">
        <p>
          If you were served with court papers, you must still answer or go to court on time. In county or circuit
          court that is {DEBT.answerDays.value} days after you were served. <Citation law={DEBT.answerDays} />
        </p>
      </Callout>

      <InfoCard title={`Count your ${days} days`} icon={CalendarClock}>
        <DisputeDeadlineCalculator />
      </InfoCard>
    </>
  );
}
