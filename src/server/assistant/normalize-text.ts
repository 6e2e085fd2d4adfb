// How the assistant reads text before its words are compared (search-terms.ts, src/server/languages/).

/**
 * Lower case, accents and apostrophes dropped, "w/o" written out as "without", anything that is not a letter or digit
 * turned into one space.
 */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/\bw\/o(?![\p{L}\p{N}])/gu, "without")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/['’]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
