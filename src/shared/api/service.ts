/** The service's own endpoints: is it up, her dashboard's figures, and (in development) this API's description. */
import { z } from "zod";
import { defineEndpoint } from "./endpoint";

export const health = defineEndpoint({
  method: "GET",
  path: "/api/health",
  summary: "Whether the server and its database answer (503 when the database does not).",
  signedIn: false,
  answer: z.object({ status: z.literal("ok"), database: z.literal("ok") }),
});

export const statsJsonSchema = z.object({
  activeCases: z.number().int(),
  documentsCreated: z.number().int(),
  aiConsultations: z.number().int(),
  timeSavedHours: z.number(),
});
export type Stats = z.infer<typeof statsJsonSchema>;

export const getStats = defineEndpoint({
  method: "GET",
  path: "/api/stats",
  summary: "Her dashboard's figures: active cases, documents made, questions asked, hours saved.",
  signedIn: true,
  answer: statsJsonSchema,
});

export const apiDescription = defineEndpoint({
  method: "GET",
  path: "/api/openapi.json",
  summary: "This API as OpenAPI 3.1 (development only).",
  signedIn: false,
  answer: z.record(z.string(), z.unknown()),
});
