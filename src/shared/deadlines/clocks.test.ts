import { describe, expect, it } from "vitest";
import { KIND_EXAMPLES } from "../documents/examples";
import { englishExplanation } from "../florida/test-support/explanation-text";
import {
  CLOCK_IDS,
  DEADLINE_CLOCKS,
  CLOCKS_ASKING_HOW_DELIVERED,
  clockById,
  clockInputsComplete,
  suggestedDeadlines,
  type ClockId,
} from "./clocks";
import { DEADLINE_PRIORITIES, DEADLINE_TYPES } from "./deadline-fields";

/**
 * Each clock on dates where a holiday falls on a weekend (Independence Day 2027 on a Sunday, observed Monday
 * July 5; Christmas 2027 and New Year's Day 2028 on Saturdays, observed Friday December 24 and 31) or where the
 * count crosses a year.
 */
const CASES: [ClockId, Record<string, string>, string, string][] = [
  [
    "threeDayNotice",
    { side: "tenant", deliveryDate: "2027-12-22", deliveryMethod: "hand" },
    "2027-12-28",
    "Thu 23, (Fri 24 holiday), Mon 27, Tue 28",
  ],
  [
    "threeDayNotice",
    { side: "landlord", deliveryDate: "2027-12-22", deliveryMethod: "hand" },
    "2027-12-29",
    "Tue 28, and one more business day",
  ],
  [
    "threeDayNotice",
    { side: "landlord", deliveryDate: "2027-12-28", deliveryMethod: "left_at_home" },
    "2028-01-04",
    "Wed 29, Thu 30, (Fri 31 holiday), Mon Jan 3, + Tue 4",
  ],
  [
    "threeDayNotice",
    { side: "landlord", deliveryDate: "2027-12-28", deliveryMethod: "mail" },
    "2028-01-11",
    "Mon Jan 3 + 5 = Sat Jan 8: Monday 10, + Tue 11",
  ],
  [
    "threeDayNotice",
    { side: "tenant", deliveryDate: "2027-12-28", deliveryMethod: "mail" },
    "2028-01-03",
    "no mail days for the tenant",
  ],
  [
    "sevenDayNotice",
    { side: "landlord", noticeType: "cure", deliveryDate: "2027-06-25", deliveryMethod: "hand" },
    "2027-07-06",
    "day 7 Sun July 4, Mon 5 observed",
  ],
  [
    "sevenDayNotice",
    { side: "landlord", noticeType: "no_cure", deliveryDate: "2027-12-20", deliveryMethod: "mail" },
    "2028-01-03",
    "Mon Dec 27 + 5 = Sat Jan 1",
  ],
  [
    "sevenDayNotice",
    { side: "tenant", noticeType: "cure", deliveryDate: "2027-06-25", deliveryMethod: "hand" },
    "2027-07-02",
    "7 calendar days, never extended",
  ],
  [
    "sevenDayNotice",
    { side: "tenant", noticeType: "no_cure", deliveryDate: "2027-12-20", deliveryMethod: "mail" },
    "2027-12-27",
    "no mail days for the tenant",
  ],
  ["evictionAnswer", { serviceDate: "2027-07-01" }, "2027-07-09", "Fri 2, (Mon 5 observed), Tue 6 ... Fri 9"],
  ["evictionAnswer", { serviceDate: "2027-12-21" }, "2027-12-29", "Wed 22, Thu 23, (Fri 24), Mon 27, Tue 28, Wed 29"],
  ["depositReturn", { moveOutDate: "2027-12-17" }, "2028-01-03", "day 1 Mon Dec 20, day 15 Mon Jan 3"],
  ["depositClaimNotice", { moveOutDate: "2027-12-01" }, "2028-01-03", "day 30 is Fri Dec 31, New Year's Day observed"],
  ["depositObjection", { noticeReceivedDate: "2027-12-17" }, "2028-01-01", "calendar days, never extended"],
  ["twentyDayAnswer", { serviceDate: "2027-12-10" }, "2028-01-03", "day 1 Mon Dec 13, day 20 Sat Jan 1"],
  ["debtValidation", { noticeReceivedDate: "2027-12-02" }, "2028-01-01", "calendar days, never extended"],
  ["smallClaimsCounterclaim", { pretrialDate: "2028-01-04" }, "2027-12-30", "back: Mon Jan 3, Sun 2, Sat 1, Fri Dec 31, Thu 30"],
  ["smallClaimsCounterclaim", { pretrialDate: "2028-01-05" }, "2027-12-30", "day 5 is Fri Dec 31 (holiday): back to Thu 30"],
  ["pretrialConference", { pretrialDate: "2027-12-31" }, "2027-12-31", "the day on the summons, as it is (a day to appear)"],
  ["countyCourtAppeal", { judgmentDate: "2027-06-03" }, "2027-07-06", "day 30 Sat July 3, Mon 5 observed"],
  ["countyCourtAppeal", { judgmentDate: "2027-12-01" }, "2028-01-03", "day 30 is Fri Dec 31, New Year's Day observed"],
];

