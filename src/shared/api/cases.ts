/** The cases API: a person's court matters, each holding documents and deadlines. */
import { z } from "zod";
import { caseCreateSchema, caseJsonSchema, caseUpdateSchema } from "../case-schemas";
import { idParams, listPageQuery } from "./common";
import { defineEndpoint } from "./endpoint";

/** A case's change shows in the lists of cases, on the dashboard's counts and in the titles documents show. */
const CASE_VIEWS = ["/api/cases", "/api/cases/:id", "/api/stats", "/api/documents"] as const;

/** A case as the lists show it: its answers (formData) only come with the case itself (GET /api/cases/:id). */
export const caseSummarySchema = caseJsonSchema.omit({ formData: true });
export type CaseSummary = z.infer<typeof caseSummarySchema>;

export const listCases = defineEndpoint({
  method: "GET",
  path: "/api/cases",
  summary:
    "Her cases, the most recently changed first; ?q= finds titles, descriptions and case numbers, ?limit= pages " +
    "with the next page's ?cursor= in X-Next-Cursor.",
  signedIn: true,
  query: listPageQuery,
  answer: z.array(caseSummarySchema),
});

export const createCase = defineEndpoint({
  method: "POST",
  path: "/api/cases",
  summary: "Starts a case (409 past the number one person may keep).",
  signedIn: true,
  body: caseCreateSchema,
  status: 201,
  answer: caseJsonSchema,
  refreshes: CASE_VIEWS,
});

export const getCase = defineEndpoint({
  method: "GET",
  path: "/api/cases/:id",
  summary: "One of her cases.",
  signedIn: true,
  params: idParams,
  answer: caseJsonSchema,
  notFound: "caseNotFound",
});

export const updateCase = defineEndpoint({
  method: "PATCH",
  path: "/api/cases/:id",
  summary: "Changes a case's title, description, county, status or case number.",
  signedIn: true,
  params: idParams,
  body: caseUpdateSchema,
  answer: caseJsonSchema,
  notFound: "caseNotFound",
  refreshes: CASE_VIEWS,
});

export const deleteCase = defineEndpoint({
  method: "DELETE",
  path: "/api/cases/:id",
  summary: "Deletes a case; its documents stay, no longer linked to it.",
  signedIn: true,
  params: idParams,
  status: 204,
  answer: null,
  notFound: "caseNotFound",
  refreshes: [...CASE_VIEWS, "/api/deadlines"],
});
