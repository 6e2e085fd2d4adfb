/**
 * Which Florida rules a text calls for. Two kinds of finding, each naming a note in content/en/translator/:
 * - a clause that Florida law changes (a lease clause that waives the § 83.49 deposit rules or the § 83.48 fee
 *   rule, lets the landlord lock the tenant out or come in without notice; a "springing" power of attorney);
 * - the kind of paper it is (a notice, a summons, a judgment or writ, a motion for default, a deposit claim, a
 *   collection letter, a power of attorney), with the rule a reader of that paper must know: the kind is the one the
 *   paper reader gives it (src/server/papers/classify.ts), so the translator and the paper's reading never disagree.
 * The patterns only decide which note applies; every rule's words and citations come from the law module.
 */
import type { PaperKind } from "@shared/papers";
import { paperKindOf } from "../papers/read-paper";
import { findValues } from "./values";

/** The paper reader's kinds (src/shared/papers.ts), and a power of attorney, which the paper reader does not know. */
export type DocumentKind = PaperKind | "power_of_attorney";

/**
 * A power of attorney (a kind the paper reader does not know): it names itself, and its principal or agent, or
 * appoints an attorney in fact ("I appoint Ana Ruiz as my attorney in fact"); words may be broken over lines.
 */
const POWER_OF_ATTORNEY = /\bpower\s+of\s+attorney\b|\battorney[-\s]+in[-\s]+fact\b/i;
const POWER_OF_ATTORNEY_PARTY = /\bprincipal\b|\bagent\b|\bappoint(?:s|ed)?\b[^.]{0,80}\battorney[-\s]+in[-\s]+fact\b/i;

/** The kind of paper: a power of attorney by its own words, any other as the paper reader classifies it. */
export function documentKindOf(text: string): DocumentKind {
  if (POWER_OF_ATTORNEY.test(text) && POWER_OF_ATTORNEY_PARTY.test(text)) return "power_of_attorney";
  return paperKindOf(text);
}

/**
 * A title in capitals that names a notice, not the lease it is about: "NOTICE OF TERMINATION OF TENANCY", "NOTICE OF
 * LEASE END", "LANDLORD'S NOTICE TO TENANT"; never "LEASE ADDENDUM - NOTICE PROVISIONS".
 */
const NOTICE_TITLE =
  /^(?:NOTICE\b[^a-z\n]{3,}|(?=[^a-z\n]*\bNOTICE\b)(?![^a-z\n]*\b(?:LEASE|AGREEMENT|ADDENDUM|CONTRACT)\b)[^a-z\n]{6,})$/m;
/** The lines a title may stand on: a letterhead, a date and an address come first. */
const TITLE_LINES = 15;

/** The notices a landlord gives before going to court. */
const TENANCY_NOTICES: readonly DocumentKind[] = ["three_day_notice", "seven_day_notice_cure", "seven_day_notice_no_cure"];

/** How a paper of that kind calls itself in plain words ("this lease"). */
export function selfName(kind: DocumentKind, paper = ""): string {
  if (kind === "lease_or_addendum") {
    return NOTICE_TITLE.test(paper.split("\n").slice(0, TITLE_LINES).join("\n")) ? "this notice" : "this lease";
  }
  if (TENANCY_NOTICES.includes(kind)) return "this notice";
  if (kind === "collection_letter") return "this letter";
  if (kind === "power_of_attorney") return "this power of attorney";
  return "this paper";
}

/**
 * The note for the kind of paper itself (content/<language>/translator/<note>.md). A lease has none of its own (its
 * clauses have theirs), an HOA notice none: the Florida law sheet holds no rule on associations.
 */
const DOCUMENT_NOTES: Partial<Record<DocumentKind, string[]>> = {
  three_day_notice: ["three-day-notice"],
  seven_day_notice_cure: ["seven-day-notice"],
  seven_day_notice_no_cure: ["seven-day-notice"],
  eviction_summons: ["eviction-summons"],
  small_claims_summons: ["small-claims-summons"],
  county_court_summons: ["county-court-summons"],
  final_judgment: ["final-judgment"],
  writ_of_possession: ["writ-of-possession"],
  motion_for_default: ["motion-for-default"],
  collection_letter: ["collection-letter"],
  deposit_claim_notice: ["deposit-claim-notice"],
  power_of_attorney: ["power-of-attorney-signing"],
};

export function documentNotes(kind: DocumentKind): string[] {
  return DOCUMENT_NOTES[kind] ?? [];
}

interface ClauseRule {
  note: string;
  /** Only papers of these kinds (a lease's words in a summons are quoted, not agreed). */
  kinds: readonly DocumentKind[];
  matches: (sentence: string) => boolean;
}

const LEASES: readonly DocumentKind[] = ["lease_or_addendum"];

function shortMonthToMonthNotice(sentence: string): boolean {
  if (!/month[- ]to[- ]month/i.test(sentence) || !/notice/i.test(sentence)) return false;
  return findValues(sentence).some(
    (value) => value.kind === "period" && /^\d+ (?:\w+ )?day$/.test(value.key) && Number(value.key.split(" ")[0]) < 30,
  );
}

/**
 * Lawful terms near "deposit" that are not a waiver of § 83.49: a non-refundable fee kept apart from the deposit
 * (a cleaning or pet fee), or the deposit kept as liquidated damages when the tenant ends the lease early under an
 * early-termination addendum (§§ 83.575, 83.595). A sentence that also waives § 83.49 is still flagged.
 */
