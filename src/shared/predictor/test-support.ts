/** Details a small claims case about an unfinished roof would give the predictor (tests only). */
import type { CaseDetails } from "./predictor-input";

export const smallClaimsExample: CaseDetails = {
  description: "The roofer took my deposit and never finished the job.",
  amountInDispute: 4450.5,
  eventDate: "2026-03-03",
  evidence: "yes",
  writtenAgreement: "yes",
  demandSent: "yes",
};
