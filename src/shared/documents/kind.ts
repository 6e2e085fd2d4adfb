/** What one entry of the document catalog says about a kind of document. */
import type { z } from "zod";
import type { CaseType } from "../case-enums";
import type { DocumentType } from "../document-enums";
import { buildSchema } from "./build-schema";
import type { MessageValues } from "./field-messages";
import type { FieldAnswers, FieldDefinition, FieldValues } from "./fields";
import { WIZARD_PLACES, type PlacedKindId, type WizardPlace } from "./wizard-places";

/** The legal module pages, by their route. */
export const DOCUMENT_MODULES = [
  "small-claims",
  "landlord-tenant",
  "security-deposits",
  "debt-defense",
  "cease-desist",
  "power-of-attorney",
  "living-wills",
] as const;
export type DocumentModule = (typeof DOCUMENT_MODULES)[number];

/** The spec's "generation types": what the wizards send as a document's type. */
export type GenerationType = "small_claims" | "small_claims_answer" | "landlord_notice" | "eviction_answer";

/**
 * court: county court caption, numbered paragraphs, signature block, certificate of service.
 * letter: sender, date, recipient, Re: line, body, closing, signature.
 * instrument: a signed legal instrument with witness and notary blocks (powers of attorney, living wills).
 */
export type DocumentLayout = "court" | "letter" | "instrument";

/**
 * Where a kind's wizard appears: a tab of a module page. The page's own information tabs and the catalog's tabs
 * are shown together, by `order`; an information tab with the same id comes before the wizard in that tab.
 */
export interface KindPlace {
  module: DocumentModule;
  /** The tab's id in the address (?tab=...); its label is the catalog's `<kind>.tab`. */
  tab: string;
  order: number;
}

/**
 * One entry of the document catalog. Its words (title `<kind>.title`, description `<kind>.description`, tab
 * label, fields' words) are in locales/<language>/kinds.json (field-text.ts); its example answers are in
 * examples/<kind>.ts; its PDF template is src/server/documents/renderers/<kind>.ts.
 */
export interface DocumentKindDefinition<Id extends string, Fields extends readonly FieldDefinition[]> {
  /** Stored on every document; never rename one. */
  kind: Id;
  /** Figures from the law module that its title and description print ({{name}} in the catalog). */
  values?: MessageValues;
  /** The library category on My Documents. */
  libraryType: DocumentType;
  /** The type a wizard sends for this kind, when the spec names one. */
  generationType?: GenerationType;
  /** The rules and statutes it rests on, as citations a reader can look up. */
  statutes: readonly string[];
  layout: DocumentLayout;
  fields: Fields;
}

export interface DocumentKind<
  Id extends string = string,
  Fields extends readonly FieldDefinition[] = readonly FieldDefinition[],
> extends DocumentKindDefinition<Id, Fields> {
  /** Where its wizard appears (wizard-places.ts). */
  place: KindPlace;
  /** The case a wizard creates with this document, if it creates one (wizard-places.ts). */
  caseType?: CaseType;
  /** place.module: the module page it belongs to. */
  module: DocumentModule;
  /** Built from `fields`: validates templateData (options by code) and types the template's input. */
  schema: z.ZodType<FieldValues<Fields>, Record<string, unknown>>;
}

export function defineKind<const Id extends PlacedKindId, const Fields extends readonly FieldDefinition[]>(
  definition: DocumentKindDefinition<Id, Fields>,
): DocumentKind<Id, Fields> {
  const { caseType, ...place }: WizardPlace = WIZARD_PLACES[definition.kind];
  return {
    ...definition,
    place,
    module: place.module,
    ...(caseType ? { caseType } : {}),
    schema: buildSchema(definition.fields),
  };
}

/** The validated answers of a kind: what its template receives. */
export type KindData<Kind> = Kind extends DocumentKind<string, infer Fields> ? FieldValues<Fields> : never;

/** Answers of a kind as a person or a client sends them: what its examples hold. */
export type KindAnswers<Kind> = Kind extends DocumentKind<string, infer Fields> ? FieldAnswers<Fields> : never;
