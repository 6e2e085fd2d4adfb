/**
 * Content files and message catalogs cite the law by key, e.g. "LANDLORD_TENANT.threeDayNoticeDays": the group
 * exported by the law module and the entry in it. A key always resolves to one cited entry, so every citation a
 * reader sees comes from the one law module (and an unknown key fails the content tests).
 */
import * as law from "../florida/law";
import type { Cited } from "../florida/cited";

export type LawKey = `${string}.${string}`;

function isCited(value: unknown): value is Cited<unknown> {
  return typeof value === "object" && value !== null && "citation" in value && "value" in value;
}

export function findLaw(key: string): Cited<unknown> | undefined {
  const [group, entry, ...rest] = key.split(".");
  if (!group || !entry || rest.length > 0) return undefined;
  const groupValue = (law as Record<string, unknown>)[group];
  if (typeof groupValue !== "object" || groupValue === null) return undefined;
  const cited = (groupValue as Record<string, unknown>)[entry];
  return isCited(cited) ? cited : undefined;
}

export function lawByKey(key: string): Cited<unknown> {
  const cited = findLaw(key);
  if (!cited) throw new Error(`Unknown law key "${key}"`);
  return cited;
}

/** Every key the law module answers to, for tests and tools. */
export function allLawKeys(): string[] {
  const keys: string[] = [];
  for (const [group, value] of Object.entries(law)) {
    if (typeof value !== "object" || value === null) continue;
    for (const [entry, cited] of Object.entries(value)) if (isCited(cited)) keys.push(`${group}.${entry}`);
  }
  return keys;
}
