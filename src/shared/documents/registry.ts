/**
 * Every kind of document the product can produce. Adding a kind: one catalog file and one line here, its words in
 * locales/en/kinds.json, its examples in examples/, its template in src/server/documents/renderers/.
 */
import { documentMessage } from "./field-messages";
import type { KindAnswers, KindData } from "./kind";
import { debtAnswer } from "./debt-answer";
import { debtValidationLetter } from "./debt-validation-letter";
import { defamationCeaseDesist } from "./defamation-cease-desist";
import { harassmentCeaseDesist } from "./harassment-cease-desist";
import { ipCeaseDesist } from "./ip-cease-desist";
import { evictionAnswer } from "./eviction-answer";
import { generalDemandLetter } from "./general-demand-letter";
import { landlordNotice } from "./landlord-notice";
import { securityDepositDemand } from "./security-deposit-demand";
import { securityDepositLawsuit } from "./security-deposit-lawsuit";
import { smallClaimsAnswer } from "./small-claims-answer";
import { durablePowerOfAttorney } from "./durable-power-of-attorney";
import { limitedPowerOfAttorney } from "./limited-power-of-attorney";
import { livingWill } from "./living-will";
import { healthCareSurrogate } from "./health-care-surrogate";
import { smallClaimsStatement } from "./small-claims-statement";
import { civilCoverSheet } from "./civil-cover-sheet";
import { smallClaimsSummons } from "./small-claims-summons";
import { civilIndigentStatus } from "./civil-indigent-status";

export const DOCUMENT_KINDS = [
  smallClaimsStatement,
  smallClaimsAnswer,
  debtAnswer,
  debtValidationLetter,
  harassmentCeaseDesist,
  defamationCeaseDesist,
  ipCeaseDesist,
  generalDemandLetter,
  landlordNotice,
  evictionAnswer,
  securityDepositDemand,
  securityDepositLawsuit,
  durablePowerOfAttorney,
  limitedPowerOfAttorney,
  livingWill,
  healthCareSurrogate,
  civilCoverSheet,
  smallClaimsSummons,
  civilIndigentStatus,
] as const;

export type AnyDocumentKind = (typeof DOCUMENT_KINDS)[number];
export type DocumentKindId = AnyDocumentKind["kind"];
export type DataOfKind<Id extends DocumentKindId> = KindData<Extract<AnyDocumentKind, { kind: Id }>>;
/** Answers of a kind as they are sent (money may be typed as text): what its examples hold. */
export type AnswersOfKind<Id extends DocumentKindId> = KindAnswers<Extract<AnyDocumentKind, { kind: Id }>>;

/** The catalog's documents that belong to a type of case (the kinds whose wizard makes one). */
export function kindsOfCaseType(type: string): AnyDocumentKind[] {
  return DOCUMENT_KINDS.filter((entry) => entry.caseType === type);
}

/** The kinds whose wizards a module page shows, in the order of their tabs. */
export function kindsOfModule(module: string): AnyDocumentKind[] {
  return DOCUMENT_KINDS.filter((entry) => entry.place.module === module).sort((a, b) => a.place.order - b.place.order);
}

const UNKNOWN_KIND_MESSAGE = documentMessage("unknownKind");
const KIND_MISMATCH_MESSAGE = documentMessage("kindMismatch");

export function findKind(id: string): AnyDocumentKind | undefined {
  return DOCUMENT_KINDS.find((entry) => entry.kind === id);
}

export type KindResolution = { ok: true; kind: AnyDocumentKind } | { ok: false; field: "type" | "kind"; message: string };

const only = <T>(matches: T[]): T | undefined => (matches.length === 1 ? matches[0] : undefined);

/**
 * Which kind a POST /api/documents means. `type` may be a generation type ("small_claims"), a kind id, or a
 * library type ("complaint"), which only counts when exactly one kind has it; `kind`, when given, decides.
 */
export function resolveKind(input: { type: string; kind?: string | undefined }): KindResolution {
  if (input.kind !== undefined) {
    const entry = findKind(input.kind);
    if (!entry) return { ok: false, field: "kind", message: UNKNOWN_KIND_MESSAGE };
    const names: string[] = [entry.kind, entry.libraryType, entry.generationType ?? entry.kind];
    return names.includes(input.type) ? { ok: true, kind: entry } : { ok: false, field: "type", message: KIND_MISMATCH_MESSAGE };
  }
  const entry =
    only(DOCUMENT_KINDS.filter((candidate) => candidate.kind === input.type || candidate.generationType === input.type)) ??
    only(DOCUMENT_KINDS.filter((candidate) => candidate.libraryType === input.type));
  return entry ? { ok: true, kind: entry } : { ok: false, field: "type", message: UNKNOWN_KIND_MESSAGE };
}
