/** The body of POST /api/documents and the document the API answers with. */
import { z } from "zod";

const DOCUMENT_TITLE_MAX_LENGTH = 200;

/** An optional id: "" and null mean not given. */
const optionalId = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .nullish()
    .transform((value) => (value ? value : undefined));

export const documentCreateSchema = z.object(
  {
    title: z
      .string({ error: "Please give the document a title" })
      .trim()
      .min(1, "Please give the document a title")
      .max(DOCUMENT_TITLE_MAX_LENGTH, `Please use at most ${DOCUMENT_TITLE_MAX_LENGTH} characters`),
    /** A library type ("complaint"), a generation type ("small_claims") or a kind id. */
    type: z
      .string({ error: "Please say which kind of document this is" })
      .trim()
      .min(1, "Please say which kind of document this is"),
    /** A catalog kind id ("small_claims_statement"); decides when the type alone is ambiguous. */
    kind: optionalId("Unknown document kind"),
    format: z.literal("pdf", { error: "Only PDF documents can be created" }).default("pdf"),
    /** The wizard's answers; checked against the kind's fields. */
    templateData: z.record(z.string(), z.unknown(), { error: "Please send the document's answers" }),
    /** A case of the signed-in user to file it under. */
    caseId: optionalId("Please choose one of your cases"),
  },
  { error: "Please send the document as a JSON object" },
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
