/** How the papers and their instructions quote a rule of law: what it says in plain words, then where it is. */
import type { Cited } from "@shared/florida/cited";
import { explanationText, type DeadlineExplanation } from "@shared/florida/explanation";
import { say } from "../../interface-text";
import { currentLanguage } from "../../request-language";
import { statuteInText } from "./statute-in-text";

/** The rule's plain-English summary, then its citation: "A landlord must ... (Fla. Stat. § 83.49(3)(a))". */
export const summaryWithCitation = (rule: Pick<Cited<unknown>, "summary" | "citation">) =>
  `${rule.summary ?? ""} (${rule.citation})`;

/**
 * A computed deadline's explanation, then the rule it is counted by. It is always printed on the instructions
 * pages, so it is written in the request's language (the deadline-rules catalog, through `say`).
 */
export const explanationWithCitation = (deadline: { explanation: DeadlineExplanation; citation: string }) =>
  `${explanationText(deadline.explanation, currentLanguage(), say)} (${deadline.citation})`;

/** The citation as a court paper writes it inside a sentence: "(section 709.2105(2), Florida Statutes)". */
export const statuteInParentheses = (rule: { citation: string }) => `(${statuteInText(rule.citation)})`;
