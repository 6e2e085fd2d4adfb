import { describe, expect, it } from "vitest";
import catalog from "../../../locales/en/predictor.json" with { type: "json" };
import { smallClaimsExample } from "./test-support";
import { BASE_EXPECTATIONS, CHANCE_CEILING, CHANCE_FLOOR } from "./base-expectations";
import { FACTORS, timeLimitEnds } from "./factors";
import { confidenceOf, predict, SETTLEMENT_SPREAD } from "./predict";
import { PREDICTOR_CASE_TYPES, type CaseDetails, type PredictorCaseType } from "./predictor-input";
import { DEBT, SECURITY_DEPOSIT, SMALL_CLAIMS } from "../florida/law";
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
  timeLimit: { inTime: { ...empty, eventDate: "2025-01-15" }, expired: { ...empty, eventDate: "2015-01-15" } },
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
            expect(found).toMatchObject({ state, points });
            const others = result.factors.filter((entry) => entry.id !== factor.id).reduce((sum, entry) => sum + entry.points, 0);
            expect(result.successProbability).toBe(BASE_EXPECTATIONS[caseType].startingChance + others + points);
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
      predict({ caseType: "security_deposit", details: { ...empty, landlordNotice: "not_received", eventDate: moved }, today })
        .factors.find((entry) => entry.id === "landlordNotice")?.state;
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
      details: { ...empty, evidence: "no", writtenAgreement: "no", demandSent: "no", amountInDispute: 9000, eventDate: "2010-01-01" },
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
    const debt = predict({ caseType: "debt_collection", details: { ...empty, amountInDispute: 1000, evidence: "yes" }, today: TODAY });
    expect(debt.side).toBe("defending");
    expect(debt.settlementRange?.likely).toBe(Math.round(1000 * (100 - debt.successProbability) / 100));
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
});
