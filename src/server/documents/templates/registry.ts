/** The template of every catalog kind: a kind without one does not compile. Adding a kind: one line here. */
import type { DocumentKindId } from "../../../shared/documents/registry";
import type { DocumentTemplate } from "../template";
import { renderSmallClaimsAnswer } from "./small-claims-answer";
import { renderSmallClaimsStatement } from "./small-claims-statement";

export const TEMPLATES: { [Id in DocumentKindId]: DocumentTemplate<Id> } = {
  small_claims_statement: renderSmallClaimsStatement,
  small_claims_answer: renderSmallClaimsAnswer,
};
