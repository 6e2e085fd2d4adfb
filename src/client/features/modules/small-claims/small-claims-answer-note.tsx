import { Callout } from "@client/components/legal/callout";
import { Citation } from "@client/components/legal/citation";
import { SMALL_CLAIMS } from "@shared/florida/law";

/** Shown above the answer wizard: in small claims, showing up matters more than a written answer. */
export function SmallClaimsAnswerNote() {
  return (
    <Callout tone="warning" title="A written answer is optional. Going to court is not.">
      <p>
        In small claims court, you do not have to file a written answer unless the judge orders one. But you must go
        to the pretrial conference. <Citation law={SMALL_CLAIMS.writtenAnswerRequired} />
      </p>
      <p>
        The date, time and place are on the Summons/Notice to Appear you got.{" "}
        {SMALL_CLAIMS.defaultIfPartyDoesNotAppear.summary} <Citation law={SMALL_CLAIMS.defaultIfPartyDoesNotAppear} />
      </p>
      <p>
        A written answer can still help: it tells the judge your side before the hearing. Use the form below to make
        one. File it with the clerk and send a copy to the person suing you.
      </p>
    </Callout>
  );
}
