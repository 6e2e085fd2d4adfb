/**
 * Numbers as an OCR engine misreads them: the letter O for the digit 0 in "O4/O9/2027" or "$ 2,115.OO". Only a run
 * of digits, O's and number punctuation standing alone is repaired, and in it only an O that touches a digit or
 * another such O, so "CODL", "P.O.", "No." and the "-O" ending Orange County's case numbers are left as written.
 */
const NUMBER_RUN = /(?<![\p{L}\d])[\dOo][\dOo.,/:-]*(?![\p{L}\d])/gu;
const O_IN_DIGITS = /[Oo](?=[\dOo])|(?<=[\dOo])[Oo]/g;

export function repairOcrDigits(text: string): string {
  return text.replace(NUMBER_RUN, (run) => (/\d/.test(run) && /[Oo]/.test(run) ? run.replace(O_IN_DIGITS, "0") : run));
}
