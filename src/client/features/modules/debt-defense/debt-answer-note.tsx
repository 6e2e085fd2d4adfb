import { DEBT, SMALL_CLAIMS } from "../../../../shared/florida/law";
import { Callout } from "../../../components/legal/callout";
import { Citation } from "../../../components/legal/citation";
import { Button } from "../../../components/ui/button";
import { useOpenTab } from "../module-tabs";

/** Above the answer wizard: when the answer is due, with a way to the deadline calculator. */
export function DebtAnswerNote() {
  const openTab = useOpenTab();
  return (
    <Callout tone="warning" title="When is your answer due?">
      <p>
        In county or circuit court, serve your written answer within {DEBT.answerDays.value} days after you were
        served. <Citation law={DEBT.answerDays} /> In small claims court, a written answer is not required, but it can
        help. You must go to the pretrial conference. <Citation law={SMALL_CLAIMS.writtenAnswerRequired} />
      </p>
      <div>
        <Button variant="outline" className="min-h-11 w-full whitespace-normal sm:w-auto" onClick={() => openTab("overview")}>
          Find my exact deadline
        </Button>
      </div>
    </Callout>
  );
}
