/**
 * Every word a person reads comes from locales/ or content/: these tests fail on a key the catalogs do not have,
 * on a catalog that does not parse, and on sentence-like text written in the client, the document catalog or the
 * code of the documents' instructions pages.
 */
import { describe, expect, it } from "vitest";
import { filesUnder, loadCatalogs, readText, relativeToRepo } from "./test-support/source-files";
import { messageKeys, proseLiterals } from "./test-support/source-strings";

const english = loadCatalogs("en");
const hasMessage = (namespace: string, key: string) =>
  english.has(`${namespace}:${key}`) || english.has(`${namespace}:${key}_one`) || english.has(`${namespace}:${key}_other`);

const SOURCES = [
  ...filesUnder("src/client", /\.tsx?$/),
  ...filesUnder("src/shared/documents", /\.ts$/),
  // Computed deadlines explain themselves with catalog messages (src/shared/florida/explanation.ts).
  ...filesUnder("src/shared/florida", /\/deadlines\.ts$/),
  // The instructions pages' code: their words are in content/en/instructions/ (the court papers stay in code).
  ...filesUnder("src/server/documents", /\/(templates\/[a-z-]+-instructions|layout\/(letter-)?instructions)\.ts$/),
  // examples: answers a user would type; paper: words the English court papers print (the wizard quotes them).
].filter((file) => !/\.test\.tsx?$|test-support|\/examples\/|\/documents\/paper\//.test(file));

describe("message catalogs", () => {
  it("has English messages", () => {
    expect(english.size).toBeGreaterThan(0);
  });

  it("has every key the sources ask for", () => {
    const missing: string[] = [];
    for (const file of SOURCES) {
      for (const use of messageKeys(file, readText(file))) {
        if (!hasMessage(use.namespace, use.key) && !hasMessage("common", use.key))
          missing.push(`${relativeToRepo(file)}:${use.line} ${use.namespace}:${use.key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("keeps sentences out of the sources", () => {
    const prose: string[] = [];
    for (const file of SOURCES) {
      for (const literal of proseLiterals(file, readText(file)))
        prose.push(`${relativeToRepo(file)}:${literal.line} ${literal.text}`);
    }
    expect(prose).toEqual([]);
  });
});

describe("source readers", () => {
  it("finds keys with their namespaces", () => {
    const text = 'const { t } = useTranslation("cases"); t("title"); t("common:save"); <Trans i18nKey="intro" />;';
    expect(messageKeys("x.tsx", text).map((use) => `${use.namespace}:${use.key}`)).toEqual([
      "cases:title",
      "common:save",
      "cases:intro",
    ]);
  });

  it("finds sentences but not class names, keys or developer errors", () => {
    const text = [
      'const a = "Your case was saved.";',
      'const b = cn("text-sm font-medium text-slate-600");',
      'const c = t("cases:title");',
      'throw new Error("Unknown law key here");',
      'const d = <p className="mt-2 grid gap-2">Hello there my friend</p>;',
    ].join("\n");
    expect(proseLiterals("x.tsx", text).map((literal) => literal.text)).toEqual([
      "Your case was saved.",
      "Hello there my friend",
    ]);
  });
});
