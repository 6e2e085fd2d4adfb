import { describe, expect, it } from "vitest";
import catalog from "../../../locales/en/predictor.json" with { type: "json" };
import spanish from "../../../locales/es/predictor.json" with { type: "json" };
import { smallClaimsExample } from "./test-support";
import { BASE_EXPECTATIONS, CHANCE_CEILING, CHANCE_FLOOR } from "./base-expectations";
import { FACTORS, timeLimitEnds } from "./factors";
import { confidenceOf, predict, SETTLEMENT_SPREAD } from "./predict";
import { PREDICTOR_CASE_TYPES, type CaseDetails, type PredictorCaseType } from "./predictor-input";
import { successBand } from "./success-band";
import { DEBT, LANDLORD_TENANT, SECURITY_DEPOSIT, SMALL_CLAIMS } from "../florida/law";
import { smallClaimsTotalCosts } from "../florida/fees";

const TODAY = "2026-11-23";
const empty: CaseDetails = { description: "" };

function catalogHas(key: string): boolean {
  let node: unknown = catalog;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string";
}

/** Every state a factor can find, with details that make it find that state (today is TODAY). */
const STATE_DETAILS: Record<string, Record<string, CaseDetails>> = {
  evidence: { yes: { ...empty, evidence: "yes" }, no: { ...empty, evidence: "no" } },
  writtenAgreement: { yes: { ...empty, writtenAgreement: "yes" }, no: { ...empty, writtenAgreement: "no" } },
  demandSent: { yes: { ...empty, demandSent: "yes" }, no: { ...empty, demandSent: "no" } },
  landlordNotice: {
    missed: { ...empty, landlordNotice: "late" },
    timely: { ...empty, landlordNotice: "timely" },
    stillTime: { ...empty, landlordNotice: "not_received", eventDate: "2026-11-10" },
  },
  amountWithinLimit: {
    within: { ...empty, amountInDispute: SMALL_CLAIMS.limitDollars.value },
    over: { ...empty, amountInDispute: SMALL_CLAIMS.limitDollars.value + 1 },
  },
  timeLimit: {
    inTime: { ...empty, eventDate: "2025-01-15" },
    expired: { ...empty, eventDate: "2015-01-15", federalStudentLoan: "no" },
    federalStudentLoan: { ...empty, eventDate: "2015-01-15", federalStudentLoan: "yes" },
    maybeStudentLoan: { ...empty, eventDate: "2015-01-15" },
  },
  rentDeposited: { yes: { ...empty, rentDeposited: "yes" }, no: { ...empty, rentDeposited: "no" } },
};

