/**
 * Pseudo-localisation: "Save case" → "[Šåvé çåšé ~~~~]". Letters get accents, the text grows by about 35%, and
 * brackets show where a string starts and ends, so a string that is not translated, is cut off or is glued
 * together from pieces stands out. Placeholders ({{count}}), tags (<1>…</1>) and URLs are left alone.
 */
const ACCENTED: Record<string, string> = {
  a: "å",
  b: "ƀ",
  c: "ç",
  d: "ð",
  e: "é",
  f: "ƒ",
  g: "ĝ",
  h: "ĥ",
  i: "î",
  j: "ĵ",
  k: "ķ",
  l: "ļ",
  m: "ɱ",
  n: "ñ",
  o: "ö",
  p: "þ",
  q: "ǫ",
  r: "ŕ",
  s: "š",
  t: "ţ",
  u: "û",
  v: "ṽ",
  w: "ŵ",
  x: "ẋ",
  y: "ý",
  z: "ž",
  A: "Å",
  B: "Ɓ",
  C: "Ç",
  D: "Ð",
  E: "É",
  F: "Ƒ",
  G: "Ĝ",
  H: "Ĥ",
  I: "Î",
  J: "Ĵ",
  K: "Ķ",
  L: "Ļ",
  M: "Ṁ",
  N: "Ñ",
  O: "Ö",
  P: "Þ",
  Q: "Ǫ",
  R: "Ŕ",
  S: "Š",
  T: "Ţ",
  U: "Û",
  V: "Ṽ",
  W: "Ŵ",
  X: "Ẋ",
  Y: "Ý",
  Z: "Ž",
};

const PROTECTED = /(\{\{[^}]*\}\}|<\/?\d+\/?>|https?:\/\/\S+|\S+@\S+\.\S+)/;
const GROWTH = 0.35;

export function pseudoLocalize(text: string): string {
  if (text.trim() === "") return text;
  const accented = text
    .split(PROTECTED)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter)))
    .join("");
  // Zero-width spaces every 8 tildes let long padding wrap like the words it stands for, as translations would.
  const padding = "~".repeat(Math.max(1, Math.round(text.length * GROWTH) - 2)).replace(/(~{8})(?=~)/g, "$1\u200b");
  return `[${accented} ${padding}]`;
}