describe("DEADLINE_CLOCKS", () => {
  it("has one clock for each id", () => {
    expect(DEADLINE_CLOCKS.map((clock) => clock.id)).toEqual([...CLOCK_IDS]);
  });

  it.each(CASES)("%s %o: %s (%s)", (id, values, date) => {
    const result = clockById(id).compute(values);
    expect(result.clockId).toBe(id);
    expect(result.date).toBe(date);
    expect(englishExplanation(result.explanation).length).toBeGreaterThan(20);
    expect(result.citation).toMatch(/§|R\./);
    expect(DEADLINE_TYPES).toContain(result.type);
    expect(DEADLINE_PRIORITIES).toContain(result.priority);
  });

  it("tests every clock", () => {
    expect(new Set(CASES.map(([id]) => id))).toEqual(new Set(CLOCK_IDS));
  });

  it("names its inputs so a case can fill them", () => {
    for (const [id, values] of CASES)
      expect(
        clockById(id)
          .inputs.map((input) => input.name)
          .sort(),
      ).toEqual(Object.keys(values).sort());
  });

  it("refuses incomplete or invalid inputs", () => {
    const notice = clockById("threeDayNotice");
    expect(clockInputsComplete(notice, { side: "tenant", deliveryDate: "2026-03-02" })).toBe(false);
    expect(clockInputsComplete(notice, { side: "tenant", deliveryDate: "2026-02-30", deliveryMethod: "hand" })).toBe(false);
    expect(clockInputsComplete(notice, { side: "tenant", deliveryDate: "2026-03-02", deliveryMethod: "pigeon" })).toBe(false);
    expect(clockInputsComplete(notice, { deliveryDate: "2026-03-02", deliveryMethod: "hand" })).toBe(false);
    expect(clockInputsComplete(notice, { side: "judge", deliveryDate: "2026-03-02", deliveryMethod: "hand" })).toBe(false);
    expect(clockInputsComplete(notice, { side: "tenant", deliveryDate: "2026-03-02", deliveryMethod: "hand" })).toBe(true);
    expect(() => notice.compute({ deliveryDate: "2026-03-02" })).toThrow(RangeError);
    expect(() => clockById("evictionAnswer").compute({ serviceDate: "3000-01-01" })).toThrow(RangeError);
  });
});

