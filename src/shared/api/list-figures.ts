/**
 * The figures a long list shows over all of her items, while its screen loads them page by page: My Documents' four
 * stat cards and My Cases' tab counts.
 */
import { z } from "zod";
import { defineEndpoint } from "./endpoint";

/** "This month" is her calendar month, so the browser names when it began (an ISO date-time). */
export const documentFiguresQuery = z.object({ monthStart: z.iso.datetime({ offset: true }) });

export const documentFiguresSchema = z.object({
  total: z.number().int(),
  thisMonth: z.number().int(),
  casesWithDocuments: z.number().int(),
  documentTypes: z.number().int(),
});
export type DocumentFigures = z.infer<typeof documentFiguresSchema>;

export const getDocumentFigures = defineEndpoint({
  method: "GET",
  path: "/api/documents/figures",
  summary:
    "My Documents' stat cards over all of her documents: how many, how many since ?monthStart=, how many cases " +
    "they belong to and how many types.",
  signedIn: true,
  query: documentFiguresQuery,
  answer: documentFiguresSchema,
});

export const caseFiguresSchema = z.object({
  all: z.number().int(),
  drafts: z.number().int(),
  active: z.number().int(),
  completed: z.number().int(),
});
export type CaseFigures = z.infer<typeof caseFiguresSchema>;

export const getCaseFigures = defineEndpoint({
  method: "GET",
  path: "/api/cases/figures",
  summary: "My Cases' tab counts over all of her cases: all, drafts, active (in progress or filed), completed.",
  signedIn: true,
  answer: caseFiguresSchema,
});
