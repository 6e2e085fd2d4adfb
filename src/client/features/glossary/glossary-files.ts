/**
 * The glossary's content files (content/<language>/glossary/<letter>.yaml), loaded on demand with the glossary
 * page, never with the landing page, and parsed once per language in a worker (glossary-worker.ts), so the page
 * stays responsive while 300+ terms are read; in the page's own thread where there are no workers (the unit tests).
 * In another language than English the English terms stay the headwords, with that language's names, meanings and
 * examples laid over them by slug (@shared/glossary/merge-glossary); English when a language has no glossary yet.
 * Use with React's `use()` inside a Suspense boundary.
 */
import type { GlossaryTerm } from "@shared/glossary/glossary-term";
import { DEFAULT_LANGUAGE } from "@shared/i18n/languages";
import { loadLawSentences } from "@client/i18n/i18n";
import type { GlossaryReply, GlossaryRequest } from "./glossary-message";

const files = import.meta.glob<string>("../../../../content/*/glossary/*.yaml", { query: "?raw", import: "default" });
const lawCatalogs = import.meta.glob<Record<string, Record<string, string>>>(
  ["../../../../locales/*/law.json", "!../../../../locales/en/law.json"],
  { import: "default" },
);
const loaded = new Map<string, Promise<GlossaryTerm[]>>();

async function textsOf(language: string): Promise<Record<string, string>> {
  const own = Object.entries(files).filter(([path]) => path.includes(`/content/${language}/glossary/`));
  return Object.fromEntries(await Promise.all(own.map(async ([path, load]) => [path, await load()] as const)));
}

function parseInWorker(request: GlossaryRequest): Promise<GlossaryTerm[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./glossary-worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = ({ data }: MessageEvent<GlossaryReply>) => {
      worker.terminate();
      if ("terms" in data) resolve(data.terms);
      else reject(new Error(data.error));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage(request);
  });
}

async function parseHere({ english, own, language }: GlossaryRequest): Promise<GlossaryTerm[]> {
  const [{ glossaryInLanguage }] = await Promise.all([import("@shared/glossary/merge-glossary"), loadLawSentences(language)]);
  return glossaryInLanguage(english, own, language).terms;
}

async function readGlossary(language: string): Promise<GlossaryTerm[]> {
  const [english, own, lawSentences] = await Promise.all([
    textsOf(DEFAULT_LANGUAGE),
    language === DEFAULT_LANGUAGE ? {} : textsOf(language),
    lawCatalogs[`../../../../locales/${language}/law.json`]?.(),
  ]);
  const request: GlossaryRequest = { language, english, own, ...(lawSentences && { lawSentences }) };
  if (typeof Worker === "undefined") return parseHere(request);
  return parseInWorker(request).catch(() => parseHere(request));
}

export function loadGlossary(language: string): Promise<GlossaryTerm[]> {
  let promise = loaded.get(language);
  if (!promise) {
    promise = readGlossary(language);
    loaded.set(language, promise);
  }
  return promise;
}
