/** How the papers set what a person typed into their own sentences. */

/** An address typed on several lines, on one line. */
export const oneLine = (text: string) =>
  text
    .split(/\n+/)
    .map((line) => line.trim().replace(/,$/, ""))
    .filter(Boolean)
    .join(", ");

/** Typed text ends as a sentence: a period is added unless it already ends with . ! ? or a closing quote. */
export const asSentence = (text: string) => (/[.!?]["'”)]?$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** An option or answer inside a sentence: "Receipts or invoices" becomes "receipts or invoices". */
export const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
