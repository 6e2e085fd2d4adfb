/**
 * Amounts said one sentence at a time. Every amount and every word of the list stays; only the joints change:
 * - a total after a list of three or more amounts: "…$2,316.45 as principal, $300.00 as court costs, and $40.00 as
 *   service fees, for a total of $2,656.45." → "…and $40.00 as service fees." "The total is $2,656.45.";
 * - what a claim adds with "plus": "The complaint seeks $9,236.80 owed on a vehicle loan, plus interest at 7.49% per
 *   year and court costs." → "The complaint seeks $9,236.80 owed on a vehicle loan." "The complaint also seeks interest
 *   at 7.49% per year and court costs.";
 * - a late fee that grows each day up to a limit: "…a late fee of $75.00, plus $10.00 for each extra day rent remains
 *   unpaid, up to a total late fee of $150.00 in any month." → "…a late fee of $75.00." "It goes up by $10.00 for each
 *   extra day rent remains unpaid." "The most it can be is a total late fee of $150.00 in any month.";
 * - what a judgment may add with "plus": "…judgment may be entered against you for the amount claimed, plus court costs
 *   of $300.00." → "…for the amount claimed." "The judgment may also include court costs of $300.00."
 * A list of amounts is not cut into lines: the key points read the sentence that says who gets them.
 */
import { countWords } from "./readability";
import { fillSentence } from "./sentence-templates";

const AMOUNT = String.raw`\$[\d,]+(?:\.\d{2})?`;
const AMOUNTS = new RegExp(AMOUNT, "g");
/** "…Sunrise Bank, N.A." already ends with its full stop. */
const ended = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** ", for a total of $X." (or ", for $X." after a list that adds up) at the end of the sentence. */
const TOTAL = new RegExp(String.raw`,\s+for\s+(?:a total(?: amount)? of\s+|the total (?:sum|amount) of\s+)?(${AMOUNT})\.?$`);

export function splitTotal(sentence: string): string[] | undefined {
  const trimmed = sentence.trim();
  const match = TOTAL.exec(trimmed);
  if (!match) return undefined;
  const left = trimmed.slice(0, match.index);
  // The total adds up amounts said before it: two or more of them, joined by "plus" or "and".
  // A short "A, plus B, for a total of C" reads well as it is (plain-words-round-6.test.ts): a list of three or more.
  if ((left.match(AMOUNTS) ?? []).length < 3 || !/\b(?:plus|and)\b/.test(left) || countWords(left) < 6) return undefined;
  return [ended(left), fillSentence("total-is", { total: match[1]! })];
}

/**
 * Who claims what in a lawsuit: "The complaint claims", "The plaintiff demands", "The plaintiff may seek to get". Only
 * the lawsuit or its plaintiff, so "also" repeats a claim and never makes a duty (a landlord's or a creditor's "may
 * seek …, plus …" is what may happen if not, read whole by the key points).
 */
const CLAIMS =
  /^((?:The |This |Your )?(?:complaint|plaintiff|lawsuit|claim|statement of claim))\s+((?:may|will|can)\s+)?((?:claims?|demands?|seeks?|asks? for|wants?)(?:\s+to\s+(?:get|collect|recover))?)\s+(?:that you owe\s+)?/i;

export function splitPlusClaim(sentence: string): string[] | undefined {
  const trimmed = sentence.trim();
  const head = CLAIMS.exec(trimmed);
  if (!head) return undefined;
  const plus = [...trimmed.matchAll(/,\s+plus\s+/g)];
  if (plus.length !== 1) return undefined;
  const left = trimmed.slice(0, plus[0]!.index);
  const right = trimmed
    .slice(plus[0]!.index + plus[0]![0].length)
    .trim()
    .replace(/\.$/, "");
  // The first thing claimed is an amount ("$6,842.17", "the full balance"); what "plus" adds is more of the same claim,
  // not a total or a condition.
  if (!new RegExp(`${AMOUNT}|\\b(?:balance|amount|rent|sum)\\b`).test(left.slice(head[0].length))) return undefined;
  if (countWords(left) < 6 || countWords(right) < 2 || /\b(?:for a total|if|unless|when)\b/i.test(right)) return undefined;
  const [, subject = "", modal = "", verb = ""] = head;
  const also = modal ? `${modal.trim()} also ${verb}` : `also ${verb}`;
  return [ended(left), `${subject[0]!.toUpperCase()}${subject.slice(1)} ${also} ${right}.`];
}

/** "…a late fee of $75.00, plus $10.00 for each extra day …, up to …" (a fee, what it grows by, its limit). */
const DAILY_LATE_FEE = new RegExp(
  String.raw`^(.*\blate (?:fee|charge) of ${AMOUNT}),\s+plus\s+(${AMOUNT}\s+(?:for each|per|a)\s+(?:extra |additional |more )?day\b[^,;]*),\s+up to\s+([^,;]*${AMOUNT}[^,;]*?)\.?$`,
);

export function splitDailyLateFee(sentence: string): string[] | undefined {
  const match = DAILY_LATE_FEE.exec(sentence.trim());
  if (!match) return undefined;
  const [, fee = "", daily = "", limit = ""] = match;
  if (countWords(fee) < 4) return undefined;
  return [ended(fee), fillSentence("goes-up-by", { amount: daily }), fillSentence("most-it-can-be", { limit })];
}

/** "…judgment may be entered against you for the amount claimed, plus court costs of $300.00." */
const JUDGMENT_PLUS =
  /^(.*\bjudgment\b[^,;]*?\bfor\s+(?:the amount claimed|the amount demanded|[^,;]*\$[\d,]+(?:\.\d{2})?)),\s+plus\s+([^,;]+?)\.?$/i;

/**
 * "If you do not appear, judgment may be entered against you for the amount claimed, plus court costs of $300.00." →
 * "If you do not appear, judgment may be entered against you for the amount claimed." "The judgment may also include
 * court costs of $300.00."
 */
export function splitJudgmentPlus(sentence: string): string[] | undefined {
  const match = JUDGMENT_PLUS.exec(sentence.trim());
  if (!match) return undefined;
  const [, left = "", more = ""] = match;
  if (countWords(left) < 8 || /\b(?:if|unless|when)\b/i.test(more)) return undefined;
  return [ended(left), fillSentence("judgment-may-also-include", { more })];
}
