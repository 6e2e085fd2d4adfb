/**
 * Every language of the registry (@shared/i18n/languages) has every piece: its catalogs and content files, the
 * server's catalogs and law sentences, the assistant's index, the pre-rendered pages and the translator's explanation
 * languages. A language added to the registry without one of them fails here (locales/README.md "Adding a language").
 */
import { describe, expect, it } from "vitest";
import { CHOOSABLE_LANGUAGE_CODES } from "@shared/i18n/languages";
import { EXPLANATION_LANGUAGES } from "@shared/translations";
import viteConfig from "../../vite.config";
import { missingLanguagePieces } from "./test-support/language-pieces";

/** The languages the build makes the public pages in: those vite.config.ts gives its page plugin. */
function pageLanguages(): readonly string[] {
  const config =
    typeof viteConfig === "function" ? viteConfig({ command: "build", mode: "production", isSsrBuild: false }) : viteConfig;
  const plugin = (config as { plugins?: unknown[] }).plugins
    ?.flat()
    .find(
      (candidate): candidate is { name: string; languages: readonly string[] } =>
        typeof candidate === "object" && candidate !== null && (candidate as { name?: unknown }).name === "flc-public-page-html",
    );
  return plugin?.languages ?? [];
}

const CODES: readonly string[] = CHOOSABLE_LANGUAGE_CODES;

describe("the language registry", () => {
  it("lists English and Spanish, English first", () => {
    expect(CODES).toEqual(["en", "es"]);
  });

  it("has every piece in every listed language", () => {
    expect(missingLanguagePieces(CODES, { pageLanguages: pageLanguages(), explanationLanguages: EXPLANATION_LANGUAGES })).toEqual(
      [],
    );
  });

  it("reports a listed language without its files", () => {
    const missing = missingLanguagePieces(["xx"], { pageLanguages: CODES, explanationLanguages: CODES });
    expect(missing).toEqual([
      expect.stringMatching(/^xx: locales\/xx\/ lacks assistant\.json, auth\.json, cases\.json, … \(\d+\)$/),
      "xx: the server does not load its catalogs (src/server/interface-text.ts)",
      expect.stringMatching(/^xx: content\/xx\/ lacks /),
      "xx: it has no server words (src/server/languages/)",
      "xx: its law sentences are not registered (src/server/law-sentences.ts)",
      expect.stringMatching(/^xx: the assistant's index does not build \(/),
      "xx: the public pages are not built in it (vite.config.ts)",
      "xx: the translator does not explain in it (EXPLANATION_LANGUAGES)",
    ]);
  });

  it("reports a language missing from a list that must follow the registry", () => {
    expect(missingLanguagePieces(["es"], { pageLanguages: ["en"], explanationLanguages: ["en"] })).toEqual([
      "es: the public pages are not built in it (vite.config.ts)",
      "es: the translator does not explain in it (EXPLANATION_LANGUAGES)",
    ]);
  });
});