describe("the case predictor", () => {
  it("gives the same prediction for the same details on the same day", () => {
    const input = { caseType: "small_claims" as const, details: smallClaimsExample, today: TODAY };
    expect(predict(input)).toEqual(predict(structuredClone(input)));
  });

  it("starts every case type at its written base and counts no factor when the details say nothing", () => {
    for (const caseType of PREDICTOR_CASE_TYPES) {
      const result = predict({ caseType, details: empty, today: TODAY });
      expect(result.successProbability).toBe(BASE_EXPECTATIONS[caseType].startingChance);
      expect(result.dataPoints).toBe(0);
      expect(result.confidenceLevel).toBe("low");
      expect(result.settlementRange).toBeNull();
    }
  });

  describe("the factor table", () => {
    for (const factor of FACTORS) {
      for (const caseType of factor.appliesTo) {
        const side = BASE_EXPECTATIONS[caseType].side;
        for (const [state, points] of Object.entries(factor.points[side])) {
          it(`${factor.id} = ${state} moves ${caseType} by ${points} points`, () => {
            const details = STATE_DETAILS[factor.id]?.[state];
            expect(details, `no example details for ${factor.id}.${state}`).toBeDefined();
            const result = predict({ caseType, details: details!, today: TODAY });
            const found = result.factors.find((entry) => entry.id === factor.id);
            const others = result.factors.filter((entry) => entry.id !== factor.id).reduce((sum, entry) => sum + entry.points, 0);
            const start = BASE_EXPECTATIONS[caseType].startingChance;
            if (factor.floors?.[side]?.includes(state)) {
              // Decisive: the lowest score whatever else, and its points are what that took.
              expect(found).toMatchObject({ state, decisive: true, points: Math.min(0, CHANCE_FLOOR - start - others) });
              expect(result.successProbability).toBe(CHANCE_FLOOR);
              return;
            }
            expect(found).toMatchObject({ state, points });
            expect(result.successProbability).toBe(start + others + points);
          });
        }
      }
    }

    it("is not applied to case types it does not list", () => {
      for (const caseType of PREDICTOR_CASE_TYPES) {
        const ids = predict({ caseType, details: empty, today: TODAY }).factors.map((entry) => entry.id);
        expect(ids).toEqual(FACTORS.filter((factor) => factor.appliesTo.includes(caseType)).map((factor) => factor.id));
      }
    });

    it("rests every factor on a law-module entry with its citation", () => {
      for (const factor of FACTORS) {
        expect(factor.law.length).toBeGreaterThan(0);
        for (const law of factor.law) expect(law.cited.citation).toMatch(/Fla\.|U\.S\.C\.|C\.F\.R\./);
      }
    });

    it("has a sentence in the catalog for every state, unknown and improvement of each side", () => {
      for (const factor of FACTORS) {
        expect(catalogHas(`factors.${factor.id}.label`)).toBe(true);
        expect(catalogHas(`factors.${factor.id}.reads`)).toBe(true);
        for (const caseType of factor.appliesTo) {
          const side = BASE_EXPECTATIONS[caseType].side;
          for (const state of [...Object.keys(factor.points[side]), "unknown", "improve"])
            expect(catalogHas(`factors.${factor.id}.${side}.${state}`), `${factor.id}.${side}.${state}`).toBe(true);
        }
      }
      for (const base of Object.values(BASE_EXPECTATIONS))
        for (const id of base.alternatives) expect(catalogHas(`alternatives.${id}`)).toBe(true);
    });
  });

  it("checks the landlord's notice deadline against the day of moving out", () => {
    const noticeDays = SECURITY_DEPOSIT.claimNoticeDays.value;
    const moved = "2026-09-01";
    const lastDay = new Date(Date.UTC(2026, 8, 1 + noticeDays)).toISOString().slice(0, 10);
    const on = (today: string) =>
      predict({
        caseType: "security_deposit",
        details: { ...empty, landlordNotice: "not_received", eventDate: moved },
        today,
      }).factors.find((entry) => entry.id === "landlordNotice")?.state;
    expect(on(lastDay)).toBe("stillTime");
    expect(on(new Date(Date.UTC(2026, 8, 2 + noticeDays)).toISOString().slice(0, 10))).toBe("missed");
  });

  it("uses the § 95.11 limit of a written or an oral agreement", () => {
    const written = DEBT.limitationsWrittenContractYears.value;
    const oral = DEBT.limitationsOralContractOrOpenAccountYears.value;
    const eventDate = "2021-06-01";
    const today = timeLimitEnds(eventDate, oral).replace(/-01$/, "-15");
    const state = (writtenAgreement: "yes" | "no") =>
      predict({ caseType: "contract_dispute", details: { ...empty, eventDate, writtenAgreement }, today }).factors.find(
        (entry) => entry.id === "timeLimit",
      )?.state;
    expect(written).toBeGreaterThan(oral);
    expect(state("no")).toBe("expired");
    expect(state("yes")).toBe("inTime");
    expect(timeLimitEnds("2020-02-29", 5)).toBe("2025-03-01");
  });

  it("keeps the chance between its floor and ceiling", () => {
    const best = predict({
      caseType: "security_deposit",
      details: { ...empty, evidence: "yes", writtenAgreement: "yes", demandSent: "yes", landlordNotice: "late" },
      today: TODAY,
    });
    expect(best.successProbability).toBe(CHANCE_CEILING);
    const worst = predict({
      caseType: "small_claims",
      details: {
        ...empty,
        evidence: "no",
        writtenAgreement: "no",
        demandSent: "no",
        amountInDispute: 9000,
        eventDate: "2010-01-01",
      },
      today: TODAY,
    });
    expect(worst.successProbability).toBe(CHANCE_FLOOR);
  });

  it("counts the answered factors as its data points and sets the confidence from them", () => {
    const result = predict({ caseType: "small_claims", details: smallClaimsExample, today: TODAY });
    expect(result.dataPoints).toBe(result.factors.filter((entry) => entry.state !== null).length);
    expect(result.dataPoints).toBe(5);
    expect(result.confidenceLevel).toBe("high");
    expect([0, 1].map(confidenceOf)).toEqual(["low", "low"]);
    expect([2, 3, 4].map(confidenceOf)).toEqual(["medium", "medium", "high"]);
  });

  it("derives the settlement range from the amount, the chance and the confidence", () => {
    const claim = predict({ caseType: "small_claims", details: smallClaimsExample, today: TODAY });
    const amount = smallClaimsExample.amountInDispute!;
    const spread = SETTLEMENT_SPREAD[claim.confidenceLevel];
    expect(claim.settlementRange).toEqual({
      min: Math.round((amount * (claim.successProbability - spread)) / 100),
      likely: Math.round((amount * claim.successProbability) / 100),
      max: Math.round((amount * Math.min(100, claim.successProbability + spread)) / 100),
    });
    const debt = predict({
      caseType: "debt_collection",
      details: { ...empty, amountInDispute: 1000, evidence: "yes" },
      today: TODAY,
    });
    expect(debt.side).toBe("defending");
    expect(debt.settlementRange?.likely).toBe(Math.round((1000 * (100 - debt.successProbability)) / 100));
  });

  it("takes time and cost from the small claims rules and fee schedule", () => {
    const claim = predict({ caseType: "small_claims", details: smallClaimsExample, today: TODAY });
    const costs = smallClaimsTotalCosts(smallClaimsExample.amountInDispute!, 1, "sheriff");
    expect(costs.ok && claim.estimatedCost).toBe(costs.ok && costs.knownTotal);
    expect(claim.costIsLowerBound).toBe(false);
    expect(claim.estimatedDuration).toBe(
      SMALL_CLAIMS.pretrialConferenceWithinDaysOfFiling.value + SMALL_CLAIMS.trialWithinDaysAfterPretrial.value,
    );
    expect(claim.durationIsLowerBound).toBe(false);
    const over = predict({ caseType: "contract_dispute", details: { ...empty, amountInDispute: 20_000 }, today: TODAY });
    expect(over.costIsLowerBound).toBe(true);
    expect(over.durationIsLowerBound).toBe(true);
    expect(predict({ caseType: "debt_collection", details: empty, today: TODAY }).estimatedCost).toBe(0);
  });

  it("lists positive factors as strengths, and negative or unanswered ones as weaknesses with a way to improve", () => {
    const caseType: PredictorCaseType = "small_claims";
    const result = predict({ caseType, details: { ...empty, evidence: "yes", demandSent: "no" }, today: TODAY });
    expect(result.strengths.map((entry) => entry.key)).toEqual(["factors.evidence.claimant.yes"]);
    expect(result.weaknesses.map((entry) => entry.key)).toContain("factors.demandSent.claimant.no");
    expect(result.weaknesses.map((entry) => entry.key)).toContain("factors.timeLimit.claimant.unknown");
    expect(result.recommendations.map((entry) => entry.key)).not.toContain("factors.evidence.claimant.improve");
    expect(result.recommendations.map((entry) => entry.key)).toContain("factors.demandSent.claimant.improve");
    expect(result.alternativeStrategies.map((entry) => entry.key)).toEqual(
      BASE_EXPECTATIONS[caseType].alternatives.map((id) => `alternatives.${id}`),
    );
  });

  it('names every state of the factor table on the "How the prediction works" page', () => {
    for (const factor of FACTORS)
      for (const side of ["claimant", "defending"] as const)
        for (const state of Object.keys(factor.points[side]))
          expect(catalogHas(`how.state.${factor.id}.${state}`), `${factor.id}.${state}`).toBe(true);
  });

  it("lists every warning state's sentence among the warnings", () => {
    const result = predict({ caseType: "debt_collection", details: { ...empty, federalStudentLoan: "yes" }, today: TODAY });
    expect(result.warnings.map((entry) => entry.key)).toEqual(["factors.timeLimit.defending.federalStudentLoan"]);
    expect(result.warnings[0]?.values).toMatchObject({ studentLoanCitation: DEBT.federalStudentLoansNoTimeLimit.citation });
    for (const factor of FACTORS)
      for (const [side, states] of Object.entries(factor.warns ?? {}))
        for (const state of states) expect(catalogHas(`factors.${factor.id}.${side}.${state}`)).toBe(true);
    for (const base of Object.values(BASE_EXPECTATIONS))
      for (const id of base.notes ?? []) expect(catalogHas(`notes.${id}`)).toBe(true);
  });
});

