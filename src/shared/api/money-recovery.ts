/** The money finder's API: her records of money owed to her, the (simulated) search, and each record's claim status. */
import { z } from "zod";
import {
  moneyOwnItemSchema,
  moneyRecoveryJsonSchema,
  moneySearchSchema,
  moneyStatusSchema,
} from "../money-finder/money-recovery";
import { idParams, pageQuery } from "./common";
import { defineEndpoint } from "./endpoint";

/** Both lists: every record, and the ones still being worked on. */
const MONEY_VIEWS = ["/api/money-recovery", "/api/money-recovery/active"] as const;

export const listMoneyRecoveries = defineEndpoint({
  method: "GET",
  path: "/api/money-recovery",
  summary: "Her money-finder records, oldest first.",
  signedIn: true,
  query: pageQuery,
  answer: z.array(moneyRecoveryJsonSchema),
});

export const listActiveMoneyRecoveries = defineEndpoint({
  method: "GET",
  path: "/api/money-recovery/active",
  summary: "Her records still found or being claimed, oldest first.",
  signedIn: true,
  answer: z.array(moneyRecoveryJsonSchema),
});

export const searchMoneyRecovery = defineEndpoint({
  method: "POST",
  path: "/api/money-recovery/search",
  summary: "A search that finds simulated examples, labelled as such; the same search finds the same records again.",
  signedIn: true,
  body: moneySearchSchema,
  answer: z.array(moneyRecoveryJsonSchema),
  refreshes: MONEY_VIEWS,
});

export const addMoneyRecovery = defineEndpoint({
  method: "POST",
  path: "/api/money-recovery",
  summary: "Tracks money she found herself (409 past the number one person may keep).",
  signedIn: true,
  body: moneyOwnItemSchema,
  status: 201,
  answer: moneyRecoveryJsonSchema,
  refreshes: MONEY_VIEWS,
});

export const setMoneyRecoveryStatus = defineEndpoint({
  method: "PUT",
  path: "/api/money-recovery/:id",
  summary: "Moves a record found → claiming → recovered, or to failed (409 for any other change).",
  signedIn: true,
  params: idParams,
  body: moneyStatusSchema,
  answer: moneyRecoveryJsonSchema,
  notFound: "moneyRecoveryNotFound",
  refreshes: MONEY_VIEWS,
});
