/**
 * A content file's front matter read without the YAML library (about 26 KB brotli) when it is written in the plain
 * form the content files use: `key: value` lines, "quoted" or 'quoted' strings, numbers, `[a, b]` lists of plain
 * words, `- item` lists under a key, and # comment lines. Anything else is read by the YAML library, loaded then.
 */
import type { ContentFile } from "@shared/content/content-file";

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
const KEY_LINE = /^([A-Za-z_][\w-]*):(?: +(.*))?$/;
const LIST_ITEM = /^ +- +(.*)$/;
/** A plain scalar the YAML core schema reads as a string only when it starts with none of these. */
const PLAIN_START = /^[^-?:,[\]{}#&*!|>'"%@`\s]/;
const PLAIN_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;
const SPECIAL_WORDS = /^(?:true|false|null|~|True|False|Null|TRUE|FALSE|NULL|\.inf|\.nan)$/i;

/** Thrown for front matter outside the plain form: the YAML library reads it. */
class NotPlain extends Error {}

function scalar(text: string): unknown {
  const value = text.trim();
  if (value.startsWith('"')) {
    if (!value.endsWith('"') || value.length < 2 || /\\/.test(value) || value.slice(1, -1).includes('"')) throw new NotPlain();
    return value.slice(1, -1);
  }
  if (value.startsWith("'")) {
    const inner = value.slice(1, -1);
    if (!value.endsWith("'") || value.length < 2 || inner.replaceAll("''", "").includes("'")) throw new NotPlain();
    return inner.replaceAll("''", "'");
  }
  if (value.startsWith("[")) {
    if (!value.endsWith("]")) throw new NotPlain();
    const inner = value.slice(1, -1).trim();
    return inner === "" ? [] : inner.split(",").map((item) => plainWord(item.trim()));
  }
  if (PLAIN_NUMBER.test(value)) return Number(value);
  return plainWord(value);
}

/** A plain (unquoted) string: one the YAML core schema reads as that same string, or NotPlain. */
function plainWord(value: string): string {
  if (!PLAIN_START.test(value) || SPECIAL_WORDS.test(value) || PLAIN_NUMBER.test(value) || /^0[xo]|^[-+.\d]/i.test(value))
    throw new NotPlain();
  if (/: |:$| #|[[\]{}]/.test(value)) throw new NotPlain();
  return value;
}

/** The front matter's values, or undefined when it is not in the plain form. */
export function readPlainFrontMatter(text: string): Record<string, unknown> | undefined {
  const meta: Record<string, unknown> = {};
  let list: unknown[] | undefined;
  const lists = new Map<string, unknown[]>();
  try {
    for (const line of text.split(/\r?\n/)) {
      if (line.trim() === "" || /^#/.test(line)) continue;
      const item = LIST_ITEM.exec(line);
      if (item) {
        if (!list) throw new NotPlain();
        list.push(scalar(item[1] ?? ""));
        continue;
      }
      const entry = KEY_LINE.exec(line);
      if (!entry || Object.hasOwn(meta, entry[1]!) || lists.has(entry[1]!)) throw new NotPlain();
      const value = entry[2]?.trim() ?? "";
      if (value === "") {
        list = [];
        lists.set(entry[1]!, list);
      } else {
        list = undefined;
        meta[entry[1]!] = scalar(value);
      }
    }
  } catch (error) {
    if (error instanceof NotPlain) return undefined;
    throw error;
  }
  // A key with nothing under it is null in YAML.
  for (const [key, items] of lists) meta[key] = items.length > 0 ? items : null;
  return meta;
}

/** A content file's front matter and body; its front matter read by the YAML library only when it must be. */
export async function readContentFile(raw: string): Promise<ContentFile> {
  const match = FRONT_MATTER.exec(raw);
  if (!match) return { meta: {}, body: raw };
  const meta = readPlainFrontMatter(match[1] ?? "");
  if (meta) return { meta, body: raw.slice(match[0].length) };
  const { parseContentFile } = await import("@shared/content/content-file");
  return parseContentFile(raw);
}
