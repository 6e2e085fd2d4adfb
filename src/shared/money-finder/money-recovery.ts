/**
 * The money finder's records (the record, its status, its validation rules and limits): the search body of
 * POST /api/money-recovery/search, a person's own item for POST /api/money-recovery, the status change of
 * PUT /api/money-recovery/{id}, and the record the API answers with.
 * Amounts are exact: a string of dollars and cents, counted in whole cents (money-cents.ts).
 */
import { z } from "zod";
import { safeText } from "../safe-text";
import { isoDateSchema } from "../date-schema";
import { parseAmountCents } from "./money-cents";
import { MONEY_MESSAGES, MONEY_SEARCH_TYPES, MONEY_STATUSES, MONEY_TYPES, type MoneyStatus } from "./money-options";

export * from "./money-options";

/** found → claiming (Start Claim) → recovered (Mark as Recovered); a claim that went nowhere is failed. */
export const MONEY_STATUS_NEXT: Readonly<Record<MoneyStatus, readonly MoneyStatus[]>> = {
  found: ["claiming", "failed"],
  claiming: ["recovered", "failed"],
  recovered: [],
  failed: [],
};

export const canMoveTo = (from: MoneyStatus, to: MoneyStatus): boolean => from === to || MONEY_STATUS_NEXT[from].includes(to);

export const MONEY_LIMITS = { name: 100, city: 100, source: 200, description: 2000 } as const;

const optionalText = (max: number) =>
  safeText({ error: MONEY_MESSAGES.text }).trim().max(max, { error: MONEY_MESSAGES.tooLong }).optional().default("");

const requiredName = safeText({ error: MONEY_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: MONEY_MESSAGES.nameRequired })
  .max(MONEY_LIMITS.name, { error: MONEY_MESSAGES.tooLong });

export const moneySearchInfoSchema = z.object({
  firstName: requiredName,
  lastName: requiredName,
  middleName: optionalText(MONEY_LIMITS.name),
  businessName: optionalText(MONEY_LIMITS.name),
  city: optionalText(MONEY_LIMITS.city),
  zipCode: optionalText(10).refine((zip) => zip === "" || /^\d{5}(?:-\d{4})?$/.test(zip), { error: MONEY_MESSAGES.zip }),
});
export type MoneySearchInfo = z.output<typeof moneySearchInfoSchema>;

export const moneySearchSchema = z.object({
  searchType: z.enum(MONEY_SEARCH_TYPES).optional().default("all"),
  searchInfo: moneySearchInfoSchema,
});

/** An item a person found herself (on FLTreasureHunt.gov, say) and wants to track. */
export const moneyOwnItemSchema = z.object({
  type: z.enum(MONEY_TYPES, { error: MONEY_MESSAGES.required }),
  source: safeText({ error: MONEY_MESSAGES.text })
    .trim()
    .min(1, { error: MONEY_MESSAGES.required })
    .max(MONEY_LIMITS.source, { error: MONEY_MESSAGES.tooLong }),
  description: optionalText(MONEY_LIMITS.description),
  amount: z
    .string({ error: MONEY_MESSAGES.amount })
    .refine((text) => parseAmountCents(text) !== undefined, { error: MONEY_MESSAGES.amount }),
  deadline: z
    .union([z.literal(""), isoDateSchema(MONEY_MESSAGES.date)], { error: MONEY_MESSAGES.date })
    .nullable()
    .optional()
    .transform((text) => (text ? text : null)),
});

export const moneyStatusSchema = z.object({ status: z.enum(MONEY_STATUSES) });

export const moneyRecoveryJsonSchema = z.object({
  id: z.string(),
  type: z.enum(MONEY_TYPES),
  source: z.string(),
  description: z.string(),
  /** Dollars and cents, exact: "1234.50". */
  amount: z.string(),
  status: z.enum(MONEY_STATUSES),
  /** A Florida date, or null: most of this money waits with no deadline. */
  deadline: z.string().nullable(),
  /** True for the simulated search results (spec): shown with an "Example" label everywhere. */
  isExample: z.boolean(),
  /** How to claim this kind of money, step by step, and where (content/en/money-finder/<type>.md). */
  instructions: z.array(z.string()),
  requiredDocuments: z.array(z.string()),
  officialName: z.string(),
  officialUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MoneyRecoveryJson = z.infer<typeof moneyRecoveryJsonSchema>;
