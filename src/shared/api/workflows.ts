/** Document workflows: the templates, and her workflows saved step by step, completed with their document. */
import { z } from "zod";
import { workflowDefinitionJsonSchema } from "../workflows/definition-json-schema";
import {
  workflowCompleteSchema,
  workflowCreateSchema,
  workflowJsonSchema,
  workflowUpdateSchema,
} from "../workflows/workflow-schemas";
import { idParams, pageQuery } from "./common";
import { defineEndpoint } from "./endpoint";

const WORKFLOW_VIEWS = ["/api/workflows", "/api/workflows/:id"] as const;

export const listWorkflowDefinitions = defineEndpoint({
  method: "GET",
  path: "/api/workflows/templates",
  summary: "Every workflow template with its steps, fields and fees, in the request's language.",
  signedIn: true,
  answer: z.array(workflowDefinitionJsonSchema),
});

export const listWorkflows = defineEndpoint({
  method: "GET",
  path: "/api/workflows",
  summary: "Her workflows, in progress and completed, the most recently changed first.",
  signedIn: true,
  query: pageQuery,
  answer: z.array(workflowJsonSchema),
});

export const getWorkflow = defineEndpoint({
  method: "GET",
  path: "/api/workflows/:id",
  summary: "One of her workflows.",
  signedIn: true,
  params: idParams,
  answer: workflowJsonSchema,
  notFound: "workflowNotFound",
});

export const createWorkflow = defineEndpoint({
  method: "POST",
  path: "/api/workflows",
  summary: "Starts a workflow of a template (409 past the number one person may keep).",
  signedIn: true,
  body: workflowCreateSchema,
  status: 201,
  answer: workflowJsonSchema,
  refreshes: WORKFLOW_VIEWS,
});

export const updateWorkflow = defineEndpoint({
  method: "PUT",
  path: "/api/workflows/:id",
  summary: "Saves her step and answers (409 when completed, or saved from another tab since `version`).",
  signedIn: true,
  params: idParams,
  body: workflowUpdateSchema,
  answer: workflowJsonSchema,
  notFound: "workflowNotFound",
  refreshes: WORKFLOW_VIEWS,
});

export const deleteWorkflow = defineEndpoint({
  method: "DELETE",
  path: "/api/workflows/:id",
  summary: "Deletes a workflow; a document it made stays.",
  signedIn: true,
  params: idParams,
  status: 204,
  answer: null,
  notFound: "workflowNotFound",
  refreshes: WORKFLOW_VIEWS,
});

export const completeWorkflow = defineEndpoint({
  method: "POST",
  path: "/api/workflows/:id/complete",
  summary: "Completes a workflow whose required answers are saved: with the document she generated, or making it.",
  signedIn: true,
  params: idParams,
  body: workflowCompleteSchema,
  answer: workflowJsonSchema,
  notFound: "workflowNotFound",
  refreshes: [...WORKFLOW_VIEWS, "/api/documents", "/api/stats"],
});
