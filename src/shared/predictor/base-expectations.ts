/**
 * Where every estimate starts, per case type, before any factor moves it. These are stated assumptions, not
 * statistics: the model has no record of past cases, so every case starts at even odds (50 in 100) and only the
 * factors in factors.ts move it. Time and cost come from the court rules and fee schedules in the law modules.
 */
import type { PredictorCaseType } from "./predictor-input";

/** Whose side the person is on: bringing the claim, or answering one brought against her. */
export type Side = "claimant" | "defending";

export interface BaseExpectation {
  side: Side;
  /** Chance in 100 before any factor: even odds, since the model knows no outcomes of other cases. */
  startingChance: number;
  /** Ways to resolve the matter besides a trial (ids of alternatives in the predictor catalog). */
  alternatives: readonly AlternativeId[];
  /**
   * The court timetable the duration comes from: the small claims rules (Rule 7.090), or an eviction's summary
   * procedure (§§ 51.011, 83.59), which the small claims timetable does not describe (Rule 7.090(d)).
   */
  timetable: "smallClaims" | "eviction";
  /** Warnings every estimate of this type shows (keys of the predictor catalog's notes). */
  notes?: readonly NoteId[];
}

export const NOTE_IDS = ["personalInjuryLawyer"] as const;
export type NoteId = (typeof NOTE_IDS)[number];

export const ALTERNATIVE_IDS = [
  "demandLetter",
  "mediation",
  "feeWaiver",
  "validationLetter",
  "paymentPlan",
  "legalAid",
  "insuranceClaim",
  "injuryLawyer",
] as const;
export type AlternativeId = (typeof ALTERNATIVE_IDS)[number];

const EVEN_ODDS = 50;

export const BASE_EXPECTATIONS: Record<PredictorCaseType, BaseExpectation> = {
  small_claims: {
    side: "claimant",
    startingChance: EVEN_ODDS,
    alternatives: ["demandLetter", "mediation", "feeWaiver"],
    timetable: "smallClaims",
  },
  landlord_tenant: {
    side: "defending",
    startingChance: EVEN_ODDS,
    alternatives: ["paymentPlan", "mediation", "legalAid"],
    timetable: "eviction",
  },
  security_deposit: {
    side: "claimant",
    startingChance: EVEN_ODDS,
    alternatives: ["demandLetter", "mediation", "feeWaiver"],
    timetable: "smallClaims",
  },
  debt_collection: {
    side: "defending",
    startingChance: EVEN_ODDS,
    alternatives: ["validationLetter", "paymentPlan", "legalAid"],
    timetable: "smallClaims",
  },
  contract_dispute: {
    side: "claimant",
    startingChance: EVEN_ODDS,
    alternatives: ["demandLetter", "mediation", "legalAid"],
    timetable: "smallClaims",
  },
  // The spec lists it, but the app does not guide injury claims: every estimate says to see a lawyer.
  personal_injury: {
    side: "claimant",
    startingChance: EVEN_ODDS,
    alternatives: ["injuryLawyer", "insuranceClaim", "mediation"],
    timetable: "smallClaims",
    notes: ["personalInjuryLawyer"],
  },
  property_damage: {
    side: "claimant",
    startingChance: EVEN_ODDS,
    alternatives: ["demandLetter", "insuranceClaim", "mediation"],
    timetable: "smallClaims",
  },
};

/** The top of the score's scale: the screen writes it "N out of 100", never as a percentage. */
export const SCORE_MAX = 100;
/** The score never reaches 0 or 100: no case is certain, whatever the details say. */
export const CHANCE_FLOOR = 5;
export const CHANCE_CEILING = 95;
