/**
 * Document types whose name, in any language a person can choose, holds a search: "carta" finds the demand letter
 * and the cease-and-desist letter on a long list searched on the server, as it does on a short list searched in her
 * browser (the names are the ones the lists show, common:documentTypes).
 */
import { CHOOSABLE_LANGUAGE_CODES } from "@shared/i18n/languages";
import { localeCatalog } from "../locale-catalogs";

/** Lower case without accents, so "contestacion" finds "Contestación". */
const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

let labels: { type: string; label: string }[] | undefined;

function typeLabels() {
  labels ??= CHOOSABLE_LANGUAGE_CODES.flatMap((language) =>
    Object.entries(localeCatalog(language, "common").documentTypes as Record<string, string>)
      .filter(([type]) => type !== "unknown")
      .map(([type, label]) => ({ type, label: folded(label) })),
  );
  return labels;
}

export function typesNamed(search: string): string[] {
  const wanted = folded(search.trim());
  if (!wanted) return [];
  return [
    ...new Set(
      typeLabels()
        .filter(({ label }) => label.includes(wanted))
        .map(({ type }) => type),
    ),
  ];
}