describe("H2: the time limit depends on the kind of claim", () => {
  const timeLimit = (caseType: PredictorCaseType, details: Partial<CaseDetails>, today = TODAY) =>
    predict({ caseType, details: { ...empty, ...details }, today }).factors.find((entry) => entry.id === "timeLimit");

  it("H2: the negligence figures come from the cited law module", () => {
    expect(DEBT.negligenceLimitYears).toMatchObject({ value: 2, citation: "Fla. Stat. § 95.11(4)(a)" });
    expect(DEBT.negligenceLimitChangeDate).toMatchObject({ value: "2023-03-24", citation: "ch. 2023-15, Laws of Fla." });
    expect(DEBT.formerNegligenceLimitYears.value).toBe(4);
    for (const entry of [DEBT.negligenceLimitYears, DEBT.negligenceLimitChangeDate, DEBT.formerNegligenceLimitYears])
      expect(entry.summary?.trim()).toBeTruthy();
  });

  it("H2: a property-damage claim from 2023-06 is past the 2-year negligence limit in 2026", () => {
    const result = predict({ caseType: "property_damage", details: { ...empty, eventDate: "2023-06-10" }, today: TODAY });
    expect(result.factors.find((entry) => entry.id === "timeLimit")).toMatchObject({ state: "expired", points: -40 });
    expect(result.weaknesses).toContainEqual({
      key: "factors.timeLimit.claimant.expired",
      values: expect.objectContaining({ years: DEBT.negligenceLimitYears.value, lastDay: "2025-06-10" }),
    });
  });

  it("H2: a personal-injury claim gets the negligence limit as well", () => {
    expect(timeLimit("personal_injury", { eventDate: "2024-02-01" })?.state).toBe("expired");
    expect(timeLimit("personal_injury", { eventDate: "2025-02-01" })?.state).toBe("inTime");
  });

  it("H2: negligence that arose before 24 March 2023 keeps the former 4-year limit", () => {
    const today = "2026-01-05";
    expect(timeLimit("property_damage", { eventDate: "2023-03-23" }, today)?.state).toBe("inTime");
    expect(timeLimit("property_damage", { eventDate: "2023-03-24" }, today)?.state).toBe("expired");
  });

  it("H2: a small claim's time limit is the one of the kind of claim she gives", () => {
    const eventDate = "2024-01-10";
    expect(timeLimit("small_claims", { eventDate, claimKind: "negligence" })?.state).toBe("expired");
    expect(timeLimit("small_claims", { eventDate, claimKind: "oral_or_account" })?.state).toBe("inTime");
    expect(timeLimit("small_claims", { eventDate, claimKind: "written_contract" })?.state).toBe("inTime");
    // A written agreement does not rule out carelessness: without the kind, no period is applied.
    expect(timeLimit("small_claims", { eventDate, writtenAgreement: "yes" })).toMatchObject({ state: null, points: 0 });
    expect(timeLimit("small_claims", { eventDate: "2015-01-10" })?.state).toBe("expired");
  });

  it("H2: the form asks the kind of claim, and the sentences give every period from the law module", () => {
    const result = predict({ caseType: "small_claims", details: { ...empty, eventDate: "2024-01-10" }, today: TODAY });
    const improve = result.recommendations.find((entry) => entry.key === "factors.timeLimit.claimant.improve");
    expect(improve?.values).toMatchObject({
      writtenYears: DEBT.limitationsWrittenContractYears.value,
      oralYears: DEBT.limitationsOralContractOrOpenAccountYears.value,
      negligenceYears: DEBT.negligenceLimitYears.value,
      formerNegligenceYears: DEBT.formerNegligenceLimitYears.value,
      negligenceChangeDate: DEBT.negligenceLimitChangeDate.value,
    });
    expect(catalog.form.claimKinds.negligence).toMatch(/car accident/);
  });
});

