/** The assistant's quality set (quality-questions.yml beside this file), for the quality test and the benchmark. */
import { readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";

export type QualityQuestion =
  | { question: string; citation: string; fact: string; scope?: undefined }
  | { question: string; scope: "referred" | "out_of_scope"; citation?: undefined; fact?: undefined };

export const QUALITY_QUESTIONS = parseYaml(
  readFileSync(new URL("./quality-questions.yml", import.meta.url), "utf8"),
) as QualityQuestion[];

/** A question of the Spanish set: the topic file(s) of content/es/assistant/ a passage of the answer must come from. */
export type SpanishQualityQuestion =
  | { question: string; topic: string | string[]; citation?: string; scope?: undefined }
  | { question: string; scope: "referred" | "out_of_scope"; topic?: undefined; citation?: undefined };

/** The Spanish quality set (quality-questions-es.yml beside this file), for quality-es.test.ts. */
export const SPANISH_QUALITY_QUESTIONS = parseYaml(
  readFileSync(new URL("./quality-questions-es.yml", import.meta.url), "utf8"),
) as SpanishQualityQuestion[];
