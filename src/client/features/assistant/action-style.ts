/**
 * A full-width, left-aligned button or link under an answer (a clarifying question's option, a next step): its
 * words wrap on a narrow phone instead of being cut, and it is at least 44 px tall to tap.
 */
export const ANSWER_ACTION_CLASS =
  "flex min-h-11 w-full items-start gap-2 rounded-md px-3 py-2 text-left text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0";
