/** A person with something in every tool, made through the API as she would make it (account export and deletion tests). */
import { expect } from "vitest";
import { findWorkflowDefinition } from "@shared/workflows/registry";
import { SAMPLE_ANSWERS } from "../documents/sample-answers";
import type { SignedIn } from "./test-app";

async function created(as: SignedIn, url: string, payload: Record<string, unknown>): Promise<{ id: string }> {
  const response = await as.request({ method: "POST", url, payload });
  expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

export interface SeededAccount {
  caseIds: string[];
  documentIds: string[];
}

/**
 * Two cases with one title (`label` in both), three documents in the first (two with one title), one in no case;
 * two deadlines (one two months ahead, with reminders waiting), reminder settings, a half-finished wizard, a calendar feed, a template, a money finder item, a workflow, a prediction, a translation and a
 * conversation with the assistant.
 */
export async function seedAccount(as: SignedIn, label: string): Promise<SeededAccount> {
  const first = await created(as, "/api/cases", { title: `${label} v. ABC`, type: "small_claims" });
  const second = await created(as, "/api/cases", { title: `${label} v. ABC`, type: "small_claims" });
  const document = (title: string, caseId?: string) =>
    created(as, "/api/documents", {
      title,
      type: "small_claims",
      templateData: SAMPLE_ANSWERS.small_claims_statement,
      ...(caseId ? { caseId } : {}),
    });
  const documents = [
    await document(`${label} statement`, first.id),
    await document(`${label} statement`, first.id),
    await document(`${label} second claim`, second.id),
    await document(`${label} loose paper`),
  ];
  await created(as, "/api/deadlines", { title: `${label} hearing`, dueDate: "2026-12-01", caseId: first.id });
  await created(as, "/api/deadlines/calendar-feed", {});
  // Her reminder settings, and a deadline far enough ahead to have reminders waiting whatever today is.
  const settings = await as.request({
    method: "PUT",
    url: "/api/reminder-settings",
    payload: { enabled: true, byEmail: false, schedule: ["week", "twoDays", "morning"], quietStart: "21:00", quietEnd: "08:00" },
  });
  expect(settings.statusCode, settings.body).toBe(200);
  await created(as, "/api/deadlines", {
    title: `${label} reminder`,
    dueDate: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
  });
  // A wizard she started and has not finished.
  const draft = await as.request({
    method: "PUT",
    url: "/api/drafts/small_claims_statement",
    payload: { step: 1, answers: { plaintiff_name: `${label} Maria` }, version: 0 },
  });
  expect(draft.statusCode, draft.body).toBe(200);
  await created(as, "/api/user-templates", {
    name: `${label} letter`,
    type: "notice",
    category: "general",
    template: "Dear {{name}}",
  });
  await created(as, "/api/money-recovery", { type: "insurance", source: `${label} insurer`, amount: "12.50" });
  const workflow = findWorkflowDefinition("small_claims")!;
  await created(as, "/api/workflows", {
    workflowType: "small_claims",
    title: `${label} workflow`,
    description: "",
    totalSteps: workflow.steps.length,
    currentStep: 0,
    data: {},
    completedSteps: [],
  });
  await created(as, "/api/predictions", {
    caseType: "small_claims",
    county: "Orange",
    caseId: first.id,
    caseDetails: { description: `${label} unpaid loan`, evidence: "yes" },
  });
  await created(as, "/api/translate", { content: `${label}: the tenant shall pay rent on the first day of each month.` });
  await created(as, "/api/ai/ask", { question: `${label} asks: how long does my landlord have to return my security deposit?` });
  return { caseIds: [first.id, second.id], documentIds: documents.map((entry) => entry.id) };
}
