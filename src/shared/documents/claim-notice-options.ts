/**
 * Whether the landlord sent the tenant a notice of claim on the deposit (§ 83.49(3)(a)): both security deposit
 * papers ask it, and the deadline clocks read it. Kept apart from the papers' field sets so that reading it does not
 * load the document catalog.
 */

/** Option codes: never rename one. Their labels print the days; the tests check them against law.ts. */
export const CLAIM_NOTICE_OPTIONS = ["not_received", "late", "timely"] as const;
export const [NO_CLAIM_NOTICE, LATE_CLAIM_NOTICE, TIMELY_CLAIM_NOTICE] = CLAIM_NOTICE_OPTIONS;
