/**
 * What the translator knows about a paper: its kind and fields, what she must do by when (counted from
 * `receivedOn`, the day she was given it, when a deadline runs from that day), and the wizard that answers it.
 */
import type { FastifyBaseLogger } from "fastify";
import type { PaperActionJson, PaperJson, PaperKind, PaperNextStepJson } from "@shared/papers";
import { paperActions } from "./actions";
import { classifyPaper } from "./classify";
import { paperText, readFields } from "./fields";
import { EVICTION_MOTION, NEXT_STEPS, type NextStepRule } from "./next-steps";
import { normalizeForCues, saysAny } from "./normalize";
import { describeError } from "../http-errors";

export interface PaperReading {
  paper: PaperJson;
  actions: PaperActionJson[];
  nextStep: PaperNextStepJson | null;
}

/**
 * How much of a paper is read: its kind, caption, dates and amounts are on its first pages, and the work runs on the
 * request's thread, so a 60-page upload costs no more than a few pages.
 */
export const PAPER_READ_LIMIT = 40_000;

const EVICTION_WORDS = ["possession", "eviction", "desalojo", "landlord", "tenant"];

function nextStepOf(paper: PaperJson, normalized: string, receivedOn: string | null): PaperNextStepJson | null {
  let rule: NextStepRule | undefined = NEXT_STEPS[paper.kind];
  if (paper.kind === "motion_for_default" && saysAny(normalized, EVICTION_WORDS)) rule = EVICTION_MOTION;
  if (!rule) return null;
  const prefill: Record<string, string | number> = {};
  for (const [field, read] of Object.entries(rule.prefill)) {
    const value = read(paper, receivedOn);
    if (value !== null && value !== "") prefill[field] = value;
  }
  return { documentKind: rule.documentKind, workflow: rule.workflow, prefill };
}

/** The part of a paper that is read, and that part in the form cues are compared in. */
function readPart(fullText: string): { text: string; normalized: string } {
  const text = fullText.slice(0, PAPER_READ_LIMIT);
  return { text, normalized: normalizeForCues(text) };
}

/** The paper's kind, read as readPaper reads it (the translator's note for the paper is chosen by it too). */
export function paperKindOf(fullText: string): PaperKind {
  const { text, normalized } = readPart(fullText);
  return classifyPaper(normalized, text);
}

export function readPaper(fullText: string, receivedOn: string | null = null): PaperReading {
  const { text, normalized } = readPart(fullText);
  const kind = classifyPaper(normalized, text);
  const paper: PaperJson = { kind, ...readFields(paperText(text), kind) };
  return {
    paper,
    actions: paperActions(paper, normalized, receivedOn),
    nextStep: nextStepOf(paper, normalized, receivedOn),
  };
}

/** The reading added to the translator's answer: a paper that cannot be read leaves the translation as it was. */
export function paperAnswer(text: string, receivedOn: string | null, log: FastifyBaseLogger): Partial<PaperReading> {
  try {
    return readPaper(text, receivedOn);
  } catch (error) {
    log.warn({ error: describeError(error) }, "paper not read");
    return {};
  }
}
