/** The catalog's validation messages in English, as the API writes them: for tests that read zod issues. */
import { readFileSync } from "node:fs";
import { translateMessage, type MessageValues } from "../field-messages";

const catalog = JSON.parse(readFileSync(new URL("../../../../locales/en/validation.json", import.meta.url), "utf8")) as unknown;

function lookup(key: string): string | undefined {
  let node = catalog;
  for (const part of key.replace(/^validation:/, "").split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

const fill = (text: string, values: MessageValues) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));

/** "validation:field.max|{"max":5}" -> "Maximum value is 5"; any other text as it is. */
export const englishMessage = (message: string): string =>
  translateMessage(message, (key, values) => {
    const text = lookup(key);
    if (text === undefined) throw new Error(`validation.json has no ${key}`);
    return fill(text, values);
  });
