import { describe, expect, it } from "vitest";
import { evictionAnswerExamples } from "../documents/examples/eviction-answer";
import { suggestedDeadlines } from "./clocks";
import type { DeadlineJson } from "./deadline-fields";
import { openDeadlinesOfPaper } from "./paper-deadlines";

const answers = evictionAnswerExamples.roofLeakAndBrokenPlumbing;
const paper = { kind: "eviction_answer", templateData: answers, caseId: "case-1" };
const [started] = suggestedDeadlines(paper.kind, answers);

/** A saved deadline as "Your paper is ready" adds it (computed-deadline.ts), with `changes`. */
const saved = (changes: Partial<DeadlineJson>): DeadlineJson => ({
  id: "d",
  title: "Answer the eviction",
  description: "",
  dueDate: started!.date,
  dueTime: null,
  reminderDate: null,
  type: started!.type,
  priority: started!.priority,
  location: "",
  notes: started!.citation,
  caseId: "case-1",
  status: "pending",
  completedAt: null,
  createdAt: "2026-08-04T12:00:00.000Z",
  updatedAt: "2026-08-04T12:00:00.000Z",
  ...changes,
});

describe("the open deadlines a paper started", () => {
  it("finds the eviction answer's deadline, in any language, until it is done", () => {
    expect(started).toBeDefined();
    const mine = saved({ id: "mine", title: "Responder al desalojo" });
    expect(openDeadlinesOfPaper(paper, [mine])).toEqual([mine]);
    expect(openDeadlinesOfPaper(paper, [saved({ status: "completed", completedAt: "2026-08-05T00:00:00.000Z" })])).toEqual([]);
  });

  it("leaves deadlines of another day, kind, law or case", () => {
    const others = [
      saved({ id: "day", dueDate: "2026-12-31" }),
      saved({ id: "kind", type: started!.type === "hearing" ? "filing" : "hearing" }),
      saved({ id: "law", notes: "" }),
      saved({ id: "case", caseId: "case-2" }),
      saved({ id: "none", caseId: null }),
    ];
    expect(openDeadlinesOfPaper(paper, others)).toEqual([]);
  });

  it("finds none for a paper that starts none", () => {
    expect(openDeadlinesOfPaper({ ...paper, kind: "living_will" }, [saved({})])).toEqual([]);
  });
});
