/**
 * A planning paper (a power of attorney, a living will, a health care surrogate) asks who signs it: her name, address
 * and date of birth. When she has made another of them, the next one starts from those answers, for her to check:
 * a 72-year-old making a power of attorney and then a living will is not asked them twice. They are other modules
 * and other cases, so her case's answers (case-answers.ts) do not reach them.
 */
import { useQuery } from "@tanstack/react-query";
import { getDocument, listDocuments } from "@shared/api/documents";
import type { DocumentKind } from "@shared/documents/kind";
import { apiQuery } from "@client/lib/api";

interface SignerFields {
  name: string;
  address: string;
  dob?: string;
}

export const SIGNER_FIELDS: Readonly<Record<string, SignerFields>> = {
  durable_power_of_attorney: { name: "principal_name", address: "principal_address", dob: "principal_dob" },
  limited_power_of_attorney: { name: "principal_name", address: "principal_address" },
  living_will: { name: "declarant_name", address: "declarant_address", dob: "declarant_dob" },
  health_care_surrogate: { name: "designator_name", address: "designator_address" },
};

const PARTS = ["name", "address", "dob"] as const;

/** Another planning paper's signer answers under this kind's questions (only those it gave). */
export function signerAnswers(from: string, answers: Record<string, unknown>, to: string): Record<string, unknown> {
  const source = SIGNER_FIELDS[from];
  const target = SIGNER_FIELDS[to];
  if (!source || !target) return {};
  const moved: Record<string, unknown> = {};
  for (const part of PARTS) {
    const value = source[part] ? answers[source[part]] : undefined;
    if (target[part] && typeof value === "string" && value.trim() !== "") moved[target[part]] = value;
  }
  return moved;
}

/**
 * Her signer answers from her newest other planning paper, for a new paper of `kind`; `pending` while they load
 * (the wizard waits, so they are there when it opens). Nothing for other kinds, or when she has no such paper.
 */
export function useSignerDetails(kind: Pick<DocumentKind, "kind">, signedIn: boolean) {
  const asks = kind.kind in SIGNER_FIELDS && signedIn;
  const others = Object.keys(SIGNER_FIELDS).filter((other) => other !== kind.kind);
  const papers = useQuery({ ...apiQuery(listDocuments, { query: { kind: others.join(","), limit: "1" } }), enabled: asks });
  const source = papers.data?.[0];
  const paper = useQuery({ ...apiQuery(getDocument, { params: { id: source?.id ?? "" } }), enabled: source !== undefined });
  // A list or paper that cannot be read is no reason not to answer: she types them.
  const pending = asks && (papers.isPending || (source !== undefined && paper.isPending)) && !papers.isError && !paper.isError;
  const answers = paper.data && source ? signerAnswers(source.kind, paper.data.templateData, kind.kind) : {};
  return { pending, answers };
}
