/** The dollar amounts a paper writes, each with what it is when the words next to it say so (amount-labels.ts). */
import { AMOUNT_LABELS, type AmountLabel, type PaperJson } from "@shared/papers";
import { AMOUNT_CUES, CUE_REACH } from "./amount-labels";

/** Up to a trillion dollars: a longer run of digits is no amount a paper states. */
const MONEY = /\$\s?(\d{1,3}(?:[.,]\d{3}){1,4}(?:[.,]\d{2})?|\d{1,12}(?:[.,]\d{2})?)(?![\d.,]\d)/g;

/** "1,395.00" and the Spanish "1.650,00" alike. */
export function parseMoney(written: string): number {
  const decimalComma = /,\d{2}$/.test(written) && (written.includes(".") || written.split(",").length === 2);
  const digits = decimalComma ? written.replace(/\./g, "").replace(",", ".") : written.replace(/,/g, "");
  return Math.round(Number(digits) * 100) / 100;
}

const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ");

function labelOf(before: string, after: string): AmountLabel | null {
  let best: { label: AmountLabel; distance: number } | undefined;
  for (const label of AMOUNT_LABELS) {
    for (const cue of AMOUNT_CUES[label].before) {
      const at = before.lastIndexOf(cue);
      const distance = at < 0 ? Infinity : before.length - (at + cue.length);
      if (distance < (best?.distance ?? Infinity)) best = { label, distance };
    }
    for (const cue of AMOUNT_CUES[label].after) {
      const distance = after.indexOf(cue);
      if (distance >= 0 && distance < (best?.distance ?? Infinity)) best = { label, distance };
    }
  }
  return best?.label ?? null;
}

export function findAmounts(flat: string): PaperJson["amounts"] {
  return [...flat.matchAll(MONEY)].map((match) => {
    const start = match.index;
    const end = start + match[0].length;
    const before = plain(flat.slice(Math.max(0, start - CUE_REACH.before), start)).trimEnd();
    const after = plain(flat.slice(end, end + CUE_REACH.after)).trimStart();
    return {
      label: labelOf(before.replace(/[:\s]+$/, ""), after.replace(/^[,\s)]+/, "")),
      amount: parseMoney(match[1]!),
      text: match[0],
    };
  });
}
