import { afterEach, describe, expect, it } from "vitest";
import {
  addBusinessDays,
  countyCourtAppealDeadline,
  debtAnswerDeadline,
  depositObjectionDeadline,
  depositReturnDeadlines,
  evictionAnswerDeadline,
  evictionMoneyClaimAnswerDeadline,
  monthToMonthTerminationNotice,
  repeatViolationWindow,
  sevenDayNoticeDeadline,
  smallClaimsCounterclaimDeadline,
  tenancyTerminationNotice,
  threeDayNoticeDeadline,
  validationDisputeDeadline,
} from "./deadlines";
import type { DeadlineExplanation } from "./explanation";
import { addCalendarDays } from "./iso-date";
import { LANDLORD_TENANT } from "./law";
import { englishExplanation, explanationIn } from "./test-support/explanation-text";

/** The explanation as an English reader sees it (locales/en/deadline-rules.json). */
const text = (deadline: { explanation: DeadlineExplanation }) => englishExplanation(deadline.explanation);

describe("threeDayNoticeDeadline (§ 83.56(3))", () => {
  it.each([
    ["2026-11-20", "2026-11-25"], // Friday -> Mon 23, Tue 24, Wed 25
    ["2026-11-25", "2026-12-02"], // Wednesday -> skips Thu 26 and Fri 27 (holidays) and the weekend
    ["2026-06-29", "2026-07-02"], // Monday -> Tue 30, Wed 1, Thu 2
    ["2026-07-02", "2026-07-08"], // Thursday -> Fri 3 is a holiday; Mon 6, Tue 7, Wed 8
    ["2026-12-22", "2026-12-28"], // Tuesday -> Wed 23, Thu 24, Mon 28
  ])("the tenant's date, delivered by hand %s: due %s", (delivered, due) => {
    const result = threeDayNoticeDeadline(delivered, { side: "tenant" });
    expect(result.date).toBe(due);
    expect(result.citation).toBe("Fla. Stat. § 83.56(3)");
  });

  it.each([
    ["2026-11-20", "2026-11-30", "Wed Nov 25 + 5 = Mon Nov 30"],
    ["2026-11-25", "2026-12-07", "Wed Dec 2 + 5 = Mon Dec 7"],
    ["2026-06-03", "2026-06-15", "Mon Jun 8 + 5 = Sat Jun 13 -> Mon Jun 15"],
  ])("the landlord's date, mailed %s: 5 days added, then one business day after %s (%s)", (mailed, withMail) => {
    const result = threeDayNoticeDeadline(mailed, { side: "landlord", mailed: true });
    expect(result.date).toBe(addBusinessDays(withMail, 1));
    // A margin for the mail, not Rule 2.514(b) (which is for court papers): labelled so.
    expect(result.citation).toBe("Fla. Stat. § 83.56(3); Fla. Stat. § 83.56(4)");
    expect(text(result)).toContain("5 more days are added as a safety margin for the mail (the law does not set them)");
    expect(text(result)).toContain("Then we add 1 more business day");
  });

  it("explains the date in plain words", () => {
    expect(text(threeDayNoticeDeadline("2026-11-20", { side: "tenant" }))).toContain("Wednesday, November 25, 2026");
    // Wed Nov 25, then past Thanksgiving, the Friday after and the weekend.
    expect(text(threeDayNoticeDeadline("2026-11-20", { side: "landlord" }))).toContain("Monday, November 30, 2026");
  });

  it.each([
    ["2026-04-01", "2026-04-06", "2026-04-07", "Good Friday 4/3"],
    ["2026-12-23", "2026-12-29", "2026-12-30", "Christmas Eve 12/24"],
    ["2026-11-24", "2026-12-01", "2026-12-02", "Thanksgiving and the Friday after"],
  ])(
    "H5: a 3-day notice delivered %s by hand: the statute's 3 business days end %s, the landlord's printed date is %s (one extra business day for court-observed holidays such as %s)",
    (delivered, statutory, printed) => {
      const result = threeDayNoticeDeadline(delivered, { side: "landlord" });
      expect(result.date).toBe(printed);
      expect(result.explanation.values).toMatchObject({ date: printed, statutoryDate: statutory, extraDays: 1 });
      expect(threeDayNoticeDeadline(delivered, { side: "tenant" }).date).toBe(statutory);
      expect(result.citation).toBe("Fla. Stat. § 83.56(3)");
      expect(text(result)).toMatch(/We add 1 more business day because the law skips the holidays the court observes/);
      expect(text(result)).toContain("A notice that gives more time is valid; one that gives less is defective.");
    },
  );

  it("H5: the extra business day is a cited figure of § 83.56(3), and it is always past a county's extra holiday", () => {
    expect(LANDLORD_TENANT.threeDayNoticeExtraBusinessDays).toMatchObject({ value: 1, citation: "Fla. Stat. § 83.56(3)" });
    expect(LANDLORD_TENANT.threeDayNoticeExtraBusinessDays.summary).toMatch(/court observes.*differ by county/);
    expect("threeDayNoticeClerkClosures" in LANDLORD_TENANT).toBe(false);
    // Every weekday of 2026 as a delivery day: the printed date is a business day after the statute's last day.
    for (let day = "2026-01-01"; day < "2027-01-01"; day = addCalendarDays(day, 1)) {
      const statutory = threeDayNoticeDeadline(day, { side: "tenant" }).date;
      const printed = threeDayNoticeDeadline(day, { side: "landlord" }).date;
      expect(printed, day).toBe(addBusinessDays(statutory, 1));
    }
  });

  it("H6: the tenant's 3-day date has no mail days and tells her to keep to the notice's date if it is earlier", () => {
    const tenant = threeDayNoticeDeadline("2026-11-24", { side: "tenant", mailed: true });
    expect(tenant.date).toBe("2026-12-01");
    expect(text(tenant)).toContain("If the notice gives an earlier date, pay by the date in the notice.");
    expect(text(tenant)).toContain("No days are added because it came by mail.");
    expect(tenant.citation).toBe("Fla. Stat. § 83.56(3)");
  });
});

