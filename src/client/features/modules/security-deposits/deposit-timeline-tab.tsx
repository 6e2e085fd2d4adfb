import { useState } from "react";
import { SavedChecklist } from "../../../components/legal/saved-checklist";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { depositObjectionDeadline, depositReturnDeadlines } from "../../../../shared/florida/deadlines";
import { SECURITY_DEPOSIT } from "../../../../shared/florida/law";
import { computeFromDate } from "../deadline-result";
import { DamagesCalculator } from "./damages-calculator";
import { DepositTimeline, type PersonalDates } from "./deposit-timeline";

const EVIDENCE: readonly string[] = [
  "Your signed lease",
  "Proof you paid the deposit (receipt, canceled check or bank record)",
  "Move-in photos or video, or the move-in checklist",
  "Move-out photos or video, with the dates they were taken",
  `Your ${SECURITY_DEPOSIT.tenantVacatingNoticeDays.value}-day written notice that you were moving out, and proof you delivered it`,
  "The landlord's notice of charges and its envelope with the postmark, or a note that none came",
  "Texts, e-mails and letters with the landlord about repairs, moving out and the deposit",
];

/** Personal § 83.49 dates, the evidence to keep, and what to ask for. */
export function DepositTimelineTab() {
  const [moveOut, setMoveOut] = useState("");
  const [noticeReceived, setNoticeReceived] = useState("");
  const deadlines = computeFromDate(moveOut, depositReturnDeadlines);
  const objection = computeFromDate(noticeReceived, depositObjectionDeadline);
  const dates: PersonalDates = {
    moveOut: deadlines ? moveOut : undefined,
    returnWithoutClaim: deadlines?.returnWithoutClaim,
    claimNotice: deadlines?.claimNotice,
    objection,
  };
  return (
    <>
      <section aria-labelledby="sd-timeline" className="grid gap-4">
        <h3 id="sd-timeline" className="text-lg font-bold text-slate-900">
          Your deposit timeline
        </h3>
        <p className="text-sm text-slate-800">
          Add your dates to see your own deadlines. This is optional. If a deadline falls on a weekend or holiday, it
          moves to the next business day, so the landlord gets the full time.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="The day you moved out (optional)">
            <Input type="date" className="min-h-11" value={moveOut} onChange={(event) => setMoveOut(event.target.value)} />
          </FormField>
          <FormField label="The day you got the landlord's notice (optional)" hint="Only if the landlord sent one.">
            <Input
              type="date"
              className="min-h-11"
              value={noticeReceived}
              onChange={(event) => setNoticeReceived(event.target.value)}
            />
          </FormField>
        </div>
        <DepositTimeline dates={dates} />
      </section>

      <section aria-labelledby="sd-evidence" className="grid gap-3">
        <h3 id="sd-evidence" className="text-lg font-bold text-slate-900">
          Evidence to keep
        </h3>
        <p className="text-sm text-slate-800">
          Gather these before you write to the landlord. Your ticks are saved on this device.
        </p>
        <SavedChecklist id="security-deposit-evidence" title="My deposit evidence" items={EVIDENCE} />
      </section>

      <section aria-labelledby="sd-calculator" className="grid gap-3">
        <h3 id="sd-calculator" className="text-lg font-bold text-slate-900">
          How much can I ask for?
        </h3>
        <p className="text-sm text-slate-800">
          Answer a few questions. We show the amount to ask for and the law behind it. Nothing you type here is sent or
          saved.
        </p>
        <DamagesCalculator />
      </section>
    </>
  );
}
