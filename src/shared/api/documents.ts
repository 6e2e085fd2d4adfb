/** The documents API: her generated documents, kept as their answers and rendered to PDF on each download. */
import { z } from "zod";
import { documentCreateSchema, documentJsonSchema } from "../documents/document-schemas";
import { idParams, isUuid, listPageQuery } from "./common";
import { validationMessage } from "../documents/field-messages";
import { defineEndpoint } from "./endpoint";

/** A document shows in the lists of documents, on the dashboard's counts and on its case's page. */
const DOCUMENT_VIEWS = ["/api/documents", "/api/documents/:id", "/api/stats", "/api/cases/:id/packet"] as const;

/** A document as the lists show it: its answers only come with the document itself (GET /api/documents/:id). */
export const documentSummarySchema = documentJsonSchema.omit({ templateData: true });
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

const KIND_MESSAGE = validationMessage("page.kind");
const CASE_ID_MESSAGE = validationMessage("page.caseId");

export const listDocuments = defineEndpoint({
  method: "GET",
  path: "/api/documents",
  summary:
    "Her documents, the newest first, each with the title of its case; ?q= finds titles and types (by their names " +
    "in any language), ?kind= keeps the kinds it lists (comma-separated: kind=living_will,health_care_surrogate), " +
    "?caseId= keeps those filed under one of her cases, ?limit= pages with the next page's ?cursor= in X-Next-Cursor.",
  signedIn: true,
  query: listPageQuery.extend({
    kind: z
      .string(KIND_MESSAGE)
      .regex(/^[a-z_]{1,60}(,[a-z_]{1,60}){0,19}$/, KIND_MESSAGE)
      .transform((kinds) => kinds.split(","))
      .optional(),
    caseId: z
      .string(CASE_ID_MESSAGE)
      .refine(isUuid, CASE_ID_MESSAGE)
      .transform((id) => id.toLowerCase())
      .optional(),
  }),
  answer: z.array(documentSummarySchema),
});

export const createDocument = defineEndpoint({
  method: "POST",
  path: "/api/documents",
  summary:
    "Makes a document from a wizard's answers, filed under one of her cases (caseId) or under a case made with it " +
    "in the same step (newCase); 409 past the number of documents or cases one person may keep.",
  signedIn: true,
  body: documentCreateSchema,
  status: 201,
  answer: documentJsonSchema,
  notFound: "caseNotFound",
  // A new case, or a draft case now under way, shows in the lists of cases.
  refreshes: [...DOCUMENT_VIEWS, "/api/cases", "/api/cases/:id"],
});

export const getDocument = defineEndpoint({
  method: "GET",
  path: "/api/documents/:id",
  summary: "One of her documents.",
  signedIn: true,
  params: idParams,
  answer: documentJsonSchema,
  notFound: "documentNotFound",
});

/** `?inline=1` (or `true`): the PDF is shown in the browser instead of saved. */
export const inlineQuery = z.object({
  inline: z
    .string()
    .optional()
    .transform((value) => value === "1" || value === "true"),
});

export const downloadDocument = defineEndpoint({
  method: "GET",
  path: "/api/documents/:id/download",
  summary: "Her document as a PDF, rendered from its answers (?inline=1 shows it in the browser instead of saving it).",
  signedIn: true,
  params: idParams,
  query: inlineQuery,
  answer: null,
  answerType: "application/pdf",
  notFound: "documentNotFound",
});

export const deleteDocument = defineEndpoint({
  method: "DELETE",
  path: "/api/documents/:id",
  summary: "Deletes one of her documents.",
  signedIn: true,
  params: idParams,
  status: 204,
  answer: null,
  notFound: "documentNotFound",
  refreshes: DOCUMENT_VIEWS,
});
