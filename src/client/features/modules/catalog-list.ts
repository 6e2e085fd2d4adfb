import type { TFunction } from "i18next";

/**
 * A list kept in a message catalog as an object ({ "contract": "...", "receipts": "..." }), as its texts in the
 * catalog's order, with `values` filled in: checklists whose items are screen words, not legal text.
 */
export function catalogList(t: TFunction<"modules">, key: string, values: Record<string, string | number> = {}): string[] {
  const value: unknown = t(key, { ...values, returnObjects: true });
  return typeof value === "object" && value !== null ? Object.values(value as Record<string, string>) : [];
}
