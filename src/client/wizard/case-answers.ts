/**
 * A new paper in a case starts from the case's answers: each of its papers' answers, the newest last, under the
 * same field name, or under another name where one kind calls it differently (SAME_ANSWER), plus what a paper the
 * app made says by itself (MADE_BY_PAPER: the deposit suit's "did you send a demand letter?" when the case holds
 * the demand letter). Only fields the new kind asks are kept.
 */
import type { CaseChoiceJson, CasePaperJson } from "@shared/api/case-choices";
import type { DocumentKind } from "@shared/documents/kind";

type FieldMap = Readonly<Record<string, string>>;

/** The answers one kind's paper gives another kind's fields under other names: from kind → to kind → from → to. */
const SAME_ANSWER: Readonly<Record<string, Readonly<Record<string, FieldMap>>>> = {
  security_deposit_demand: {
    security_deposit_lawsuit: {
      tenant_name: "plaintiff_name",
      tenant_address: "plaintiff_address",
      tenant_phone: "plaintiff_phone",
      tenant_email: "plaintiff_email",
      landlord_name: "defendant_name",
      landlord_address: "defendant_address",
    },
  },
  security_deposit_lawsuit: {
    security_deposit_demand: {
      plaintiff_name: "tenant_name",
      plaintiff_address: "tenant_address",
      plaintiff_phone: "tenant_phone",
      plaintiff_email: "tenant_email",
      defendant_name: "landlord_name",
      defendant_address: "landlord_address",
    },
  },
  debt_validation_letter: {
    debt_answer: { sender_name: "defendant_name", sender_address: "defendant_address", current_creditor: "plaintiff_name" },
  },
  debt_answer: {
    debt_validation_letter: {
      defendant_name: "sender_name",
      defendant_address: "sender_address",
      plaintiff_name: "current_creditor",
    },
  },
  living_will: {
    health_care_surrogate: { declarant_name: "designator_name", declarant_address: "designator_address" },
  },
  health_care_surrogate: {
    living_will: { designator_name: "declarant_name", designator_address: "declarant_address" },
  },
  small_claims_statement: {
    civil_indigent_status: { plaintiff_address: "applicant_address", plaintiff_phone: "applicant_phone" },
  },
};

/** Answers a paper in the case gives by being there: from kind → to kind → field → value ("$date": the day it was made). */
const MADE_BY_PAPER: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>> = {
  security_deposit_demand: { security_deposit_lawsuit: { demand_sent: "yes", demand_date: "$date" } },
};

const isAnswered = (value: unknown) =>
  value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0);

function answersOfPaper(paper: CasePaperJson, to: string): Record<string, unknown> {
  const renamed = SAME_ANSWER[paper.kind]?.[to] ?? {};
  const made = MADE_BY_PAPER[paper.kind]?.[to] ?? {};
  const answers: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(paper.templateData)) answers[renamed[name] ?? name] = value;
  for (const [name, value] of Object.entries(made)) answers[name] = value === "$date" ? paper.createdAt.slice(0, 10) : value;
  return answers;
}

/** The answers the case gives a new paper of `kind`, by its field names. */
export function caseAnswersFor(kind: Pick<DocumentKind, "kind" | "fields">, item: CaseChoiceJson): Record<string, unknown> {
  const asked = new Set(kind.fields.map((field) => field.name));
  const merged: Record<string, unknown> = item.caseNumber ? { case_number: item.caseNumber } : {};
  for (const paper of item.papers) Object.assign(merged, answersOfPaper(paper, kind.kind));
  return Object.fromEntries(Object.entries(merged).filter(([name, value]) => asked.has(name) && isAnswered(value)));
}

/** The name of the other side in a set of answers (the fields a paper names them in), lower-cased, or undefined. */
const OTHER_SIDE_FIELDS = [
  "defendant_name",
  "landlord_name",
  "plaintiff_name",
  "recipient_name",
  "collector_name",
  "current_creditor",
];
export const otherSides = (answers: Record<string, unknown>): string[] =>
  OTHER_SIDE_FIELDS.flatMap((name) =>
    typeof answers[name] === "string" ? [(answers[name] as string).trim().toLowerCase()] : [],
  ).filter(Boolean);

/**
 * The case a new paper most likely belongs to: one of whose papers names a party her answers name; when her
 * answers name no one yet, the case she changed last (the choices come newest first); when they name someone no
 * case names, none (a new dispute).
 */
export function likelyCase(choices: readonly CaseChoiceJson[], answers: Record<string, unknown>): CaseChoiceJson | undefined {
  const named = new Set(otherSides(answers));
  if (named.size === 0) return choices[0];
  return choices.find((item) => item.papers.some((paper) => otherSides(paper.templateData).some((name) => named.has(name))));
}

/** The paper of the same kind already in the case, which generating again would replace (the newest one). */
export const samePaperIn = (item: CaseChoiceJson | undefined, kind: string): CasePaperJson | undefined =>
  item?.papers.filter((paper) => paper.kind === kind).at(-1);
