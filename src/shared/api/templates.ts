/**
 * Letter templates: hers (My Templates), used to make a PDF document, and the starting letters that come with the
 * app; autofill reads values for a template's variables from a case and her profile.
 */
import { z } from "zod";
import { documentJsonSchema } from "../documents/document-schemas";
import {
  autofillJsonSchema,
  systemTemplateJsonSchema,
  templateAutofillSchema,
  templateInputSchema,
  templateUseSchema,
  userTemplateJsonSchema,
} from "../templates/template-schemas";
import { idParams, pageQuery } from "./common";
import { defineEndpoint } from "./endpoint";

const TEMPLATE_VIEWS = ["/api/user-templates", "/api/user-templates/:id"] as const;

export const listSystemTemplates = defineEndpoint({
  method: "GET",
  path: "/api/templates",
  summary: "The starting letters that come with the app, their names and descriptions in the request's language.",
  signedIn: true,
  answer: z.array(systemTemplateJsonSchema),
});

export const listUserTemplates = defineEndpoint({
  method: "GET",
  path: "/api/user-templates",
  summary: "Her templates, the most recently changed first.",
  signedIn: true,
  query: pageQuery,
  answer: z.array(userTemplateJsonSchema),
});

export const getUserTemplate = defineEndpoint({
  method: "GET",
  path: "/api/user-templates/:id",
  summary: "One of her templates.",
  signedIn: true,
  params: idParams,
  answer: userTemplateJsonSchema,
  notFound: "templateNotFound",
});

export const createUserTemplate = defineEndpoint({
  method: "POST",
  path: "/api/user-templates",
  summary: "Adds a template (409 past the number one person may keep).",
  signedIn: true,
  body: templateInputSchema,
  status: 201,
  answer: userTemplateJsonSchema,
  refreshes: TEMPLATE_VIEWS,
});

export const updateUserTemplate = defineEndpoint({
  method: "PUT",
  path: "/api/user-templates/:id",
  summary: "Replaces a template's name, type, category, text, variables and tags.",
  signedIn: true,
  params: idParams,
  body: templateInputSchema,
  answer: userTemplateJsonSchema,
  notFound: "templateNotFound",
  refreshes: TEMPLATE_VIEWS,
});

export const deleteUserTemplate = defineEndpoint({
  method: "DELETE",
  path: "/api/user-templates/:id",
  summary: "Deletes a template; documents made from it stay.",
  signedIn: true,
  params: idParams,
  status: 204,
  answer: null,
  notFound: "templateNotFound",
  refreshes: TEMPLATE_VIEWS,
});

export const generateFromUserTemplate = defineEndpoint({
  method: "POST",
  path: "/api/user-templates/:id/use",
  summary: "Fills the template with her values and stores the letter as a PDF document, maybe under a case; counts the use.",
  signedIn: true,
  params: idParams,
  body: templateUseSchema,
  status: 201,
  answer: z.object({ document: documentJsonSchema, usageCount: z.number().int() }),
  notFound: "templateNotFound",
  refreshes: [...TEMPLATE_VIEWS, "/api/documents", "/api/stats", "/api/cases", "/api/cases/:id"],
});

export const autofillTemplate = defineEndpoint({
  method: "POST",
  path: "/api/templates/autofill",
  summary: "Values for a template's variables (hers or a starting letter) from a case of hers and her profile.",
  signedIn: true,
  body: templateAutofillSchema,
  answer: autofillJsonSchema,
  notFound: "templateNotFound",
});
