/**
 * What the three answers (small claims, debt, eviction) write alike: the defendant who signs, a centered heading
 * over numbered paragraphs that go on from the last number, the defenses followed by the facts behind them, and
 * the counterclaim.
 */
import { formatMoney } from "@shared/i18n/format";
import type { Signer } from "../layout/court";
import type { PdfWriter } from "../pdf-writer";

/** The defendant's answers about themselves (the fields of yourPartyFields("defendant")). */
export interface DefendantAnswers {
  defendant_name: string;
  defendant_address: string;
  defendant_phone?: string | undefined;
  defendant_email?: string | undefined;
}

/** The defendant who signs the answer. */
export const defendantSigner = (data: DefendantAnswers): Signer => ({
  role: "Defendant",
  name: data.defendant_name,
  address: data.defendant_address,
  phone: data.defendant_phone,
  email: data.defendant_email,
});

/** Writes the section and returns the next paragraph number. */
export function numberedSection(w: PdfWriter, heading: string, paragraphs: readonly string[], next: number): number {
  w.heading(heading, 2, { align: "center" });
  return w.numbered(paragraphs, next);
}

/** Each defense's paragraph, then one with the facts supporting them when the person gave any. */
export const defensesWithFacts = (defenses: readonly string[], facts: string | undefined): string[] => [
  ...defenses,
  ...(facts ? [`The facts supporting these defenses are: ${facts}`] : []),
];

export interface Counterclaim {
  defendant: string;
  plaintiff: string;
  amount: number;
  reason: string | undefined;
}

/** The defendant sues the plaintiff back, in the words of the small claims forms, and says why. */
export const counterclaimParagraphs = (claim: Counterclaim): string[] => [
  `Defendant, ${claim.defendant}, sues Plaintiff, ${claim.plaintiff}, for ${formatMoney(claim.amount)} that is due ` +
    "with costs and interest.",
  `This money is owed because: ${claim.reason ?? ""}`,
];