describe("suggestedDeadlines", () => {
  const dates = (kind: string, data: Record<string, unknown>) =>
    suggestedDeadlines(kind, data).map((deadline) => [deadline.clockId, deadline.date]);

  it("eviction answer: 5 business days to answer and deposit the rent", () => {
    // Served Monday Aug 3, 2026: Tue 4, Wed 5, Thu 6, Fri 7, Mon 10.
    expect(dates("eviction_answer", KIND_EXAMPLES.eviction_answer.roofLeakAndBrokenPlumbing)).toEqual([
      ["evictionAnswer", "2026-08-10"],
    ]);
  });

  it("landlord notices: the landlord's dates, the 3-day notice's as printed, and the 7-day notices with mail days", () => {
    const notice = KIND_EXAMPLES.landlord_notice.unpaidRent;
    // Delivered Tuesday Nov 24, 2026: Wed 25, (Thanksgiving and the Friday after), Mon 30, Tue Dec 1; printed Wed Dec 2.
    expect(dates("landlord_notice", notice)).toEqual([["threeDayNotice", "2026-12-02"]]);
    // Cure, mailed: day 7 is Tue Dec 1, + 5 = Sun Dec 6: Monday.
    expect(dates("landlord_notice", { ...notice, notice_type: "cure", delivery_method: "mail" })).toEqual([
      ["sevenDayNotice", "2026-12-07"],
    ]);
    expect(dates("landlord_notice", { ...notice, notice_type: "no_cure" })).toEqual([["sevenDayNotice", "2026-12-01"]]);
    expect(dates("landlord_notice", { ...notice, notice_type: "month_to_month" })).toEqual([]);
  });

  it.each(["security_deposit_demand", "security_deposit_lawsuit"] as const)(
    "%s: the landlord's 15 and 30 days while no claim notice came",
    (kind) => {
      const example = KIND_EXAMPLES[kind].depositKept;
      // Moved out Monday June 15, 2026: day 1 is June 16; day 15 June 30; day 30 July 15.
      expect(dates(kind, example)).toEqual([
        ["depositReturn", "2026-06-30"],
        ["depositClaimNotice", "2026-07-15"],
      ]);
      expect(dates(kind, { ...example, landlord_notice: "timely" })).toEqual([]);
    },
  );

  it("debt answer: 20 days outside small claims; in small claims the pretrial conference on her summons", () => {
    const example = KIND_EXAMPLES.debt_answer.creditCardDebt;
    // Served Monday July 20, 2026: day 1 July 21, day 20 Sunday Aug 9: Monday.
    expect(dates("debt_answer", example)).toEqual([["twentyDayAnswer", "2026-08-10"]]);
    expect(dates("debt_answer", { ...example, court: "not_sure" })).toEqual([["twentyDayAnswer", "2026-08-10"]]);
    expect(dates("debt_answer", { ...example, court: "small_claims" })).toEqual([]);
    expect(dates("debt_answer", { ...example, court: "small_claims", pretrial_date: "2026-08-27" })).toEqual([
      ["pretrialConference", "2026-08-27"],
    ]);
    expect(dates("debt_answer", { ...example, court: "not_sure", pretrial_date: "2026-08-27" })).toEqual([
      ["twentyDayAnswer", "2026-08-10"],
    ]);
  });

  it("debt validation letter: 30 calendar days after the notice came", () => {
    const example = KIND_EXAMPLES.debt_validation_letter.collectorLetter;
    expect(dates("debt_validation_letter", example)).toEqual([["debtValidation", "2026-08-14"]]);
    expect(dates("debt_validation_letter", { ...example, validation_notice: "no" })).toEqual([]);
  });

  it("small claims answer: the counterclaim's 5 days before the pretrial conference, and the conference itself", () => {
    const example = KIND_EXAMPLES.small_claims_answer.partialPayment;
    // Pretrial Thursday Aug 20, 2026: back from Wed 19, day 5 is Saturday Aug 15: Friday Aug 14.
    expect(dates("small_claims_answer", example)).toEqual([
      ["smallClaimsCounterclaim", "2026-08-14"],
      ["pretrialConference", "2026-08-20"],
    ]);
    expect(dates("small_claims_answer", { ...example, pretrial_date: "2026-03-18" })).toEqual([
      ["smallClaimsCounterclaim", "2026-03-13"],
      ["pretrialConference", "2026-03-18"],
    ]);
    expect(dates("small_claims_answer", { ...example, pretrial_date: undefined })).toEqual([]);
    expect(dates("small_claims_answer", { ...example, counterclaim: "no", pretrial_date: "2026-03-18" })).toEqual([]);
  });

  it("starts nothing for other kinds, unknown kinds or bad answers", () => {
    expect(suggestedDeadlines("living_will", KIND_EXAMPLES.living_will.limitedTreatment)).toEqual([]);
    expect(suggestedDeadlines("constructor", {})).toEqual([]);
    expect(suggestedDeadlines("eviction_answer", { service_date: "not a date" })).toEqual([]);
    expect(suggestedDeadlines("eviction_answer", { service_date: 20260803 })).toEqual([]);
  });

  it("leaves out deadlines already past when asked", () => {
    const example = KIND_EXAMPLES.security_deposit_demand.depositKept;
    expect(suggestedDeadlines("security_deposit_demand", example, { onOrAfter: "2026-07-01" }).map((d) => d.clockId)).toEqual([
      "depositClaimNotice",
    ]);
  });
});

