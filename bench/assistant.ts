/**
 * The assistant's local engine, in this process: reading the knowledge base (content files and glossary), building
 * the search index (on the first question), and answering the quality set's questions, p50 and p95. Run alone
 * with `npx tsx bench/assistant.ts`.
 */
import { pathToFileURL } from "node:url";
import { knowledgeBase } from "@server/assistant/knowledge-base";
import { answerLocally, retrieve } from "@server/assistant/local-engine";
import { QUALITY_QUESTIONS, SPANISH_QUALITY_QUESTIONS } from "@server/assistant/test-support/quality-questions";
import type { Figure } from "./http";

const ROUNDS = 20;

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]!;

function timed(work: () => unknown): number {
  const before = performance.now();
  work();
  return performance.now() - before;
}

export async function benchAssistant(): Promise<Figure[]> {
  const load = timed(() => knowledgeBase());
  const passages = knowledgeBase().passages.length;
  const build = timed(() => retrieve("security deposit"));
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const { question } of QUALITY_QUESTIONS) times.push(timed(() => answerLocally(question)));
  }
  return [
    { name: `read the knowledge base (${passages} passages)`, value: `${load.toFixed(0)} ms` },
    { name: "build the search index (first question)", value: `${build.toFixed(0)} ms` },
    { name: `answer a question, p50 (${times.length} answers)`, value: `${percentile(times, 0.5).toFixed(2)} ms` },
    { name: "answer a question, p95", value: `${percentile(times, 0.95).toFixed(2)} ms (goal ≤ 30 ms)` },
    ...benchSpanish(),
  ];
}

/** The Spanish knowledge base and index, read and built at the first Spanish question. */
function benchSpanish(): Figure[] {
  const load = timed(() => knowledgeBase("es"));
  const build = timed(() => retrieve("depósito de seguridad", 5, "es"));
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const { question } of SPANISH_QUALITY_QUESTIONS) times.push(timed(() => answerLocally(question, "es")));
  }
  return [
    { name: "read the Spanish knowledge base", value: `${load.toFixed(0)} ms` },
    { name: "build the Spanish search index (first Spanish question)", value: `${build.toFixed(0)} ms` },
    {
      name: `answer a Spanish question, p50 / p95 (${times.length} answers)`,
      value: `${percentile(times, 0.5).toFixed(2)} / ${percentile(times, 0.95).toFixed(2)} ms`,
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const figure of await benchAssistant()) console.log(`${figure.name}  ${figure.value}`);
}
