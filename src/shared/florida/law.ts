/**
 * Every legal figure the product shows or uses, each with its source. This module's law-*.ts siblings, re-exported
 * here, are the only place such a number may be written; they match docs/florida-law.md.
 * Statutes change: each citation names the section. Money is in whole dollars, periods in days.
 * A page that needs one group can import its file itself, so its chunk does not carry the others.
 */
export { type Cited, cite } from "./cited";
export { SMALL_CLAIMS, type FilingFeeTier } from "./law-small-claims";
export { LANDLORD_TENANT } from "./law-landlord-tenant";
export { SECURITY_DEPOSIT } from "./law-security-deposit";
export { DEBT } from "./law-debt";
export { POWER_OF_ATTORNEY, LIVING_WILL, HEALTH_CARE_SURROGATE } from "./law-advance-directives";
export { ADULTHOOD } from "./law-adulthood";
export { COURTS, DEADLINE_COUNTING } from "./law-courts";
export { UNCLAIMED_PROPERTY } from "./law-unclaimed-property";
export { CEASE_DESIST } from "./law-cease-desist";
export { FILING_PACKET } from "./law-filing-packet";
