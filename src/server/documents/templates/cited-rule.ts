/** How the papers and their instructions quote a rule of law: what it says in plain words, then where it is. */
import type { Cited } from "@shared/florida/cited";
import { statuteInText } from "./statute-in-text";

/** The rule's plain-English summary, then its citation: "A landlord must ... (Fla. Stat. § 83.49(3)(a))". */
export const summaryWithCitation = (rule: Pick<Cited<unknown>, "summary" | "citation">) =>
  `${rule.summary ?? ""} (${rule.citation})`;

/** A computed deadline's explanation, then the rule it is counted by. */
export const explanationWithCitation = (deadline: { explanation: string; citation: string }) =>
  `${deadline.explanation} (${deadline.citation})`;

/** The citation as a court paper writes it inside a sentence: "(section 709.2105(2), Florida Statutes)". */
export const statuteInParentheses = (rule: { citation: string }) => `(${statuteInText(rule.citation)})`;
