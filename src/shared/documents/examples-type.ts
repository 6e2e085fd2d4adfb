import type { KindAnswers } from "./kind";

/** A kind's named example answers (at least one), as a person would type them, options by code. */
export type KindExamples<Kind> = Readonly<Record<string, KindAnswers<Kind>>>;
