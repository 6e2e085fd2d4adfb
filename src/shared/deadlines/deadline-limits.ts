/**
 * A deadline's kinds, priorities, defaults and text limits, without its schemas (deadline-fields.ts): a page that
 * only needs a limit or a default does not load zod with them.
 */
export const DEADLINE_TYPES = ["filing", "hearing", "response", "discovery", "other"] as const;
export type DeadlineType = (typeof DEADLINE_TYPES)[number];

export const DEADLINE_PRIORITIES = ["low", "medium", "high", "critical"] as const;
export type DeadlinePriority = (typeof DEADLINE_PRIORITIES)[number];

export const DEADLINE_STATUSES = ["pending", "completed"] as const;
export type DeadlineStatus = (typeof DEADLINE_STATUSES)[number];

/** The spec's defaults for a new deadline: type filing, priority medium, no reminder (due date: today). */
export const DEADLINE_DEFAULTS = { type: "filing", priority: "medium" } as const satisfies {
  type: DeadlineType;
  priority: DeadlinePriority;
};

export const DEADLINE_LIMITS = {
  title: 200,
  description: 5000,
  location: 300,
  notes: 5000,
} as const;
