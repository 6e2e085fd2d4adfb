import { describe, expect, it } from "vitest";
import {
  GAVE_VACATE_NOTICE,
  LATE_CLAIM_NOTICE,
  LEASE_ENDED,
  NO_CLAIM_NOTICE,
  NO_VACATE_NOTICE,
  TIMELY_CLAIM_NOTICE,
} from "@shared/documents/security-deposit-fields";
import { depositSituation, type DepositAnswers } from "./security-deposit-facts";

const MOVE_OUT = "2026-03-02";
const answers = (over: Partial<DepositAnswers>): DepositAnswers => ({
  deposit_amount: 1500,
  amount_returned: 500,
  move_out_date: MOVE_OUT,
  landlord_notice: NO_CLAIM_NOTICE,
  vacate_notice: LEASE_ENDED,
  ...over,
});

describe("depositSituation: the § 83.49(3)(a) forfeiture on the paper's date", () => {
  const afterDeadline = "2026-05-01";
  const beforeDeadline = "2026-03-10";

  it.each([
    ["no notice, 30 days over, lease ended", answers({}), afterDeadline, true],
    ["no notice yet, 30 days not over", answers({}), beforeDeadline, false],
    ["late notice", answers({ landlord_notice: LATE_CLAIM_NOTICE, vacate_notice: GAVE_VACATE_NOTICE }), afterDeadline, true],
    ["notice on time", answers({ landlord_notice: TIMELY_CLAIM_NOTICE }), afterDeadline, false],
    ["no notice, but no notice of vacating (§ 83.49(5))", answers({ vacate_notice: NO_VACATE_NOTICE }), afterDeadline, false],
  ] as const)("%s", (_name, data, asOf, forfeited) => {
    const situation = depositSituation(data, asOf);
    expect(situation.forfeited).toBe(forfeited);
    expect(situation.noVacateNotice).toBe(data.vacate_notice === NO_VACATE_NOTICE);
    expect(situation.withheld).toBe(1000);
  });
});