describe("H3: an eviction is not a small claims case", () => {
  it("H3: an eviction defense gets no small-claims trial date", () => {
    const result = predict({ caseType: "landlord_tenant", details: { ...empty, amountInDispute: 3000 }, today: TODAY });
    const smallClaimsDays =
      SMALL_CLAIMS.pretrialConferenceWithinDaysOfFiling.value + SMALL_CLAIMS.trialWithinDaysAfterPretrial.value;
    expect(result.estimatedDuration).not.toBe(smallClaimsDays);
    expect(result).toMatchObject({
      durationRule: "eviction",
      estimatedDuration: LANDLORD_TENANT.evictionAnswerDays.value,
      durationIsLowerBound: true,
    });
    expect(result.factors.map((entry) => entry.id)).not.toContain("amountWithinLimit");
    expect(catalog.results.evictionDuration).toMatch(/Days to weeks/);
  });

  it("H3: no rent deposit puts an eviction defense at the lowest score, with the warning", () => {
    const strong: CaseDetails = { ...empty, evidence: "yes", writtenAgreement: "no" };
    const without = predict({ caseType: "landlord_tenant", details: { ...strong, rentDeposited: "no" }, today: TODAY });
    expect(without.successProbability).toBe(CHANCE_FLOOR);
    expect(successBand(without.successProbability)).toBe("poor");
    expect(without.factors.find((entry) => entry.id === "rentDeposited")).toMatchObject({ state: "no", decisive: true });
    expect(without.factors.reduce((sum, entry) => sum + entry.points, BASE_EXPECTATIONS.landlord_tenant.startingChance)).toBe(
      CHANCE_FLOOR,
    );
    expect(without.warnings).toContainEqual({
      key: "factors.rentDeposited.defending.no",
      values: expect.objectContaining({
        evictionAnswerDays: LANDLORD_TENANT.evictionAnswerDays.value,
        depositCitation: LANDLORD_TENANT.evictionRentDepositRequired.citation,
      }),
    });
    expect(catalog.factors.rentDeposited.defending.no).toMatch(
      /every defense except payment.*default judgment without a hearing/,
    );
    const withDeposit = predict({ caseType: "landlord_tenant", details: { ...strong, rentDeposited: "yes" }, today: TODAY });
    expect(withDeposit.successProbability).toBeGreaterThan(BASE_EXPECTATIONS.landlord_tenant.startingChance);
    expect(withDeposit.warnings).toEqual([]);
  });
});

