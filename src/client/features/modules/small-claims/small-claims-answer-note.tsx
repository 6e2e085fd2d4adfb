import { Callout } from "../../../components/legal/callout";
import { Citation } from "../../../components/legal/citation";
import { SMALL_CLAIMS } from "../../../../shared/florida/law";

/** Shown above the answer wizard: in small claims, showing up matters more than a written answer. */
export function SmallClaimsAnswerNote() {
  return (
    <>
      <Callout tone="warning" title="You must go to the pretrial conference">
        <p>
          The date, time and place are on the Summons/Notice to Appear you got. Go, even if you file a written answer.{" "}
          {SMALL_CLAIMS.defaultIfPartyDoesNotAppear.summary} <Citation law={SMALL_CLAIMS.defaultIfPartyDoesNotAppear} />
        </p>
      </Callout>
      <Callout title="A written answer is not required, but it can help">
        <p>
          In small claims court, you do not have to file a written answer unless the judge orders one. You may still
          file one. It tells the judge your side before the hearing. <Citation law={SMALL_CLAIMS.writtenAnswerRequired} />
        </p>
        <p>Use the form below to make your answer. File it with the clerk and send a copy to the person suing you.</p>
      </Callout>
    </>
  );
}