describe("whose date: the landlord's or the tenant's (H6)", () => {
  const both = (id: ClockId, values: Record<string, string>) => ({
    landlord: clockById(id).compute({ ...values, side: "landlord" }),
    tenant: clockById(id).compute({ ...values, side: "tenant" }),
  });

  it('H6: the 3-day and 7-day clocks ask "Are you the landlord or the tenant?" before anything else', () => {
    for (const id of ["threeDayNotice", "sevenDayNotice"] as const) {
      expect(clockById(id).inputs[0]).toEqual({ name: "side", type: "select", options: ["landlord", "tenant"] });
    }
  });

  it("H6: a mailed 3-day notice delivered Tue 11/24/2026 gives the tenant Tue 12/1 (no mail days) and the landlord Tue 12/8", () => {
    const { landlord, tenant } = both("threeDayNotice", { deliveryDate: "2026-11-24", deliveryMethod: "mail" });
    expect(tenant.date).toBe("2026-12-01");
    // Dec 1 + 5 = Sun Dec 6: Monday Dec 7, and one more business day.
    expect(landlord.date).toBe("2026-12-08");
    expect(englishExplanation(tenant.explanation)).toContain(
      "If the notice gives an earlier date, pay by the date in the notice.",
    );
    expect(englishExplanation(tenant.explanation)).toContain("No days are added because it came by mail.");
    expect(englishExplanation(tenant.explanation)).not.toMatch(/safety margin|5 more days/);
    expect(tenant.citation).toBe("Fla. Stat. § 83.56(3)");
  });

  it("H6: a 3-day notice handed over gives the tenant the statute's date and the landlord one business day more", () => {
    // Wed 4/1/2026: Thu 2, Fri 3, Mon 6 (Good Friday is not on the state list).
    const { landlord, tenant } = both("threeDayNotice", { deliveryDate: "2026-04-01", deliveryMethod: "hand" });
    expect(tenant.date).toBe("2026-04-06");
    expect(landlord.date).toBe("2026-04-07");
  });

  it.each([
    ["cure", "2027-12-20", "2027-12-27", "2028-01-03", "fix the problem"],
    ["no_cure", "2026-07-28", "2026-08-04", "2026-08-10", "move out"],
  ])(
    "H6: a mailed 7-day notice (%s) delivered %s gives the tenant %s (7 calendar days, no mail days) and the landlord %s",
    (noticeType, deliveryDate, tenantDate, landlordDate) => {
      const { landlord, tenant } = both("sevenDayNotice", { noticeType, deliveryDate, deliveryMethod: "mail" });
      expect(tenant.date).toBe(tenantDate);
      expect(landlord.date).toBe(landlordDate);
      expect(englishExplanation(tenant.explanation)).toContain("If the notice gives an earlier date");
      expect(englishExplanation(tenant.explanation)).toContain("add no days for mail");
      expect(englishExplanation(landlord.explanation)).toContain("5 more days are added as a safety margin for the mail");
    },
  );

  it("H6: the tenant's date never changes with the delivery method and is never later than the landlord's", () => {
    for (const deliveryDate of ["2026-04-01", "2026-11-24", "2026-12-23", "2027-06-25", "2027-12-28"]) {
      for (const [id, extra] of [
        ["threeDayNotice", {}],
        ["sevenDayNotice", { noticeType: "cure" }],
        ["sevenDayNotice", { noticeType: "no_cure" }],
      ] as const) {
        const tenantDates = ["hand", "left_at_home", "mail", "email"].map(
          (deliveryMethod) => clockById(id).compute({ ...extra, side: "tenant", deliveryDate, deliveryMethod }).date,
        );
        expect(new Set(tenantDates).size, `${id} ${deliveryDate}`).toBe(1);
        for (const deliveryMethod of ["hand", "mail"]) {
          const { landlord, tenant } = both(id, { ...extra, deliveryDate, deliveryMethod });
          expect(tenant.date < landlord.date || tenant.date === landlord.date, `${id} ${deliveryDate} ${deliveryMethod}`).toBe(
            true,
          );
        }
      }
    }
  });
});

describe("mail days only for a period that runs from service of a paper (H7)", () => {
  it("H7: the appeal, answer and other clocks that do not run from service of a paper never ask how it came", () => {
    const others = DEADLINE_CLOCKS.filter((clock) => !(CLOCKS_ASKING_HOW_DELIVERED as readonly string[]).includes(clock.id));
    expect(others.map((clock) => clock.id)).toEqual(
      expect.arrayContaining(["countyCourtAppeal", "twentyDayAnswer", "evictionAnswer"]),
    );
    for (const clock of others)
      expect(
        clock.inputs.every((input) => input.type === "date"),
        clock.id,
      ).toBe(true);
    // Only the landlord-notice clocks ask how something was delivered, and they ask whose side she is on.
    const asking = DEADLINE_CLOCKS.filter((clock) => clock.inputs.some((input) => input.name === "deliveryMethod")).map(
      (clock) => clock.id,
    );
    expect(asking).toEqual([...CLOCKS_ASKING_HOW_DELIVERED]);
    for (const id of asking) expect(clockById(id).inputs.map((input) => input.name)).toContain("side");
  });

  it.each([
    ["countyCourtAppeal", { judgmentDate: "2026-03-06" }, "2026-04-07"],
    ["twentyDayAnswer", { serviceDate: "2026-07-20" }, "2026-08-10"],
    ["evictionAnswer", { serviceDate: "2026-08-03" }, "2026-08-10"],
  ] as const)("H7: the %s clock adds no mail days, even when told the paper came by mail", (id, values, date) => {
    const plain = clockById(id).compute(values);
    const mailed = clockById(id).compute({ ...values, deliveryMethod: "mail", servedByMail: "yes" });
    expect(plain.date).toBe(date);
    expect(mailed.date).toBe(date);
    expect(plain.citation).not.toContain("2.514(b)");
  });

  it("H7: the appeal clock says mail days do not apply to appeals, new-trial motions or answering a summons", () => {
    const appeal = clockById("countyCourtAppeal").compute({ judgmentDate: "2026-03-06" });
    expect(englishExplanation(appeal.explanation)).toContain(
      "Mail days do not apply to appeals, new-trial motions, or answering a summons. Those deadlines run from the date the judgment was filed or you were served.",
    );
  });
});
