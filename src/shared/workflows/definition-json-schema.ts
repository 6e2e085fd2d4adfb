/**
 * The workflow definitions' JSON (definition-json.ts) as a zod schema, for the contract of GET /api/workflows/definitions.
 * Its type is the interface's: the fields are the catalog's FieldDefinition, which the wizard's controls take.
 */
import { z } from "zod";
import type { WorkflowDefinitionJson } from "./definition-json";
import { WORKFLOW_DIFFICULTIES } from "./workflow-definition";

const cited = z.object({ value: z.unknown(), citation: z.string(), summary: z.string().optional() });

const fieldCommon = {
  name: z.string(),
  required: z.boolean().optional(),
  messages: z.string().optional(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  lawSentences: z.record(z.string(), cited).optional(),
  when: z.object({ field: z.string(), equals: z.string() }).optional(),
  // The words the server adds to each field.
  label: z.string(),
  help: z.string().optional(),
  optionLabels: z.record(z.string(), z.string()).optional(),
};

const optionsCommon = {
  ...fieldCommon,
  options: z.array(z.string()),
  printed: z.literal(true).optional(),
  printedAs: z.record(z.string(), z.string()).optional(),
};

const fieldSchema = z.union([
  z.object({
    ...fieldCommon,
    type: z.enum(["text", "textarea"]),
    maxLength: z.number().optional(),
    minLength: z.number().optional(),
    format: z.enum(["email", "phone"]).optional(),
  }),
  z.object({
    ...fieldCommon,
    type: z.literal("number"),
    min: z.number().optional(),
    max: z.number().optional(),
    format: z.literal("money").optional(),
  }),
  z.object({ ...fieldCommon, type: z.literal("date"), minAgeYears: z.number().optional() }),
  z.object({ ...optionsCommon, type: z.enum(["select", "radio"]) }),
  z.object({ ...optionsCommon, type: z.literal("checkbox") }),
]);

const stepSchema = z.union([
  z.object({
    id: z.literal("review"),
    title: z.string(),
    description: z.string(),
    type: z.literal("review"),
    warning: z.string(),
  }),
  z.object({ id: z.string(), title: z.string(), description: z.string(), fields: z.array(fieldSchema) }),
]);

const feeSchema = z.object({
  tiers: z.array(z.object({ label: z.string(), upToDollars: z.number(), includesUpTo: z.boolean(), feeDollars: z.number() })),
  amountField: z.string(),
  citation: z.string(),
  extras: z.array(z.object({ code: z.enum(["summons", "sheriff_service"]), amountDollars: z.number(), citation: z.string() })),
  note: z.string(),
  fromDollars: z.number(),
});

export const workflowDefinitionJsonSchema: z.ZodType<WorkflowDefinitionJson> = z.object({
  type: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  icon: z.string(),
  estimatedTime: z.number(),
  difficulty: z.enum(WORKFLOW_DIFFICULTIES),
  floridaStatutes: z.array(z.string()),
  filingFee: z.number().nullable(),
  fees: feeSchema.nullable(),
  steps: z.array(stepSchema),
  requiredDocuments: z.array(z.string()),
  kind: z.string(),
});
