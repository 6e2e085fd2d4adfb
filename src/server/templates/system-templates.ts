/**
 * The starting letters that come with the app (GET /api/templates): content/en/templates/*.md, legal text a
 * lawyer reviews. Front matter gives the name, type, category, description and tags; the body is the template,
 * its law references ({{cite:...}}) filled in from the law module, its {{variables}} left for the person.
 *
 * The letters stay English (they go to landlords, businesses and courts in Florida), but a person reading in another
 * language sees their name, description and tags in it: content/<language>/templates/<same file>.md holds only that
 * front matter (no body). A letter with no such file keeps its English words.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { parseContentFile } from "@shared/content/content-file";
import { fillLawReferences } from "@shared/content/law-text";
import { TEMPLATE_CATEGORIES, TEMPLATE_TYPES, type TemplateCategory, type TemplateType } from "@shared/templates/template-enums";
import type { SystemTemplateJson } from "@shared/templates/template-schemas";
import { DEFAULT_LANGUAGE } from "@shared/i18n/languages";
import { CONTENT_FOLDER } from "../content-folder";
import "../law-sentences";
import { currentLanguage } from "../request-language";
import { variablesOf } from "./variables-of";

interface TemplateMeta {
  title?: unknown;
  type?: unknown;
  category?: unknown;
  description?: unknown;
  tags?: unknown;
}

const templatesFolder = (language: string) => new URL(`${language}/templates/`, CONTENT_FOLDER);

export function parseSystemTemplate(id: string, raw: string): SystemTemplateJson {
  const { meta, body } = parseContentFile<TemplateMeta>(raw);
  const { title, type, category, description, tags } = meta;
  if (typeof title !== "string" || typeof description !== "string")
    throw new Error(`Template ${id}: title and description needed`);
  if (!TEMPLATE_TYPES.includes(type as TemplateType)) throw new Error(`Template ${id}: unknown type`);
  if (!TEMPLATE_CATEGORIES.includes(category as TemplateCategory)) throw new Error(`Template ${id}: unknown category`);
  const template = fillLawReferences(body.trim());
  return {
    id,
    name: title,
    type: type as TemplateType,
    category: category as TemplateCategory,
    description: fillLawReferences(description),
    template,
    variables: variablesOf(template, []),
    tags: Array.isArray(tags) ? tags.map(String) : [],
  };
}

/**
 * The English template with the name, description and tags of its file in another language (front matter only);
 * type, category and the letter itself stay the English file's.
 */
export function inLanguageOf(template: SystemTemplateJson, raw: string, language: string): SystemTemplateJson {
  const { meta, body } = parseContentFile<TemplateMeta>(raw);
  const { title, description, tags } = meta;
  const which = `Template ${template.id} (${language})`;
  if (typeof title !== "string" || typeof description !== "string") throw new Error(`${which}: title and description needed`);
  if (body.trim()) throw new Error(`${which}: only front matter, the letter stays English`);
  return {
    ...template,
    name: title,
    description: fillLawReferences(description, language),
    tags: Array.isArray(tags) ? tags.map(String) : template.tags,
  };
}

const loaded = new Map<string, SystemTemplateJson[]>();

function readTemplates(language: string): SystemTemplateJson[] {
  if (language === DEFAULT_LANGUAGE) {
    const folder = templatesFolder(DEFAULT_LANGUAGE);
    return readdirSync(folder)
      .filter((file) => file.endsWith(".md"))
      .map((file) => parseSystemTemplate(`system-${file.slice(0, -3)}`, readFileSync(new URL(file, folder), "utf8")));
  }
  const folder = templatesFolder(language);
  return systemTemplates(DEFAULT_LANGUAGE).map((template) => {
    const file = new URL(`${template.id.slice("system-".length)}.md`, folder);
    return existsSync(file) ? inLanguageOf(template, readFileSync(file, "utf8"), language) : template;
  });
}

/** Read once per language, sorted by name; in the language of the request being answered unless told. */
export function systemTemplates(language: string = currentLanguage()): SystemTemplateJson[] {
  let templates = loaded.get(language);
  if (!templates) {
    templates = readTemplates(language).sort((a, b) => a.name.localeCompare(b.name, language));
    loaded.set(language, templates);
  }
  return templates;
}

export function findSystemTemplate(id: string, language: string = currentLanguage()): SystemTemplateJson | undefined {
  return systemTemplates(language).find((template) => template.id === id);
}
