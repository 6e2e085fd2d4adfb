/**
 * Option codes of the court a debt case is in: the debt answer asks it, and the deadline clocks read it. Kept apart
 * from the paper's field set so that reading it does not load the document catalog.
 */
export const DEBT_COURT = {
  smallClaims: "small_claims",
  county: "county_court",
  circuit: "circuit_court",
  unsure: "not_sure",
} as const;