describe("H4: federal student loans are never time-barred", () => {
  const oldDebt = (federalStudentLoan?: "yes" | "no") =>
    predict({
      caseType: "debt_collection",
      details: { ...empty, eventDate: "2015-01-15", ...(federalStudentLoan ? { federalStudentLoan } : {}) },
      today: TODAY,
    });

  it("H4: an old federal student loan gets no time-limit points", () => {
    const result = oldDebt("yes");
    expect(result.factors.find((entry) => entry.id === "timeLimit")).toMatchObject({ state: "federalStudentLoan", points: 0 });
    expect(result.strengths.map((entry) => entry.key)).not.toContain("factors.timeLimit.defending.expired");
    expect(result.warnings.map((entry) => entry.key)).toContain("factors.timeLimit.defending.federalStudentLoan");
  });

  it("H4: an old debt that may be a federal student loan gets no time-limit points either, and the warning", () => {
    const result = oldDebt();
    expect(result.factors.find((entry) => entry.id === "timeLimit")).toMatchObject({ state: "maybeStudentLoan", points: 0 });
    expect(result.warnings.map((entry) => entry.key)).toContain("factors.timeLimit.defending.maybeStudentLoan");
    expect(oldDebt("no").factors.find((entry) => entry.id === "timeLimit")).toMatchObject({ state: "expired", points: 30 });
  });
});

