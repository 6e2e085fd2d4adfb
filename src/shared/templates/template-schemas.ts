/** Bodies of the personal templates API and the template it answers with; the client's dialogs use the same schemas. */
import { z } from "zod";
import { validationMessage as message } from "../documents/field-messages";
import { safeText } from "../safe-text";
import { TEMPLATE_CATEGORIES, TEMPLATE_TYPES, VARIABLE_TYPES } from "./template-enums";
import {
  extractVariables,
  MAX_TEMPLATE_LENGTH,
  MAX_TEMPLATE_VARIABLES,
  MAX_VARIABLE_NAME_LENGTH,
  MAX_VARIABLE_VALUE_LENGTH,
} from "./variables";

export const TEMPLATE_NAME_MAX_LENGTH = 200;
export const TEMPLATE_DESCRIPTION_MAX_LENGTH = 2000;
export const MAX_TEMPLATE_TAGS = 20;
const TAG_MAX_LENGTH = 50;

const tooLong = (max: number) => message("template.tooLong", { max });

const variableName = safeText({ error: message("template.variableName") })
  .trim()
  .min(1, message("template.variableName"))
  .max(MAX_VARIABLE_NAME_LENGTH, tooLong(MAX_VARIABLE_NAME_LENGTH))
  .refine((name) => !/[{}]/.test(name), message("template.variableName"));

export const templateVariableSchema = z.object(
  {
    name: variableName,
    type: z.enum(VARIABLE_TYPES, { error: message("template.variableType") }).default("text"),
    required: z.boolean({ error: message("template.variableRequired") }).default(true),
    description: safeText({ error: message("template.description") })
      .trim()
      .max(500, tooLong(500))
      .default(""),
    defaultValue: safeText({ error: message("template.description") })
      .max(MAX_VARIABLE_VALUE_LENGTH, tooLong(MAX_VARIABLE_VALUE_LENGTH))
      .default(""),
  },
  { error: message("template.variable") },
);

export const templateInputSchema = z.object(
  {
    name: safeText({ error: message("template.name") })
      .trim()
      .min(1, message("template.name"))
      .max(TEMPLATE_NAME_MAX_LENGTH, tooLong(TEMPLATE_NAME_MAX_LENGTH)),
    type: z.enum(TEMPLATE_TYPES, { error: message("template.type") }),
    category: z.enum(TEMPLATE_CATEGORIES, { error: message("template.category") }),
    description: safeText({ error: message("template.description") })
      .trim()
      .max(TEMPLATE_DESCRIPTION_MAX_LENGTH, tooLong(TEMPLATE_DESCRIPTION_MAX_LENGTH))
      .default(""),
    template: safeText({ error: message("template.template") })
      .max(MAX_TEMPLATE_LENGTH, message("template.templateTooLong", { max: MAX_TEMPLATE_LENGTH }))
      .refine((text) => text.trim().length > 0, message("template.template"))
      .refine(
        (text) => extractVariables(text).length <= MAX_TEMPLATE_VARIABLES,
        message("template.tooManyVariables", { max: MAX_TEMPLATE_VARIABLES }),
      ),
    variables: z
      .array(templateVariableSchema, { error: message("template.variable") })
      .max(MAX_TEMPLATE_VARIABLES, message("template.tooManyVariables", { max: MAX_TEMPLATE_VARIABLES }))
      .default([]),
    tags: z
      .array(
        safeText({ error: message("template.tag") })
          .trim()
          .min(1, message("template.tag"))
          .max(TAG_MAX_LENGTH, tooLong(TAG_MAX_LENGTH)),
        {
          error: message("template.tag"),
        },
      )
      .max(MAX_TEMPLATE_TAGS, message("template.tooManyTags", { max: MAX_TEMPLATE_TAGS }))
      .default([]),
  },
  { error: message("template.object") },
);
export type TemplateInput = z.input<typeof templateInputSchema>;

const optionalCaseId = safeText({ error: message("template.case") })
  .trim()
  .max(100, message("template.case"))
  .nullish()
  .transform((value) => (value ? value : undefined));

export const templateUseSchema = z.object(
  {
    variables: z
      .record(
        safeText({ error: message("template.variableName") }).max(MAX_VARIABLE_NAME_LENGTH, message("template.variableName")),
        safeText({ error: message("template.value") }).max(MAX_VARIABLE_VALUE_LENGTH, tooLong(MAX_VARIABLE_VALUE_LENGTH)),
        { error: message("template.values") },
      )
      .refine(
        (values) => Object.keys(values).length <= MAX_TEMPLATE_VARIABLES,
        message("template.tooManyVariables", { max: MAX_TEMPLATE_VARIABLES }),
      ),
    caseId: optionalCaseId,
  },
  { error: message("template.object") },
);

export const templateAutofillSchema = z.object(
  {
    templateId: safeText({ error: message("template.templateId") })
      .trim()
      .min(1, message("template.templateId"))
      .max(100, message("template.templateId")),
    caseId: optionalCaseId,
  },
  { error: message("template.object") },
);

export const templateVariableJsonSchema = z.object({
  name: z.string(),
  type: z.enum(VARIABLE_TYPES),
  required: z.boolean(),
  description: z.string(),
  defaultValue: z.string(),
});
export type TemplateVariableJson = z.infer<typeof templateVariableJsonSchema>;

/** A starting letter that comes with the app (GET /api/templates): copied into My Templates to be used. */
export const systemTemplateJsonSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(TEMPLATE_TYPES),
  category: z.enum(TEMPLATE_CATEGORIES),
  description: z.string(),
  template: z.string(),
  variables: z.array(templateVariableJsonSchema),
  tags: z.array(z.string()),
});
export type SystemTemplateJson = z.infer<typeof systemTemplateJsonSchema>;

export const userTemplateJsonSchema = systemTemplateJsonSchema.extend({
  usageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserTemplateJson = z.infer<typeof userTemplateJsonSchema>;

export const autofillJsonSchema = z.object({
  autoFillValues: z.record(z.string(), z.string()),
  /** The names filled, in the template's order. */
  filled: z.array(z.string()),
});
export type AutofillJson = z.infer<typeof autofillJsonSchema>;
