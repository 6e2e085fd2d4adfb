/**
 * Text and JSON that can be stored and printed: every request schema takes its strings from `safeText()` and
 * its free-form JSON through `jsonLimits()`, so bad text is a 400 with a field message, never a database error.
 *
 * PostgreSQL refuses U+0000 in text and jsonb, and jsonb refuses an unpaired UTF-16 surrogate ("\ud800");
 * other control characters (but tab, line feed and carriage return) have no place in a form's answer.
 * Deeply nested JSON overflows the database's parser, so free-form JSON is bounded in depth and size.
 */
import { z } from "zod";
import { validationMessage } from "./documents/field-messages";

/** Message keys of validation.json `text.*` (see field-messages.ts): the client and the server write them out. */
export const SAFE_TEXT_MESSAGES = {
  control: validationMessage("text.control"),
  surrogate: validationMessage("text.surrogate"),
  key: validationMessage("text.key"),
  depth: (max: number) => validationMessage("text.depth", { max }),
  keys: (max: number) => validationMessage("text.keys", { max }),
  chars: (max: number) => validationMessage("text.chars", { max }),
} as const;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What is wrong with a string, or undefined when it can be stored. */
export function textProblem(value: string): string | undefined {
  if (CONTROL.test(value)) return SAFE_TEXT_MESSAGES.control;
  if (LONE_SURROGATE.test(value)) return SAFE_TEXT_MESSAGES.surrogate;
  return undefined;
}

/** A string schema that refuses NUL and other control characters and unpaired surrogates. */
export function safeText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).check((ctx) => {
    const problem = textProblem(ctx.value);
    if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
  });
}

export interface JsonLimits {
  /** Objects and arrays inside one another; the top level is depth 1. */
  maxDepth: number;
  /** Keys and array items in all, at every level. */
  maxEntries: number;
  /** Characters of all strings and keys together. */
  maxChars?: number;
  /** Whether to check the text of strings and keys too (default true); false when another schema reports it. */
  text?: boolean;
}

export const FORM_DATA_LIMITS: JsonLimits = { maxDepth: 8, maxEntries: 2000, maxChars: 200_000 };

interface Issue {
  message: string;
  path: (string | number)[];
}

/** The first problems of a JSON value: bad text in a key or string, too deep, too many entries or characters. */
export function jsonProblems(value: unknown, limits: JsonLimits): Issue[] {
  const issues: Issue[] = [];
  let entries = 0;
  let chars = 0;
  const stack: { value: unknown; path: (string | number)[]; depth: number }[] = [{ value, path: [], depth: 0 }];
  while (stack.length > 0 && issues.length < 10) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === "string") {
      chars += current.length;
      const problem = limits.text === false ? undefined : textProblem(current);
      if (problem) issues.push({ message: problem, path });
      continue;
    }
    if (typeof current !== "object" || current === null) continue;
    if (depth + 1 > limits.maxDepth) {
      issues.push({ message: SAFE_TEXT_MESSAGES.depth(limits.maxDepth), path });
      continue;
    }
    const children: [string | number, unknown][] = Array.isArray(current)
      ? current.map((item, index) => [index, item])
      : Object.entries(current);
    entries += children.length;
    if (entries > limits.maxEntries) {
      issues.push({ message: SAFE_TEXT_MESSAGES.keys(limits.maxEntries), path: [] });
      break;
    }
    for (const [key, child] of children) {
      if (typeof key === "string") {
        chars += key.length;
        if (limits.text !== false && textProblem(key)) issues.push({ message: SAFE_TEXT_MESSAGES.key, path });
      }
      stack.push({ value: child, path: [...path, key], depth: depth + 1 });
    }
  }
  if (limits.maxChars !== undefined && chars > limits.maxChars && issues.length === 0) {
    issues.push({ message: SAFE_TEXT_MESSAGES.chars(limits.maxChars), path: [] });
  }
  return issues;
}

/** A check for a JSON value's schema: `z.record(...).check(jsonLimits(FORM_DATA_LIMITS))`. */
export function jsonLimits(limits: JsonLimits) {
  return <T>(ctx: z.core.ParsePayload<T>) => {
    for (const issue of jsonProblems(ctx.value, limits)) {
      ctx.issues.push({ code: "custom", message: issue.message, path: issue.path, input: ctx.value });
    }
  };
}
