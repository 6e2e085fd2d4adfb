/** The body of POST /api/documents and the document the API answers with. */
import { z } from "zod";
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

export const documentCreateSchema = z.object(
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
  },
  { error: documentMessage("object") },
);

export interface DocumentJson {
  id: string;
  title: string;
  /** The library type: complaint, answer, notice... */
  type: string;
  /** The catalog kind that renders it: small_claims_statement... */
  kind: string;
  format: "pdf";
  templateData: Record<string, unknown>;
  caseId: string | null;
  caseTitle: string | null;
  createdAt: string;
}
