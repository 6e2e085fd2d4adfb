import { afterEach, describe, expect, it } from "vitest";
import {
  debtAnswerDeadline,
  depositObjectionDeadline,
  depositReturnDeadlines,
  evictionAnswerDeadline,
  monthToMonthTerminationNotice,
  tenancyTerminationNotice,
  threeDayNoticeDeadline,
  validationDisputeDeadline,
} from "./deadlines";

describe("threeDayNoticeDeadline (§ 83.56(3))", () => {
  it.each([
    ["2026-11-20", "2026-11-25"], // Friday -> Mon 23, Tue 24, Wed 25
    ["2026-11-25", "2026-12-02"], // Wednesday -> skips Thu 26 and Fri 27 (holidays) and the weekend
    ["2026-06-29", "2026-07-02"], // Monday -> Tue 30, Wed 1, Thu 2
    ["2026-07-02", "2026-07-08"], // Thursday -> Fri 3 is a holiday; Mon 6, Tue 7, Wed 8
    ["2026-12-22", "2026-12-28"], // Tuesday -> Wed 23, Thu 24, Mon 28
  ])("delivered by hand %s: due %s", (delivered, due) => {
    const result = threeDayNoticeDeadline(delivered);
    expect(result.date).toBe(due);
    expect(result.citation).toBe("Fla. Stat. § 83.56(3)");
  });

  it.each([
    ["2026-11-20", "2026-11-30"], // Wed Nov 25 + 5 = Mon Nov 30
    ["2026-11-25", "2026-12-07"], // Wed Dec 2 + 5 = Mon Dec 7
    ["2026-06-03", "2026-06-15"], // Mon Jun 8 + 5 = Sat Jun 13 -> Mon Jun 15
  ])("mailed %s: 5 days added, due %s", (mailed, due) => {
    const result = threeDayNoticeDeadline(mailed, { mailed: true });
    expect(result.date).toBe(due);
    expect(result.citation).toContain("§ 83.56(3)");
    expect(result.citation).toContain("2.514(b)");
    expect(result.explanation).toContain("5 more days");
  });

  it("explains the date in plain words", () => {
    expect(threeDayNoticeDeadline("2026-11-20").explanation).toContain("Wednesday, November 25, 2026");
  });
});

describe("evictionAnswerDeadline (§ 83.60(2))", () => {
  it.each([
    ["2026-11-23", "2026-12-02"],
    ["2026-07-02", "2026-07-10"],
    ["2027-12-21", "2027-12-29"],
  ])("served %s: answer and rent deposit due %s", (served, due) => {
    const result = evictionAnswerDeadline(served);
    expect(result.date).toBe(due);
    expect(result.citation).toContain("§§ 83.60(2), 51.011");
    expect(result.explanation).toMatch(/court registry/);
  });
});

describe("debtAnswerDeadline", () => {
  it("has no written answer deadline in small claims: appear at the pretrial conference", () => {
    const result = debtAnswerDeadline("2026-03-04", "small_claims");
    expect(result.date).toBeNull();
    expect(result.explanation).toMatch(/pretrial conference/);
    expect(result.citation).toContain("Fla. Sm. Cl. R. 7.090(c)");
  });

  it.each([
    ["2026-03-04", "county_civil", "2026-03-24"],
    ["2026-03-06", "circuit", "2026-03-30"], // Friday service: counting starts Monday; day 20 is a Saturday
    ["2026-12-18", "county_civil", "2027-01-11"],
  ] as const)("served %s in %s court: answer due %s (20 days, Rule 1.140(a))", (served, court, due) => {
    const result = debtAnswerDeadline(served, court);
    expect(result.date).toBe(due);
    expect(result.citation).toContain("Fla. R. Civ. P. 1.140(a)");
    expect(result.citation).toContain("2.514");
  });

  it("rejects a malformed service date even in small claims", () => {
    expect(() => debtAnswerDeadline("2026-02-30", "small_claims")).toThrow(RangeError);
  });
});

describe("depositReturnDeadlines (§ 83.49(3)(a))", () => {
  it("gives the landlord 15 days to return and 30 days to send a claim notice", () => {
    const result = depositReturnDeadlines("2026-06-10");
    expect(result.returnWithoutClaim.date).toBe("2026-06-25");
    expect(result.claimNotice.date).toBe("2026-07-10");
    expect(result.returnWithoutClaim.citation).toBe("Fla. Stat. § 83.49(3)(a)");
    expect(result.claimNotice.explanation).toMatch(/certified mail/);
    expect(result.vacatingNoticeWarning.citation).toBe("Fla. Stat. § 83.49(5)");
  });

  it("counts from the next business day after a Friday move-out and rolls off weekends", () => {
    const result = depositReturnDeadlines("2026-05-29");
    expect(result.returnWithoutClaim.date).toBe("2026-06-15");
    expect(result.claimNotice.date).toBe("2026-06-30");
  });

  it("never mentions double damages", () => {
    expect(JSON.stringify(depositReturnDeadlines("2026-06-10"))).not.toMatch(/double/i);
  });
});

describe("user deadlines outside court are plain calendar days, never extended", () => {
  it("gives 15 days to object to a deposit claim, even when day 15 is a Sunday", () => {
    const result = depositObjectionDeadline("2026-06-20");
    expect(result.date).toBe("2026-07-05");
    expect(result.citation).toBe("Fla. Stat. § 83.49(3)(b)");
  });

  it("gives 30 days to dispute a debt after receiving the validation notice", () => {
    const result = validationDisputeDeadline("2026-01-05");
    expect(result.date).toBe("2026-02-04");
    expect(result.citation).toContain("15 U.S.C. § 1692g");
    expect(result.citation).toContain("12 C.F.R. § 1006.34");
  });
});

describe("tenancyTerminationNotice (§ 83.57)", () => {
  it.each([
    ["month", "2027-01-31", "2027-01-01", "Fla. Stat. § 83.57(3)"],
    ["week", "2026-11-28", "2026-11-21", "Fla. Stat. § 83.57(4)"],
    ["quarter", "2026-09-30", "2026-08-31", "Fla. Stat. § 83.57(2)"],
    ["year", "2026-12-31", "2026-11-01", "Fla. Stat. § 83.57(1)"],
  ] as const)("%s tenancy ending %s: notice by %s", (tenancy, end, latest, citation) => {
    const result = tenancyTerminationNotice(tenancy, end);
    expect(result.date).toBe(latest);
    expect(result.citation).toBe(citation);
  });

  it("uses 30 days for month-to-month, not the old 15", () => {
    const result = monthToMonthTerminationNotice("2026-04-30");
    expect(result.date).toBe("2026-03-31");
    expect(result.explanation).toContain("at least 30 days");
  });
});

describe("time zone independence", () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it.each(["America/New_York", "Pacific/Kiritimati", "Pacific/Pago_Pago"])("gives the same dates in %s", (zone) => {
    process.env.TZ = zone;
    expect(threeDayNoticeDeadline("2026-11-25").date).toBe("2026-12-02");
    expect(debtAnswerDeadline("2026-03-06", "circuit").date).toBe("2026-03-30");
    expect(depositReturnDeadlines("2026-11-01").returnWithoutClaim.date).toBe("2026-11-16");
  });
});
