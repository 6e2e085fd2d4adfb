/** Which of a paper's expected values a plain version does not hold: written the same, or the same value (values.ts). */
import { findValues } from "../values";

const squash = (text: string) => text.replace(/\s+/g, " ");

export function missingValues(expected: readonly string[], plain: string): string[] {
  const text = squash(plain);
  const have = new Set(findValues(plain).map((value) => `${value.kind}:${value.key}`));
  return expected.filter((value) => {
    if (text.includes(value)) return false;
    const keys = findValues(value).map((found) => `${found.kind}:${found.key}`);
    return keys.length === 0 || !keys.every((key) => have.has(key));
  });
}
