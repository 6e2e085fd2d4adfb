/** The body of POST /api/documents and the document the API answers with. */
import { z } from "zod";
import { caseCreateSchema } from "../case-schemas";
import { jsonLimits, safeText } from "../safe-text";
import { documentMessage } from "./field-messages";

const DOCUMENT_TITLE_MAX_LENGTH = 200;

/**
 * A document's answers are a flat form (text, numbers, lists of options): bounded in shape and in total length,
 * so no document runs to hundreds of pages. Bad text in an answer is reported by the kind's own schema, keyed
 * by the wizard's field name.
 */
export const TEMPLATE_DATA_LIMITS = { maxDepth: 3, maxEntries: 400, maxChars: 40_000 } as const;

/** An optional id: "" and null mean not given. */
const optionalId = (message: string) =>
  safeText({ error: message })
    .trim()
    .max(100, message)
    .nullish()
    .transform((value) => (value ? value : undefined));

/** The case a wizard's document starts: made with it in one step, its answers kept once, on the document. */
export const newCaseSchema = caseCreateSchema.pick({ title: true, type: true, description: true, county: true });

export const documentCreateSchema = z
  .object(
    {
      title: safeText({ error: documentMessage("title") })
        .trim()
        .min(1, documentMessage("title"))
        .max(DOCUMENT_TITLE_MAX_LENGTH, documentMessage("tooLong", { max: DOCUMENT_TITLE_MAX_LENGTH })),
      /** A library type ("complaint"), a generation type ("small_claims") or a kind id. */
      type: safeText({ error: documentMessage("type") })
        .trim()
        .min(1, documentMessage("type"))
        .max(100, documentMessage("type")),
      /** A catalog kind id ("small_claims_statement"); decides when the type alone is ambiguous. */
      kind: optionalId(documentMessage("unknownKind")),
      format: z.literal("pdf", { error: documentMessage("format") }).default("pdf"),
      /** The wizard's answers; checked against the kind's fields. */
      templateData: z
        .record(z.string(), z.unknown(), { error: documentMessage("answers") })
        .check(jsonLimits({ ...TEMPLATE_DATA_LIMITS, text: false })),
      /** A case of the signed-in user to file it under. */
      caseId: optionalId(documentMessage("case")),
      /** Or a case to start with it; not both. */
      newCase: newCaseSchema.optional(),
    },
    { error: documentMessage("object") },
  )
  .refine((input) => input.caseId === undefined || input.newCase === undefined, {
    message: documentMessage("case"),
    path: ["caseId"],
  });

export const documentJsonSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The library type: complaint, answer, notice... */
  type: z.string(),
  /** The catalog kind that renders it: small_claims_statement... */
  kind: z.string(),
  format: z.literal("pdf"),
  templateData: z.record(z.string(), z.unknown()),
  caseId: z.string().nullable(),
  caseTitle: z.string().nullable(),
  createdAt: z.string(),
});
export type DocumentJson = z.infer<typeof documentJsonSchema>;
