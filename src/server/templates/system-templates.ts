/**
 * The starting letters that come with the app (GET /api/templates): content/en/templates/*.md, legal text a
 * lawyer reviews. Front matter gives the name, type, category, description and tags; the body is the template,
 * its law references ({{cite:...}}) filled in from the law module, its {{variables}} left for the person.
 */
import { readdirSync, readFileSync } from "node:fs";
import { parseContentFile } from "@shared/content/content-file";
import { fillLawReferences } from "@shared/content/law-text";
import { TEMPLATE_CATEGORIES, TEMPLATE_TYPES, type TemplateCategory, type TemplateType } from "@shared/templates/template-enums";
import type { SystemTemplateJson } from "@shared/templates/template-schemas";
import { CONTENT_FOLDER } from "../content-folder";
import { variablesOf } from "./variables-of";

interface TemplateMeta {
  title?: unknown;
  type?: unknown;
  category?: unknown;
  description?: unknown;
  tags?: unknown;
}

const TEMPLATES_FOLDER = new URL("en/templates/", CONTENT_FOLDER);

export function parseSystemTemplate(id: string, raw: string): SystemTemplateJson {
  const { meta, body } = parseContentFile<TemplateMeta>(raw);
  const { title, type, category, description, tags } = meta;
  if (typeof title !== "string" || typeof description !== "string") throw new Error(`Template ${id}: title and description needed`);
  if (!TEMPLATE_TYPES.includes(type as TemplateType)) throw new Error(`Template ${id}: unknown type`);
  if (!TEMPLATE_CATEGORIES.includes(category as TemplateCategory)) throw new Error(`Template ${id}: unknown category`);
  const template = fillLawReferences(body.trim());
  return {
    id,
    name: title,
    type: type as TemplateType,
    category: category as TemplateCategory,
    description,
    template,
    variables: variablesOf(template, []),
    tags: Array.isArray(tags) ? tags.map(String) : [],
  };
}

let loaded: SystemTemplateJson[] | undefined;

/** Read once, sorted by name. */
export function systemTemplates(): SystemTemplateJson[] {
  loaded ??= readdirSync(TEMPLATES_FOLDER)
    .filter((file) => file.endsWith(".md"))
    .map((file) => parseSystemTemplate(`system-${file.slice(0, -3)}`, readFileSync(new URL(file, TEMPLATES_FOLDER), "utf8")))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
  return loaded;
}

export function findSystemTemplate(id: string): SystemTemplateJson | undefined {
  return systemTemplates().find((template) => template.id === id);
}
