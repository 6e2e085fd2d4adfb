import { describe, expect, it } from "vitest";
import * as law from "./law";
import type { Cited } from "./law";
import { withSummaries } from "./cited";
import summaries from "../../../locales/en/law.json" with { type: "json" };

/** Every exported group of figures: the upper-case plain objects (SMALL_CLAIMS, LANDLORD_TENANT, ...). */
const groups = (Object.entries(law) as [string, unknown][]).filter(
  (entry): entry is [string, Record<string, unknown>] => /^[A-Z_]+$/.test(entry[0]) && typeof entry[1] === "object",
);

const isCited = (value: unknown): value is Cited<unknown> =>
  typeof value === "object" && value !== null && "value" in value && "citation" in value;

describe("law.ts", () => {
  it("exports every group of Florida figures", () => {
    expect(groups.map(([name]) => name).sort()).toEqual([
      "ADULTHOOD",
      "CEASE_DESIST",
      "COURTS",
      "DEADLINE_COUNTING",
      "DEBT",
      "FILING_PACKET",
      "HEALTH_CARE_SURROGATE",
      "LANDLORD_TENANT",
      "LIVING_WILL",
      "POWER_OF_ATTORNEY",
      "SECURITY_DEPOSIT",
      "SMALL_CLAIMS",
      "UNCLAIMED_PROPERTY",
    ]);
  });

  it.each(groups)("every value in %s is cited, with a non-empty citation and summary", (_name, group) => {
    const entries = Object.entries(group);
    expect(entries.length).toBeGreaterThan(0);
    for (const [key, cited] of entries) {
      expect(isCited(cited), key).toBe(true);
      if (!isCited(cited)) continue;
      expect(cited.citation.trim(), key).not.toBe("");
      expect(cited.value, key).not.toBeUndefined();
      if (cited.summary !== undefined) expect(cited.summary.trim(), key).not.toBe("");
    }
  });

  it("keeps cite() returning a plain Cited value", () => {
    expect(law.cite(1, "Rule 1")).toEqual({ value: 1, citation: "Rule 1" });
  });

  it("attaches each entry's sentence from the English law catalog", () => {
    const group = withSummaries({ a: law.cite(1, "Rule 1"), b: law.cite(2, "Rule 2") }, { a: "One." });
    expect(group).toEqual({ a: { value: 1, citation: "Rule 1", summary: "One." }, b: { value: 2, citation: "Rule 2" } });
    expect(law.SMALL_CLAIMS.limitDollars.summary).toBe(summaries.SMALL_CLAIMS.limitDollars);
  });

  it("has a law entry for every sentence in locales/en/law.json", () => {
    const groupByName = new Map(groups);
    const unknown = Object.entries(summaries).flatMap(([group, entries]) =>
      Object.keys(entries)
        .filter((entry) => !isCited(groupByName.get(group)?.[entry]))
        .map((entry) => `${group}.${entry}`),
    );
    expect(unknown).toEqual([]);
  });
});

