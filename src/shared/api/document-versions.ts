/**
 * A paper's versions: generating it again replaces its current version (the document keeps its id, its case and its
 * place in the lists) and keeps the one before, listed and still downloadable.
 */
import { z } from "zod";
import { documentCreateSchema, documentJsonSchema } from "../documents/document-schemas";
import { idParams } from "./common";
import { inlineQuery } from "./documents";
import { defineEndpoint } from "./endpoint";

const versionSchema = z.object({
  number: z.number().int(),
  title: z.string(),
  createdAt: z.string(),
});
export type DocumentVersionJson = z.infer<typeof versionSchema>;

export const documentVersionsSchema = z.object({
  /** The number of the current version, which is the document itself. */
  current: z.number().int(),
  /** The earlier versions, the newest first. */
  earlier: z.array(versionSchema),
});
export type DocumentVersionsJson = z.infer<typeof documentVersionsSchema>;

/** What a new version takes: the paper's title and its answers (its kind and case stay). */
export const newVersionSchema = z.object({
  title: documentCreateSchema.shape.title,
  templateData: documentCreateSchema.shape.templateData,
});

const versionParams = idParams.extend({
  number: z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number),
});

export const listDocumentVersions = defineEndpoint({
  method: "GET",
  path: "/api/documents/:id/versions",
  summary: "The number of her paper's current version and its earlier versions, the newest first.",
  signedIn: true,
  params: idParams,
  answer: documentVersionsSchema,
  notFound: "documentNotFound",
});

export const createDocumentVersion = defineEndpoint({
  method: "POST",
  path: "/api/documents/:id/versions",
  summary:
    "Generates her paper again from new answers: they become its current version, the one before is kept as an " +
    "earlier version; 409 past the number of versions one paper may keep.",
  signedIn: true,
  params: idParams,
  body: newVersionSchema,
  status: 201,
  answer: documentJsonSchema,
  notFound: "documentNotFound",
  refreshes: [
    "/api/documents",
    "/api/documents/:id",
    "/api/documents/:id/versions",
    "/api/stats",
    "/api/cases/:id",
    "/api/cases/:id/packet",
    "/api/case-choices/:kind",
  ],
});

export const downloadDocumentVersion = defineEndpoint({
  method: "GET",
  path: "/api/documents/:id/versions/:number/download",
  summary: "An earlier version of her paper as a PDF, rendered from the answers it was made with (?inline=1 to show it).",
  signedIn: true,
  params: versionParams,
  query: inlineQuery,
  answer: null,
  answerType: "application/pdf",
  notFound: "documentNotFound",
});