describe("repeatViolationWindow (§ 83.56(2)(a))", () => {
  it.each([
    ["2025-09-28", "2026-09-27"],
    ["2025-12-31", "2026-12-30"],
    ["2024-02-29", "2025-02-27"], // no February 29 in 2025: the day before February 28
  ])("written warning %s: a repeat supports a notice without cure through %s", (warning, last) => {
    const result = repeatViolationWindow(warning);
    expect(result.date).toBe(last);
    expect(result.citation).toBe("Fla. Stat. § 83.56(2)(a)");
  });

  it("says the window and the notice to use after it", () => {
    expect(text(repeatViolationWindow("2025-09-28"))).toBe(
      "A 7-day notice with no chance to fix a repeated violation is allowed only if the repeat happened within 12 " +
        "months after your written warning of September 28, 2025: by Sunday, September 27, 2026. For a repeat after " +
        "that, give the 7-day notice to cure instead.",
    );
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
    expect(text(result)).toMatch(/court registry/);
    expect(text(result)).toMatch(/rent subsidy, you pay only your own share/);
  });
});

describe("evictionMoneyClaimAnswerDeadline (Rule 1.140(a), counted by Rule 2.514)", () => {
  it.each([
    ["2026-09-04", "2026-09-28"], // Friday -> counting starts after Labor Day; day 20 is a Sunday -> Monday
    ["2026-10-26", "2026-11-16"], // 20 days -> Sunday, November 15 -> Monday
    ["2026-10-20", "2026-11-09"], // 20 days -> Monday, November 9
  ])("served %s: money claim answer due %s", (served, due) => {
    const result = evictionMoneyClaimAnswerDeadline(served);
    expect(result.date).toBe(due);
    expect(result.citation).toContain("Fla. R. Civ. P. 1.140(a)");
    expect(text(result)).toMatch(/20 days after you were served\. The 5-day deadline still applies/);
  });
});