describe("figures match docs/florida-law.md", () => {
  const { SMALL_CLAIMS, LANDLORD_TENANT, SECURITY_DEPOSIT, DEBT, POWER_OF_ATTORNEY, LIVING_WILL } = law;
  const { HEALTH_CARE_SURROGATE, ADULTHOOD, COURTS, DEADLINE_COUNTING } = law;

  it.each([
    ["small claims limit", SMALL_CLAIMS.limitDollars, 8000, "Fla. Sm. Cl. R. 7.010(b)"],
    ["summons fee", SMALL_CLAIMS.summonsFeeDollars, 10, "Fla. Stat. § 28.241(1)(d)"],
    ["sheriff service", SMALL_CLAIMS.sheriffServiceFeeDollars, 40, "Fla. Stat. § 30.231(1)(a)"],
    ["certified mail residents only", SMALL_CLAIMS.certifiedMailServiceOnlyForFloridaResidents, true, "Fla. Sm. Cl. R. 7.070"],
    ["pretrial within", SMALL_CLAIMS.pretrialConferenceWithinDaysOfFiling, 50, "Fla. Sm. Cl. R. 7.090(b)"],
    ["trial within", SMALL_CLAIMS.trialWithinDaysAfterPretrial, 60, "Fla. Sm. Cl. R. 7.090(d)"],
    ["trial notice", SMALL_CLAIMS.trialNoticeMinimumDays, 10, "Fla. Sm. Cl. R. 7.090(d)"],
    ["no written answer", SMALL_CLAIMS.writtenAnswerRequired, false, "Fla. Sm. Cl. R. 7.090(c)"],
    ["defendant absent: default", SMALL_CLAIMS.defaultIfPartyDoesNotAppear, true, "Fla. Sm. Cl. R. 7.170"],
    ["plaintiff absent: dismissal", SMALL_CLAIMS.plaintiffDoesNotAppearDismissal, true, "Fla. Sm. Cl. R. 7.160"],
    ["counterclaim before pretrial", SMALL_CLAIMS.counterclaimBeforePretrial, 5, "Fla. Sm. Cl. R. 7.100(a)-(b)"],
    ["counterclaim over the limit", SMALL_CLAIMS.counterclaimOverLimitTransfers, true, "Fla. Sm. Cl. R. 7.100(d)"],
    ["serving a company", SMALL_CLAIMS.serveCompanyThroughRegisteredAgent, "sunbiz.org", "Fla. Stat. § 48.081"],
    ["civil cover sheet", SMALL_CLAIMS.civilCoverSheet, "Form 1.997", "Fla. R. Civ. P. Form 1.997"],
    ["3-day notice", LANDLORD_TENANT.threeDayNoticeDays, 3, "Fla. Stat. § 83.56(3)"],
    ["7-day no cure", LANDLORD_TENANT.sevenDayNoticeWithoutCureDays, 7, "Fla. Stat. § 83.56(2)(a)"],
    ["7-day cure", LANDLORD_TENANT.sevenDayNoticeToCureDays, 7, "Fla. Stat. § 83.56(2)(b)"],
    ["week-to-week", LANDLORD_TENANT.weekToWeekTerminationNoticeDays, 7, "Fla. Stat. § 83.57(4)"],
    ["month-to-month", LANDLORD_TENANT.monthToMonthTerminationNoticeDays, 30, "Fla. Stat. § 83.57(3)"],
    ["quarter-to-quarter", LANDLORD_TENANT.quarterToQuarterTerminationNoticeDays, 30, "Fla. Stat. § 83.57(2)"],
    ["year-to-year", LANDLORD_TENANT.yearToYearTerminationNoticeDays, 60, "Fla. Stat. § 83.57(1)"],
    ["entry notice", LANDLORD_TENANT.entryNoticeHours, 24, "Fla. Stat. § 83.53(2)"],
    ["eviction answer", LANDLORD_TENANT.evictionAnswerDays, 5, "Fla. Stat. §§ 83.60(2), 51.011"],
    ["self-help damages", LANDLORD_TENANT.selfHelpDamagesMonthsOfRent, 3, "Fla. Stat. § 83.67(6)"],
    ["e-mail addendum", LANDLORD_TENANT.emailNoticeNeedsSignedAddendum, true, "Fla. Stat. § 83.505"],
    ["3-day notice rent only", LANDLORD_TENANT.threeDayNoticeRentOnly, true, "Fla. Stat. § 83.56(3)"],
    ["repeat violation window", LANDLORD_TENANT.repeatViolationWarningMonths, 12, "Fla. Stat. § 83.56(2)(a)"],
    ["partial rent after a 3-day notice", LANDLORD_TENANT.partialRentAfterThreeDayNotice, true, "Fla. Stat. § 83.56(5)(a)"],
    ["mailed notice safety margin", LANDLORD_TENANT.mailedNoticeSafetyDays, 5, "Fla. Stat. § 83.56(4)"],
    ["motion to determine rent", LANDLORD_TENANT.motionToDetermineRentNeedsDocuments, true, "Fla. Stat. § 83.60(2)"],
    ["rent withholding notice", LANDLORD_TENANT.rentWithholdingNoticeDays, 7, "Fla. Stat. § 83.60(1)(b)"],
    ["deposit no claim", SECURITY_DEPOSIT.returnWithoutClaimDays, 15, "Fla. Stat. § 83.49(3)(a)"],
    ["deposit claim notice", SECURITY_DEPOSIT.claimNoticeDays, 30, "Fla. Stat. § 83.49(3)(a)"],
    ["deposit objection", SECURITY_DEPOSIT.tenantObjectionDays, 15, "Fla. Stat. § 83.49(3)(b)"],
    ["deposit forfeiture", SECURITY_DEPOSIT.missedClaimNoticeForfeitsClaim, true, "Fla. Stat. § 83.49(3)(a)"],
    ["tenant 7-day notice", SECURITY_DEPOSIT.tenantVacatingNoticeDays, 7, "Fla. Stat. § 83.49(5)"],
    ["no double damages", SECURITY_DEPOSIT.doubleDamages, false, "Fla. Stat. § 83.49"],
    [
      "form of court papers",
      COURTS.paperFormat,
      {
        pageInches: { width: 8.5, height: 11 },
        marginInches: 1,
        firstPageStampInches: { width: 3, height: 3 },
        laterPageStampInches: { width: 3, height: 1 },
        eFiledPdfMaxMegabytes: 50,
      },
      "Fla. R. Gen. Prac. & Jud. Admin. 2.520",
    ],
    ["debt answer", DEBT.answerDays, 20, "Fla. R. Civ. P. 1.140(a)"],
    ["validation", DEBT.validationDisputeDays, 30, "15 U.S.C. § 1692g; 12 C.F.R. § 1006.34"],
    ["written contract", DEBT.limitationsWrittenContractYears, 5, "Fla. Stat. § 95.11(2)(b)"],
    ["oral contract", DEBT.limitationsOralContractOrOpenAccountYears, 4, "Fla. Stat. § 95.11(3)"],
    ["FCCPA", DEBT.floridaActCoversOriginalCreditors, true, "Fla. Stat. § 559.72"],
    ["POA witnesses", POWER_OF_ATTORNEY.witnessesRequired, 2, "Fla. Stat. § 709.2105(2)"],
    ["POA notary", POWER_OF_ATTORNEY.notaryRequired, true, "Fla. Stat. § 709.2105(2)"],
    ["POA agent age", POWER_OF_ATTORNEY.agentMinimumAge, 18, "Fla. Stat. § 709.2105(1)"],
    ["no springing POA", POWER_OF_ATTORNEY.springingNotValidSince, "2011-10-01", "Fla. Stat. § 709.2108"],
    ["POA pay only for a qualified agent", POWER_OF_ATTORNEY.agentCompensation, true, "Fla. Stat. § 709.2112(3)"],
    ["POA ends on its date", POWER_OF_ATTORNEY.endsOnStatedDate, true, "Fla. Stat. § 709.2109(1)(e)"],
    ["POA ends when done", POWER_OF_ATTORNEY.endsWhenPurposeAccomplished, true, "Fla. Stat. § 709.2109(1)(f)"],
    ["vehicle title POA form", POWER_OF_ATTORNEY.vehicleTitleForm, "HSMV 82053", "Fla. Stat. § 319.225; form HSMV 82053"],
    ["writ after posted notice", LANDLORD_TENANT.writExecutedAfterPostedNoticeHours, 24, "Fla. Stat. § 83.62(1)"],
    ["subsidized tenant deposits own share", LANDLORD_TENANT.subsidizedTenantDepositsOwnShare, true, "Fla. Stat. § 83.60(2)"],
    ["eviction money claim answer", LANDLORD_TENANT.moneyClaimAnswerDays, 20, "Fla. R. Civ. P. 1.140(a)"],
    ["fair housing", LANDLORD_TENANT.fairHousing, true, "Fla. Stat. § 760.23; 42 U.S.C. § 3604"],
    ["federal student loans", DEBT.federalStudentLoansNoTimeLimit, true, "20 U.S.C. § 1091a(a)"],
    ["living will witnesses", LIVING_WILL.witnessesRequired, 2, "Fla. Stat. § 765.302(1)"],
    ["living will non-relative", LIVING_WILL.witnessesNotSpouseOrBloodRelativeMinimum, 1, "Fla. Stat. § 765.302(1)"],
    ["living will notary", LIVING_WILL.notaryRequired, false, "Fla. Stat. § 765.302"],
    ["surrogate witnesses", HEALTH_CARE_SURROGATE.witnessesRequired, 2, "Fla. Stat. § 765.202(1)"],
    ["surrogate may not witness", HEALTH_CARE_SURROGATE.surrogateMayWitness, false, "Fla. Stat. § 765.202(2)"],
    ["surrogate notary", HEALTH_CARE_SURROGATE.notaryRequired, false, "Fla. Stat. § 765.202"],
    ["adults", ADULTHOOD.minimumAgeYears, 18, "Fla. Stat. § 743.07"],
    ["county court limit", COURTS.countyCourtCivilLimitDollars, 50000, "Fla. Stat. § 34.01(1)(c)"],
    ["counties", COURTS.counties, 67, "Fla. Stat. ch. 7"],
    ["circuits", COURTS.judicialCircuits, 20, "Fla. Stat. § 26.021"],
    ["mail days", DEADLINE_COUNTING.postalMailServiceExtraDays, 5, "Fla. R. Gen. Prac. & Jud. Admin. 2.514(b)"],
    ["county court appeal", COURTS.countyCourtAppealDays, 30, "Fla. R. App. P. 9.110(b)"],
    [
      "cover sheet amount brackets",
      law.FILING_PACKET.coverSheetAmountBrackets,
      [8000, 30000, 50000, 75000, 100000],
      "Fla. R. Civ. P. Form 1.997",
    ],
    ["venue transfer request", law.FILING_PACKET.venueTransferRequestDaysBefore, 7, "Fla. Sm. Cl. R. Form 7.322"],
    ["accommodation request", law.FILING_PACKET.accommodationRequestDaysBefore, 7, "Fla. R. Gen. Prac. & Jud. Admin. 2.540(c)"],
    ["indigent income", law.FILING_PACKET.indigentIncomePercentOfPovertyGuidelines, 200, "Fla. Stat. § 57.082(2)(a)1."],
    ["indigent equity", law.FILING_PACKET.indigentEquityPresumptionDollars, 2500, "Fla. Stat. § 57.082(2)(a)2."],
    ["indigent vehicle", law.FILING_PACKET.indigentVehicleExclusionDollars, 5000, "Fla. Stat. § 57.082(2)(a)2."],
  ] as [string, Cited<unknown>, unknown, string][])("%s", (_label, cited, value, citation) => {
    expect(cited.value).toEqual(value);
    expect(cited.citation).toBe(citation);
  });

  it("has the filing fee tiers of § 34.041(1)(a), topping out at the small claims limit", () => {
    const tiers = SMALL_CLAIMS.filingFeeTiers.value;
    expect(tiers.map((tier) => [tier.upToDollars, tier.includesUpTo, tier.feeDollars])).toEqual([
      [100, false, 55],
      [500, true, 80],
      [2500, true, 175],
      [8000, true, 300],
    ]);
    expect(tiers.at(-1)?.upToDollars).toBe(SMALL_CLAIMS.limitDollars.value);
  });

  it("names the § 709.2112(4) qualified agents, the only ones who may be paid", () => {
    const agents = POWER_OF_ATTORNEY.qualifiedAgent;
    expect(agents.citation).toBe("Fla. Stat. § 709.2112(4)");
    expect(agents.value.join(" | ")).toMatch(
      /spouse.*heir.*732\.103.*trust powers.*attorney or certified public accountant.*three principals/,
    );
  });

  it("lists the § 709.2202(1) powers that need the principal's separate initials", () => {
    const powers = POWER_OF_ATTORNEY.powersRequiringSeparateInitials.value;
    expect(powers.map((power) => power.paragraph)).toEqual(["(a)", "(b)", "(c)", "(d)", "(e)", "(f)", "(g)"]);
    const text = powers.map((power) => power.text).join(" | ");
    for (const phrase of [
      "inter vivos trust",
      "amend, modify, revoke, or terminate",
      "Make a gift",
      "rights of survivorship",
      "beneficiary designation",
      "joint and survivor annuity",
      "Disclaim property and powers of appointment",
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it("keeps the county court caption template", () => {
    expect(COURTS.countyCourtCaption.value.replace("{COUNTY}", "MIAMI-DADE")).toBe(
      "IN THE COUNTY COURT IN AND FOR MIAMI-DADE COUNTY, FLORIDA",
    );
  });

  it("matches the 67 counties listed in src/shared/counties.ts", async () => {
    const { FLORIDA_COUNTIES } = await import("../counties");
    expect(FLORIDA_COUNTIES).toHaveLength(COURTS.counties.value);
  });
});

describe("legal review 2026-11: the rules it added to the law module", () => {
  const { SMALL_CLAIMS, LANDLORD_TENANT, SECURITY_DEPOSIT, DEBT, POWER_OF_ATTORNEY, COURTS, DEADLINE_COUNTING } = law;

  it("H1: withholding covers § 83.51(1) problems, needs a notice naming the problem and the intent to withhold, and the rent deposited if sued", () => {
    const text = LANDLORD_TENANT.rentWithholdingNoticeDays.summary!;
    expect(text).toContain("building, housing or health code");
    expect(text).toContain("roof, windows, doors, floors, steps, outside walls, foundation or plumbing");
    expect(text).toContain("names the problem and says you will withhold rent");
    expect(text).toContain(
      `Set the rent aside. If the landlord files an eviction, you must pay it into the court registry within ${LANDLORD_TENANT.evictionAnswerDays.value} business days or you lose this defense.`,
    );
    expect(LANDLORD_TENANT.repairsDefense.summary).toMatch(
      /7 days after written notice that named the problem and said you would withhold rent\.$/,
    );
    expect(LANDLORD_TENANT.evictionRentDepositRequired.citation).toBe("Fla. Stat. § 83.60(2)");
  });

  it.each([
    ["H2: negligence", DEBT.negligenceLimitYears, 2, "Fla. Stat. § 95.11(4)(a)"],
    ["H2: libel and slander", DEBT.libelSlanderLimitYears, 2, "Fla. Stat. § 95.11(4)"],
    ["H2: FCCPA suit", DEBT.floridaActLimitYears, 2, "Fla. Stat. § 559.77(4)"],
    ["H2: FDCPA suit", DEBT.federalActLimitYears, 1, "15 U.S.C. § 1692k(d)"],
    [
      "H8: a late deposit objection does not waive the suit",
      SECURITY_DEPOSIT.lateObjectionDoesNotWaiveSuit,
      true,
      "Fla. Stat. § 83.49(3)(b)",
    ],
    ["M1: retaliation's good-cause exception", LANDLORD_TENANT.retaliationGoodCauseException, true, "Fla. Stat. § 83.64(3)"],
    ["M7: the small claims summons form", SMALL_CLAIMS.summonsNoticeToAppearForm, "Form 7.322", "Fla. Sm. Cl. R. Form 7.322"],
    ["M8: relief from a judgment", SMALL_CLAIMS.reliefFromJudgmentMaxYears, 1, "Fla. Sm. Cl. R. 7.190(b)"],
    [
      "M11: early-termination liquidated damages",
      LANDLORD_TENANT.earlyTerminationLiquidatedDamages,
      true,
      "Fla. Stat. §§ 83.575, 83.595",
    ],
    [
      "M11: springing powers signed before October 1, 2011",
      POWER_OF_ATTORNEY.springingSignedBefore2011StillValid,
      true,
      "Fla. Stat. § 709.2108(2)",
    ],
    [
      "M11: powers of attorney signed in another state",
      POWER_OF_ATTORNEY.outOfStatePowerOfAttorney,
      true,
      "Fla. Stat. § 709.2106(3)",
    ],
    ["M14: requests for admission", DEBT.requestsForAdmissionDays, 30, "Fla. R. Civ. P. 1.370(a)"],
    ["M15: the registry fee", COURTS.registryFee, { firstDollars: 500, firstPercent: 3, restPercent: 1.5 }, "Fla. Stat. § 28.24"],
    ["M16: federal tax refund claims", COURTS.federalTaxRefundClaimYears, 3, "26 U.S.C. § 6511(a)"],
  ] as [string, Cited<unknown>, unknown, string][])("%s", (_label, cited, value, citation) => {
    expect(cited.value).toEqual(value);
    expect(cited.citation).toBe(citation);
    expect(cited.summary?.trim()).toBeTruthy();
  });

  it("H2: the negligence sentence gives 2 years, and 4 for claims that arose before March 24, 2023", () => {
    expect(DEBT.negligenceLimitYears.summary).toContain(`within ${DEBT.negligenceLimitYears.value} years`);
    expect(DEBT.negligenceLimitYears.summary).toContain(
      `before March 24, 2023, the limit is ${DEBT.formerNegligenceLimitYears.value} years`,
    );
  });

  it("H7: the mail-days sentence says what the 5 days never extend", () => {
    expect(DEADLINE_COUNTING.postalMailServiceExtraDays.summary).toContain(
      "This does not apply to appeals, new-trial motions, answering a summons, or a landlord's 3-day or 7-day notice. Those deadlines run from the date the judgment was filed, you were served, or the notice says.",
    );
  });

  it("H8: the late-objection sentence keeps the tenant's right to sue", () => {
    expect(SECURITY_DEPOSIT.lateObjectionDoesNotWaiveSuit.summary).toBe(
      `Missing the ${SECURITY_DEPOSIT.tenantObjectionDays.value} days does not stop you from suing for the money the landlord kept wrongly.`,
    );
  });

  it("M1: retaliation says it usually fails when rent is owed", () => {
    for (const entry of [LANDLORD_TENANT.retaliationProhibited, LANDLORD_TENANT.retaliationGoodCauseException]) {
      expect(entry.summary).toContain("Retaliation usually does not work if you owe rent");
      expect(entry.summary).toContain("you must have acted in good faith");
    }
  });

  it("M7: the cover sheet is asked for by most clerks, and the clerk says who fills in the summons", () => {
    expect(SMALL_CLAIMS.civilCoverSheet.summary).toBe(
      "Most clerks and the e-filing portal ask for a civil cover sheet (Form 1.997) with a new case. Ask your clerk.",
    );
    expect(SMALL_CLAIMS.summonsNoticeToAppearForm.summary).toBe(
      "Ask the clerk whether you must fill in the Summons/Notice to Appear (Form 7.322) yourself, one for each defendant.",
    );
  });

  it("M8: the new-trial motion is served, not filed, within 15 days", () => {
    expect(SMALL_CLAIMS.newTrialMotionDays.summary).toMatch(
      /^To ask for a new trial, serve a motion .* within 15 days after the judgment is filed/,
    );
    expect(SMALL_CLAIMS.reliefFromJudgmentMaxYears.summary).toContain("no later than 1 year after the judgment");
  });

  it("M12: with no surrogate named, a court-appointed guardian comes before the spouse", () => {
    expect(law.HEALTH_CARE_SURROGATE.chosenByLawIfNoneNamed.summary).toMatch(
      /first a guardian the court appointed.*then your spouse/,
    );
  });

  it("M15: the registry fee sentence states § 28.24's shares", () => {
    const { firstDollars, firstPercent, restPercent } = COURTS.registryFee.value;
    expect(COURTS.registryFee.summary).toContain(
      `${firstPercent}% of the first $${firstDollars} and ${restPercent}% of the rest`,
    );
    expect(COURTS.registryFee.summary).toContain("Ask the clerk whether a registry fee is added");
  });
});
