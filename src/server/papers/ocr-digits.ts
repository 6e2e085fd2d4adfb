/**
 * Numbers as an OCR engine misreads them: the letter O for the digit 0 in "O4/O9/2027" or "$ 2,115.OO", the letter l
 * or I for the digit 1 in "Jan l5" or "Apt l07", and a dollar amount broken by a stray space ("$ 1 ,495.00"). Only a
 * run of digits, O's, l's and number punctuation standing alone is repaired, and in it only a letter that touches a
 * digit or another such letter, so "CODL", "P.O.", "No.", "I-4" and the "-O" ending Orange County's case numbers are
 * left as written.
 */
const NUMBER_RUN = /(?<![\p{L}\d])[\dOolI][\dOolI.,/:-]*(?![\p{L}\d])/gu;
const O_IN_DIGITS = /[Oo](?=[\dOo])|(?<=[\dOo])[Oo]/g;
const L_IN_DIGITS = /[lI](?=\d|[.,]\d{3})|(?<=\d)[lI]/g;
/** "$ 1 ,495.00" and "$1, 495.00": a space OCR put inside an amount's thousands. */
const SPLIT_THOUSANDS = /(\$\s?\d{1,3})\s+([.,]\d{3}(?![\d]))|(\$\s?\d{1,3}[.,])\s+(\d{3}(?:[.,]\d{2})?(?![\d.,]))/g;

function repairRun(run: string): string {
  if (!/\d/.test(run)) return run;
  const zeros = run.replace(O_IN_DIGITS, "0");
  // A case number ("2026-CC-0l8842") keeps its l: she checks it against the paper, and it is never corrected by guess.
  return run.includes("-") ? zeros : zeros.replace(L_IN_DIGITS, "1");
}

export function repairOcrDigits(text: string): string {
  return text
    .replace(NUMBER_RUN, repairRun)
    .replace(SPLIT_THOUSANDS, (_match, head?: string, tail?: string, head2?: string, tail2?: string) =>
      head !== undefined ? `${head}${tail}` : `${head2}${tail2}`,
    );
}