function lawfulDepositTerm(sentence: string): boolean {
  if (/\bwaiv|83\.49\b/i.test(sentence)) return false;
  const earlyTermination =
    /\bearly[- ]termination\b|\bliquidated damages\b|\bterminat\w* (?:this |the )?(?:lease|agreement|rental agreement|tenancy) early\b|\b83\.5(?:75|95)\b/i.test(
      sentence,
    );
  const depositItselfNonRefundable =
    /\bdeposit\b[^.;]{0,40}\b(?:is|are|shall be|will be)\s+(?:not refundable|non-?refundable)|\bnon-?refundable (?:security )?deposit/i.test(
      sentence,
    );
  const feeNotDeposit =
    /\bnon-?refundable\b[^.;]{0,40}\bfees?\b|\bfees?\b[^.;]{0,40}\bnon-?refundable\b/i.test(sentence) &&
    !depositItselfNonRefundable;
  return earlyTermination || feeNotDeposit;
}

/**
 * A sentence that names § 83.49 and says it does not hold ("Section 83.49 does not apply", "no notice under 83.49"):
 * a deposit "held with the security deposit under section 83.49" follows the law, and is no waiver of it.
 */
const NOT_HELD = String.raw`\b(?:not|no|never|except|exempt\w*|inapplicable)\b`;
const setsDepositLawAside = (sentence: string) =>
  new RegExp(String.raw`83\.49[^.;]*${NOT_HELD}|${NOT_HELD}[^.;]*83\.49`, "i").test(sentence);

const CLAUSE_RULES: ClauseRule[] = [
  {
    note: "deposit-waiver",
    kinds: LEASES,
    matches: (s) =>
      /\bdeposit/i.test(s) &&
      (/\bwaiv|\bnon-?refundable|\bnot (?:be )?refundable|\bwill not be returned|\bshall not be returned|\bforfeit|\b(?:no|without) (?:written )?notice|not (?:be )?required to (?:give|send|provide)/i.test(
        s,
      ) ||
        setsDepositLawAside(s)) &&
      !lawfulDepositTerm(s),
  },
  {
    note: "attorney-fee-waiver",
    kinds: LEASES,
    matches: (s) =>
      /attorney'?s?'?\s+fees?/i.test(s) &&
      (/\bwaiv|83\.48|regardless of (?:who|which party)|each party (?:shall|will|must) (?:pay|bear) (?:its|their|his or her) own/i.test(
        s,
      ) ||
        /\btenant (?:shall|must|will|agrees to) (?:pay|be responsible for) (?:all )?(?:of )?(?:the )?landlord'?s (?:reasonable )?attorney/i.test(
          s,
        )),
  },
  {
    note: "self-help-eviction",
    kinds: LEASES,
    matches: (s) =>
      /\blandlord\b/i.test(s) &&
      // Taking the home back after the tenant surrendered or abandoned it is not prohibited self-help (§ 83.67).
      !/\b(?:surrender|abandon)/i.test(s) &&
      /\b(?:change|re-?key|replace) (?:the )?locks?\b|\block (?:the )?(?:tenant|you|resident) out\b|\b(?:shut|turn|cut) off (?:the |any |all )?(?:utilities|water|power|electricity|electric)|\bremove (?:the )?(?:tenant'?s|your|resident'?s|all) (?:personal )?(?:property|belongings|possessions)|\bremove (?:the )?(?:doors|windows)/i.test(
        s,
      ),
  },
  {
    note: "entry-without-notice",
    kinds: LEASES,
    matches: (s) =>
      /\benter\b|\bentry\b|\baccess\b/i.test(s) &&
      /\bat any time\b|\bwithout (?:prior |advance |any )?notice\b|\bany hour\b/i.test(s) &&
      !/\bemergenc/i.test(s),
  },
  { note: "month-to-month-notice", kinds: LEASES, matches: shortMonthToMonthNotice },
  {
    note: "rights-waiver",
    kinds: LEASES,
    matches: (s) =>
      /\bwaiv/i.test(s) &&
      /\b(?:rights?|remed(?:y|ies)|protections?|notices?|defen[cs]es?)\b/i.test(s) &&
      /\b(?:chapter 83|ch\. 83|florida (?:law|statutes)|landlord and tenant act|part ii|any (?:and all )?rights|all rights|notice)/i.test(
        s,
      ) &&
      !/\bjury\b/i.test(s),
  },
  {
    note: "springing-power",
    kinds: ["power_of_attorney"],
    matches: (s) =>
      /\b(?:effective|become effective|take effect|start)\b[^.]{0,40}\b(?:upon|on|only upon|only when|when)\b[^.]{0,30}\b(?:incapacity|incapacitated|disability|disabled)\b/i.test(
        s,
      ),
  },
];

export interface ClauseFinding {
  note: string;
  /** The sentence of the paper that the rule changes, as written. */
  sentence: string;
}

/** Each clause rule at most once, with the first sentence it matches. */
export function clauseFindings(kind: DocumentKind, sentences: readonly string[]): ClauseFinding[] {
  const findings: ClauseFinding[] = [];
  for (const rule of CLAUSE_RULES) {
    if (!rule.kinds.includes(kind)) continue;
    // A deposit or fee clause is not also reported as a general waiver of rights.
    if (rule.note === "rights-waiver" && findings.some((f) => f.note === "deposit-waiver" || f.note === "attorney-fee-waiver"))
      continue;
    const sentence = sentences.find(rule.matches);
    if (sentence) findings.push({ note: rule.note, sentence });
  }
  return findings;
}