describe("M5: the API keeps the spec's fields and ranges; the screen shows a score", () => {
  it("M5: successProbability stays 0-100, confidenceLevel high/medium/low and the range min ≤ likely ≤ max", () => {
    const answers: CaseDetails[] = [
      empty,
      smallClaimsExample,
      { ...empty, amountInDispute: 2500, rentDeposited: "no", evidence: "yes" },
      { ...empty, amountInDispute: 20_000, eventDate: "2010-01-01", evidence: "no", writtenAgreement: "no", demandSent: "no" },
      {
        ...empty,
        amountInDispute: 900,
        eventDate: "2015-01-15",
        federalStudentLoan: "no",
        evidence: "yes",
        writtenAgreement: "no",
      },
    ];
    for (const caseType of PREDICTOR_CASE_TYPES)
      for (const details of answers) {
        const result = predict({ caseType, details, today: TODAY });
        expect(Number.isInteger(result.successProbability)).toBe(true);
        expect(result.successProbability).toBeGreaterThanOrEqual(0);
        expect(result.successProbability).toBeLessThanOrEqual(100);
        expect(["high", "medium", "low"]).toContain(result.confidenceLevel);
        expect(result.estimatedDuration).toBeGreaterThan(0);
        if (result.settlementRange) {
          const { min, likely, max } = result.settlementRange;
          expect(min).toBeLessThanOrEqual(likely);
          expect(likely).toBeLessThanOrEqual(max);
        }
      }
  });

  it("M5: the screen's words give a score out of 100, how complete the answers are and an illustrative range", () => {
    const strings = JSON.stringify(catalog);
    expect(strings).not.toMatch(/%/);
    expect(strings).not.toMatch(/Confidence|[Ll]ikely|Good chance|Chance of success/);
    expect(catalog.results.score).toBe("{{value}} out of {{max}}");
    expect(catalog.results.confidence).toBe("How complete your answers are");
    expect(catalog.settlement.range).toBe("Illustrative range only, not a forecast: {{min}}–{{max}}");
    expect(spanish.results.confidence).toBe("Qué tan completas están sus respuestas");
    expect(JSON.stringify(spanish)).not.toMatch(/%|Probable|Confianza/);
  });
});

describe("M17: personal injury, which the app does not guide", () => {
  it("M17: a personal-injury estimate applies the negligence limit and says a lawyer is needed", () => {
    const result = predict({ caseType: "personal_injury", details: { ...empty, eventDate: "2023-09-01" }, today: TODAY });
    expect(result.factors.find((entry) => entry.id === "timeLimit")?.state).toBe("expired");
    expect(result.warnings.map((entry) => entry.key)).toEqual(["notes.personalInjuryLawyer"]);
    expect(result.alternativeStrategies[0]?.key).toBe("alternatives.injuryLawyer");
    expect(catalog.notes.personalInjuryLawyer).toMatch(/you need a lawyer.*share of what you recover/);
  });
});
