import { DEBT, SMALL_CLAIMS } from "@shared/florida/law";
import { Citation } from "@client/components/legal/citation";
import { TabNote } from "../tab-note";

/** Above the answer wizard: when the answer is due, with a way to the deadline calculator. */
export function DebtAnswerNote() {
  return (
    <TabNote tone="warning" title="When is your answer due?" more={{ tab: "overview", label: "Find my exact deadline" }}>
      <p>
        In county or circuit court, serve your written answer within {DEBT.answerDays.value} days after you were
        served. <Citation law={DEBT.answerDays} /> In small claims court, a written answer is not required, but it can
        help. You must go to the pretrial conference. <Citation law={SMALL_CLAIMS.writtenAnswerRequired} />
      </p>
    </TabNote>
  );
}
