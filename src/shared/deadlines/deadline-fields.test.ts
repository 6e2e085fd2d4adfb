import { describe, expect, it } from "vitest";
import { englishMessage } from "../documents/test-support/english-messages";
import { DEADLINE_MESSAGE_KEYS, deadlineInputSchema, deadlineMessage } from "./deadline-fields";

const valid = { title: "File my answer", dueDate: "2026-03-24" };

/** Field -> English messages, as the API's 400 answers write them. */
function errors(input: unknown): Record<string, string[]> {
  const result = deadlineInputSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join(".") || "_"] ??= []).push(englishMessage(issue.message));
  return out;
}

describe("deadlineInputSchema", () => {
  it("trims, fills the spec's defaults and turns blanks into none", () => {
    expect(
      deadlineInputSchema.parse({
        ...valid,
        title: "  File my answer ",
        dueTime: "",
        reminderDate: "",
        caseId: "",
        location: null,
      }),
    ).toEqual({
      title: "File my answer",
      description: "",
      dueDate: "2026-03-24",
      dueTime: null,
      reminderDate: null,
      type: "filing",
      priority: "medium",
      location: "",
      notes: "",
      caseId: null,
    });
  });

  it("keeps everything a full body gives", () => {
    const full = {
      ...valid,
      description: "Answer the complaint",
      dueTime: "09:30",
      reminderDate: "2026-03-24",
      type: "hearing",
      priority: "critical",
      location: "Orange County Courthouse",
      notes: "Bring the lease",
      caseId: "0b7c0f3e-4a5d-4c8e-9f61-2d3b4c5d6e7f",
    };
    expect(deadlineInputSchema.parse(full)).toEqual(full);
  });

  it.each([
    [{ dueDate: "2026-03-24" }, "title", "Please provide a title"],
    [{ ...valid, title: "   " }, "title", "Please provide a title"],
    [{ ...valid, title: "x".repeat(201) }, "title", "Please use at most 200 characters"],
    [{ title: "x" }, "dueDate", "Please provide a due date"],
    [{ ...valid, dueDate: "" }, "dueDate", "Please provide a due date"],
    [{ ...valid, dueDate: "2026-02-30" }, "dueDate", "Please provide a due date"],
    [{ ...valid, dueDate: "03/24/2026" }, "dueDate", "Please provide a due date"],
    [{ ...valid, dueDate: "2201-01-01" }, "dueDate", "Please enter a date from 1900-01-01 to 2100-12-31"],
    [{ ...valid, dueTime: "24:00" }, "dueTime", "Please enter a time like 14:30"],
    [{ ...valid, dueTime: "9:30" }, "dueTime", "Please enter a time like 14:30"],
    [{ ...valid, reminderDate: "2026-13-01" }, "reminderDate", "Please enter a real date for the reminder"],
    [{ ...valid, reminderDate: "2026-03-25" }, "reminderDate", "The reminder must be on or before the due date"],
    [{ ...valid, type: "appeal" }, "type", "Please choose a deadline type"],
    [{ ...valid, priority: "urgent" }, "priority", "Please choose a priority"],
    [{ ...valid, caseId: "case-1" }, "caseId", "Please choose one of your cases"],
    [{ ...valid, notes: "a\u0000b" }, "notes", "This text contains a hidden control character. Please retype it."],
    [{ ...valid, location: "x".repeat(301) }, "location", "Please use at most 300 characters"],
  ])("%o: %s says %s", (input, field, message) => {
    expect(errors(input)[field]).toEqual([message]);
  });

  it("refuses a body that is not an object", () => {
    expect(errors("deadline")._).toEqual(["Please send the deadline as a JSON object"]);
  });

  it("has every message in the catalog", () => {
    for (const key of DEADLINE_MESSAGE_KEYS) expect(englishMessage(deadlineMessage(key, { max: 1 }))).not.toMatch(/^validation:/);
  });
});
