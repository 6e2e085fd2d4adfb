/** The dollar amounts a paper writes, each with what it is when the words next to it say so (amount-labels.ts). */
import { AMOUNT_LABELS, type AmountLabel, type PaperJson, type PaperKind } from "@shared/papers";
import {
  AMOUNT_CUES,
  AMOUNT_WORD,
  BARE_AFTER_REACH,
  CUE_REACH,
  KIND_LABEL,
  LEDGER_ROW_BEFORE,
  OTHER_AMOUNT_CUES,
  PAST_BALANCE_BEFORE,
  TOTAL_CUES,
  TOTAL_LABEL,
  WRITTEN_AMOUNT_END,
} from "./amount-labels";
import { withTotalsOfParts } from "./amount-totals";

/** Up to a trillion dollars: a longer run of digits is no amount a paper states. */
const MONEY = /\$\s?(\d{1,3}(?:[.,]\d{3}){1,4}(?:[.,]\d{2})?|\d{1,12}(?:[.,]\d{2})?)(?![\d.,]\d)/g;

/** "1,395.00" and the Spanish "1.650,00" alike. */
export function parseMoney(written: string): number {
  const decimalComma = /,\d{2}$/.test(written) && (written.includes(".") || written.split(",").length === 2);
  const digits = decimalComma ? written.replace(/\./g, "").replace(",", ".") : written.replace(/,/g, "");
  return Math.round(Number(digits) * 100) / 100;
}

const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ");

/** How far before a figure its amount in words may begin, in characters. */
const WORDS_REACH = 200;

/** The words before a figure without the amount written out in words just before it ("… and 00/100 Dollars ("). */
function withoutWrittenAmount(before: string): string {
  const end = WRITTEN_AMOUNT_END.exec(before);
  if (!end) return before;
  const words = before.slice(0, end.index).trimEnd().split(" ");
  let first = words.length;
  while (first > 0 && words[first - 1]!.split("-").every((part) => AMOUNT_WORD.test(part))) first -= 1;
  return first < words.length ? words.slice(0, first).join(" ") : before;
}

function labelOf(before: string, after: string, kind: PaperKind | undefined): AmountLabel | null {
  if (LEDGER_ROW_BEFORE.test(before)) return null;
  let best: { label: AmountLabel; distance: number } | undefined;
  const total = kind ? TOTAL_LABEL[kind] : undefined;
  for (const label of AMOUNT_LABELS) {
    const totals = label === total ? TOTAL_CUES : [];
    for (const cue of [...AMOUNT_CUES[label].before, ...totals]) {
      const at = before.lastIndexOf(cue);
      const distance = at < 0 ? Infinity : before.length - (at + cue.length);
      if (distance < (best?.distance ?? Infinity)) best = { label, distance };
    }
    for (const cue of AMOUNT_CUES[label].after) {
      const distance = after.indexOf(cue);
      const bare = !cue.trim().includes(" ");
      if (bare && distance > BARE_AFTER_REACH) continue;
      if (distance >= 0 && distance < (best?.distance ?? Infinity)) best = { label, distance };
    }
    // A form's label counts only right before its amount, as a whole word ("Deposit:", not "…a deposit").
    const labelCue = (AMOUNT_CUES[label].label ?? []).find(
      (cue) => before.endsWith(cue) && !/\p{L}/u.test(before.charAt(before.length - cue.length - 1)),
    );
    if (labelCue && 0 < (best?.distance ?? Infinity)) best = { label, distance: 0 };
  }
  const other = Math.min(
    ...OTHER_AMOUNT_CUES.before.map((cue) => {
      const at = before.lastIndexOf(cue);
      return at < 0 ? Infinity : before.length - (at + cue.length);
    }),
    ...OTHER_AMOUNT_CUES.after.map((cue) => {
      const at = after.indexOf(cue);
      return at < 0 ? Infinity : at;
    }),
  );
  if (best && other < best.distance) return null;
  const named = best?.label ?? null;
  const byKind = named && kind ? KIND_LABEL[kind] : undefined;
  return byKind && named && named in byKind ? byKind[named]! : named;
}

/** The words just before an amount that begins at `start`, without its amount in words. */
const wordsBefore = (flat: string, start: number) =>
  withoutWrittenAmount(plain(flat.slice(Math.max(0, start - WORDS_REACH), start)).trimEnd())
    .slice(-CUE_REACH.before)
    .trimEnd();

/** The itemisation date's balance is no debt when a later amount is the debt (PAST_BALANCE_BEFORE). */
function withoutPastBalance<Amount extends { label: AmountLabel | null }>(
  amounts: Amount[],
  wordsBefore: (amount: Amount) => string,
): Amount[] {
  const past = (amount: Amount) => amount.label === "debt_amount" && PAST_BALANCE_BEFORE.test(wordsBefore(amount));
  return amounts.map((amount, index) =>
    past(amount) && amounts.slice(index + 1).some((later) => later.label === "debt_amount" && !past(later))
      ? { ...amount, label: null }
      : amount,
  );
}

/** `kind`: the paper's, which says what its table's "Total" is (TOTAL_LABEL). */
export function findAmounts(flat: string, kind?: PaperKind): PaperJson["amounts"] {
  const matches = [...flat.matchAll(MONEY)];
  const placed = matches.map((match) => {
    const start = match.index;
    const end = start + match[0].length;
    const before = wordsBefore(flat, start);
    // The words after the next amount are that amount's.
    const after = plain(flat.slice(end, end + CUE_REACH.after))
      .split("$")[0]!
      .trimStart();
    const label = labelOf(before.replace(/[:\s]+$/, ""), after.replace(/^[,\s)]+/, ""), kind);
    return { label, amount: parseMoney(match[1]!), start, end };
  });
  const totalled = withoutPastBalance(
    withTotalsOfParts(placed, flat, (amount) => wordsBefore(flat, amount.start), kind && TOTAL_LABEL[kind]),
    (amount) => wordsBefore(flat, amount.start).replace(/[:\s]+$/, ""),
  );
  return totalled.map(({ label, amount }, index) => ({ label, amount, text: matches[index]![0] }));
}
