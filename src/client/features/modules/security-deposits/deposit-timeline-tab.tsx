import { useState } from "react";
import { SavedChecklist } from "@client/components/legal/saved-checklist";
import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import { depositObjectionDeadline, depositReturnDeadlines } from "@shared/florida/deadlines";
import { SECURITY_DEPOSIT } from "@shared/florida/law";
import { computeFromDate } from "../deadline-result";
import { DamagesCalculator } from "./damages-calculator";
import { DepositTimeline, type PersonalDates } from "./deposit-timeline";
import { TabSection } from "../tab-section";

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
      <TabSection id="sd-timeline" title="Your deposit timeline" spacious>
        <p className="text-sm text-slate-800">
          Add your dates to see your own deadlines. This is optional. If a deadline falls on a weekend or holiday, it
          moves to the next business day, so the landlord gets the full time.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="The day you moved out (optional)">
            <Input type="date" value={moveOut} onChange={(event) => setMoveOut(event.target.value)} />
          </FormField>
          <FormField label="The day you got the landlord's notice (optional)" hint="Only if the landlord sent one.">
            <Input type="date" value={noticeReceived} onChange={(event) => setNoticeReceived(event.target.value)} />
          </FormField>
        </div>
        <DepositTimeline dates={dates} />
      </TabSection>

      <TabSection id="sd-evidence" title="Evidence to keep">
        <p className="text-sm text-slate-800">
          Gather these before you write to the landlord. Your ticks are saved on this device.
        </p>
        <SavedChecklist id="security-deposit-evidence" title="My deposit evidence" items={EVIDENCE} />
      </TabSection>

      <TabSection id="sd-calculator" title="How much can I ask for?">
        <p className="text-sm text-slate-800">
          Answer a few questions. We show the amount to ask for and the law behind it. Nothing you type here is sent or
          saved.
        </p>
        <DamagesCalculator />
      </TabSection>
    </>
  );
}
