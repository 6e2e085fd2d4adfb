/**
 * What the assistant asks back instead of guessing: which court, side or paper (a facet of frames.ts), or which
 * of the closest topics she means. Each option carries the question to ask next, so one tap asks it: the first
 * kind adds the phrase that settles the facet ("… in county court"), the second asks the topic's own question.
 */
import type { FrameCues } from "./frames";

export interface Clarify {
  question: string;
  options: { label: string; question: string }[];
}

export function askFacet(question: string, facet: string, cues: FrameCues, values?: readonly string[]): Clarify {
  const spec = cues.facets[facet]!;
  const wanted = Object.entries(spec.values).filter(([value]) => !values || values.includes(value));
  const asked = question.trim().replace(/[?.!\s]+$/, "");
  return {
    question: spec.ask,
    options: wanted.map(([, value]) => ({ label: value.label, question: `${asked} ${value.say}?` })),
  };
}

export function chooseTopic(prompt: string, titles: readonly string[]): Clarify {
  return { question: prompt, options: titles.map((title) => ({ label: title, question: title })) };
}

/** The clarifying question as Markdown, for a reader that shows only the answer's text. */
export const clarifyMarkdown = ({ question, options }: Clarify) =>
  [question, "", ...options.map((option) => `- ${option.label}`)].join("\n");