describe("debtAnswerDeadline", () => {
  it("has no written answer deadline in small claims: appear at the pretrial conference", () => {
    const result = debtAnswerDeadline("2026-03-04", "small_claims");
    expect(result.date).toBeNull();
    expect(text(result)).toMatch(/pretrial conference/);
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

describe("smallClaimsCounterclaimDeadline (Rule 7.100, counted backward by Rule 2.514)", () => {
  it.each([
    ["2026-03-18", "2026-03-13", "Wednesday conference: day 1 is Tuesday, day 5 is Friday"],
    ["2026-03-19", "2026-03-13", "Thursday conference: day 5 is Saturday, moves back to Friday"],
    ["2026-03-16", "2026-03-09", "Monday conference: day 1 is the Friday before, the weekend after it is skipped"],
    ["2026-05-26", "2026-05-18", "Tuesday after Memorial Day: day 1 is the Friday before"],
    ["2026-12-02", "2026-11-25", "day 5 is the Friday after Thanksgiving: moves back past Thanksgiving to Wednesday"],
    ["2026-11-30", "2026-11-20", "Monday after Thanksgiving: day 1 is Wednesday Nov 25, day 5 Saturday moves to Friday"],
  ])("pretrial conference %s: file and serve by %s (%s)", (pretrial, due) => {
    const result = smallClaimsCounterclaimDeadline(pretrial);
    expect(result.date).toBe(due);
    expect(result.citation).toBe(
      "Fla. Sm. Cl. R. 7.100(a)-(b); Fla. R. Gen. Prac. & Jud. Admin. 2.514(a)(1); Fla. R. Gen. Prac. & Jud. Admin. 2.514(a)(5)",
    );
  });

  it("says both dates and that a late related counterclaim is abandoned", () => {
    const explanation = text(smallClaimsCounterclaimDeadline("2026-03-18"));
    expect(explanation).toContain(
      "by Friday, March 13, 2026, at least 5 days before the pretrial conference on Wednesday, March 18, 2026",
    );
    expect(explanation).toMatch(/abandoned/);
  });

  it("rejects a pretrial date that does not exist", () => {
    expect(() => smallClaimsCounterclaimDeadline("2026-02-30")).toThrow(RangeError);
  });
});

describe("sevenDayNoticeDeadline (§ 83.56(2), counted by Rule 2.514)", () => {
  it.each([
    ["2026-06-26", true, false, "2026-07-06", "Friday: day 1 is Monday June 29, day 7 is Sunday July 5"],
    ["2027-06-25", false, false, "2027-07-06", "day 7 is Sunday July 4; Monday July 5 is the observed holiday"],
    ["2027-12-20", false, true, "2028-01-03", "mailed: Mon Dec 27 + 5 = Sat Jan 1, past the weekend to Monday"],
    ["2027-12-17", true, false, "2027-12-27", "day 1 Mon Dec 20, day 7 Sun Dec 26: Monday"],
  ])("delivered %s (cure %s, mailed %s): %s (%s)", (delivered, cure, mailed, due) => {
    const result = sevenDayNoticeDeadline(delivered, { side: "landlord", cure, mailed });
    expect(result.date).toBe(due);
    expect(result.citation).toContain(cure ? "§ 83.56(2)(b)" : "§ 83.56(2)(a)");
    expect(result.citation).toContain("2.514(a)(1)");
    if (mailed) expect(text(result)).toMatch(/5 more days are added/);
  });

  it.each([
    [true, "2026-07-28", "2026-08-04", "2026-08-10"],
    [false, "2026-07-28", "2026-08-04", "2026-08-10"],
    [true, "2027-06-25", "2027-07-02", "2027-07-12"],
  ])(
    "H6: a mailed 7-day notice (cure %s) delivered %s: the tenant's date is %s (7 calendar days, no mail days), the landlord's %s",
    (cure, delivered, tenantDate, landlordDate) => {
      const tenant = sevenDayNoticeDeadline(delivered, { side: "tenant", cure, mailed: true });
      const landlord = sevenDayNoticeDeadline(delivered, { side: "landlord", cure, mailed: true });
      expect(tenant.date).toBe(tenantDate);
      expect(sevenDayNoticeDeadline(delivered, { side: "tenant", cure }).date).toBe(tenantDate);
      expect(landlord.date).toBe(landlordDate);
      expect(text(tenant)).toContain("If the notice gives an earlier date");
      expect(text(tenant)).toContain("add no days for mail");
      expect(tenant.citation).toBe(cure ? "Fla. Stat. § 83.56(2)(b)" : "Fla. Stat. § 83.56(2)(a)");
    },
  );
});

describe("countyCourtAppealDeadline (Fla. R. App. P. 9.110(b))", () => {
  it.each([
    ["2027-06-03", "2027-07-06", "day 30 is Saturday July 3; Monday July 5 is Independence Day observed"],
    ["2027-12-01", "2028-01-03", "day 30 is Friday Dec 31, New Year's Day observed"],
    ["2026-03-06", "2026-04-07", "Friday judgment: day 1 is Monday March 9, day 30 Tuesday April 7"],
  ])("judgment rendered %s: notice of appeal by %s (%s)", (rendered, due) => {
    const result = countyCourtAppealDeadline(rendered);
    expect(result.date).toBe(due);
    expect(result.citation).toContain("Fla. R. App. P. 9.110(b)");
    expect(text(result)).toMatch(/district court of appeal/);
  });
});

describe("depositReturnDeadlines (§ 83.49(3)(a))", () => {
  it("gives the landlord 15 days to return and 30 days to send a claim notice", () => {
    const result = depositReturnDeadlines("2026-06-10");
    expect(result.returnWithoutClaim.date).toBe("2026-06-25");
    expect(result.claimNotice.date).toBe("2026-07-10");
    expect(result.returnWithoutClaim.citation).toBe("Fla. Stat. § 83.49(3)(a)");
    expect(text(result.claimNotice)).toMatch(
      /certified mail \(or by e-mail, if you signed an agreement to get notices by e-mail\)/,
    );
    expect(result.claimNotice.citation).toBe("Fla. Stat. § 83.49(3)(a); Fla. Stat. § 83.505");
    expect(result.vacatingNoticeWarning.citation).toBe("Fla. Stat. § 83.49(5)");
  });

  it("counts from the next business day after a Friday move-out and rolls off weekends", () => {
    const result = depositReturnDeadlines("2026-05-29");
    expect(result.returnWithoutClaim.date).toBe("2026-06-15");
    expect(result.claimNotice.date).toBe("2026-06-30");
  });

  it("never mentions double damages", () => {
    const { returnWithoutClaim, claimNotice, vacatingNoticeWarning } = depositReturnDeadlines("2026-06-10");
    for (const language of ["en", "es"] as const) {
      for (const part of [returnWithoutClaim, claimNotice, vacatingNoticeWarning]) {
        expect(explanationIn(language, part.explanation)).not.toMatch(/double|doble/i);
      }
    }
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
    expect(text(result)).toContain("at least 30 days");
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
    expect(threeDayNoticeDeadline("2026-11-25", { side: "tenant" }).date).toBe("2026-12-02");
    expect(debtAnswerDeadline("2026-03-06", "circuit").date).toBe("2026-03-30");
    expect(depositReturnDeadlines("2026-11-01").returnWithoutClaim.date).toBe("2026-11-16");
  });
});

describe("explanations in Spanish (locales/es/deadline-rules.json)", () => {
  const day = "2026-11-20";
  const deposit = depositReturnDeadlines(day);
  const all: [string, DeadlineExplanation][] = [
    ...(["landlord", "tenant"] as const).flatMap((side) =>
      [true, false].map((mailed): [string, DeadlineExplanation] => [
        `threeDayNotice ${side} mailed ${mailed}`,
        threeDayNoticeDeadline(day, { side, mailed }).explanation,
      ]),
    ),
    ...(["landlord", "tenant"] as const).flatMap((side) =>
      [true, false].flatMap((cure) =>
        [true, false].map((mailed): [string, DeadlineExplanation] => [
          `sevenDayNotice ${side} cure ${cure} mailed ${mailed}`,
          sevenDayNoticeDeadline(day, { side, cure, mailed }).explanation,
        ]),
      ),
    ),
    ["repeatViolationWindow", repeatViolationWindow(day).explanation],
    ["evictionAnswer", evictionAnswerDeadline(day).explanation],
    ["evictionMoneyClaimAnswer", evictionMoneyClaimAnswerDeadline(day).explanation],
    ["debtAnswer small claims", debtAnswerDeadline(day, "small_claims").explanation],
    ["debtAnswer county", debtAnswerDeadline(day, "county_civil").explanation],
    ["smallClaimsCounterclaim", smallClaimsCounterclaimDeadline(day).explanation],
    ["countyCourtAppeal", countyCourtAppealDeadline(day).explanation],
    ["depositReturn", deposit.returnWithoutClaim.explanation],
    ["depositClaimNotice", deposit.claimNotice.explanation],
    ["vacatingNoticeWarning", deposit.vacatingNoticeWarning.explanation],
    ["depositObjection", depositObjectionDeadline(day).explanation],
    ["validationDispute", validationDisputeDeadline(day).explanation],
    ...(["week", "month", "quarter", "year"] as const).map((period): [string, DeadlineExplanation] => [
      `tenancyTermination ${period}`,
      tenancyTerminationNotice(period, day).explanation,
    ]),
  ];

  it.each(all)("%s: a Spanish sentence with Spanish dates and every value filled", (_name, explanation) => {
    const spanish = explanationIn("es", explanation);
    expect(spanish).not.toBe(explanationIn("en", explanation));
    expect(spanish).not.toMatch(/\{\{|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|November/);
    if (explanation.values.date)
      expect(spanish).toMatch(/(lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d+ de \p{L}+ de \d{4}/u);
  });

  it("writes the warning date of a repeat violation without its weekday, as in English", () => {
    expect(explanationIn("es", repeatViolationWindow("2025-09-28").explanation)).toContain(
      "advertencia por escrito del 28 de septiembre de 2025:",
    );
  });
});
