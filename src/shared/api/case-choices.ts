/**
 * Where a new paper goes (one case per dispute): her open cases of the paper's module, the likeliest first, each
 * with its papers and their answers, so a wizard can offer to join one, to replace a paper of the same kind with a
 * new version, and to start from the case's answers.
 */
import { z } from "zod";
import { CASE_STATUSES, CASE_TYPES } from "../case-enums";
import { defineEndpoint } from "./endpoint";

const casePaperSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  version: z.number().int(),
  templateData: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type CasePaperJson = z.infer<typeof casePaperSchema>;

const caseChoiceSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(CASE_TYPES),
  status: z.enum(CASE_STATUSES),
  caseNumber: z.string().nullable(),
  updatedAt: z.string(),
  /** Its papers, the oldest first. */
  papers: z.array(casePaperSchema),
});
export type CaseChoiceJson = z.infer<typeof caseChoiceSchema>;

export const listCaseChoices = defineEndpoint({
  method: "GET",
  path: "/api/case-choices/:kind",
  summary:
    "Her open cases a new paper of this kind could join (the same module), the most recently changed first, each " +
    "with its papers and their answers; 404 for a kind the catalog does not have.",
  signedIn: true,
  params: z.object({ kind: z.string().max(100) }),
  answer: z.array(caseChoiceSchema),
  notFound: "documentNotFound",
});
