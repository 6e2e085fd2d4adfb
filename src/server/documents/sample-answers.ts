/**
 * Filled-in answers for every kind: the examples the render tests and the benchmark use, and what a preview
 * can show. Values are typed as the wizard would send them.
 */
import type { DocumentKindId } from "@shared/documents/registry";
import { COURT_PAPER_SAMPLES } from "./samples/court-papers";
import { DEPOSIT_DISPUTE_SAMPLES } from "./samples/deposit-dispute";
import { INSTRUMENT_SAMPLES } from "./samples/instruments";
import { LETTER_SAMPLES } from "./samples/letters";

export const SAMPLE_ANSWERS = {
  ...COURT_PAPER_SAMPLES,
  ...LETTER_SAMPLES,
  ...DEPOSIT_DISPUTE_SAMPLES,
  ...INSTRUMENT_SAMPLES,
} as const satisfies Record<DocumentKindId, Record<string, unknown>>;
