import { describe, expect, it } from "vitest";
import { documentPaths } from "./document-paths";

describe("documentPaths", () => {
  it("puts each case's documents in a folder of its own, names taken twice numbered, and the rest in one folder", () => {
    const paths = documentPaths(
      [
        { id: "1", title: "Statement", caseId: "a", caseTitle: "Roof v. ABC" },
        { id: "2", title: "statement", caseId: "a", caseTitle: "Roof v. ABC" },
        { id: "3", title: "Statement", caseId: "b", caseTitle: "Roof v. ABC" },
        { id: "4", title: "Letter/draft: 1", caseId: null, caseTitle: null },
        { id: "5", title: "Notes", caseId: "c", caseTitle: "Not in a case" },
        { id: "6", title: "..", caseId: null, caseTitle: null },
      ],
      "Not in a case",
    );
    expect(Object.fromEntries(paths)).toEqual({
      "1": "documents/Roof v. ABC/Statement",
      "2": "documents/Roof v. ABC/statement (2)",
      "3": "documents/Roof v. ABC (2)/Statement",
      "4": "documents/Not in a case/Letter-draft- 1",
      "5": "documents/Not in a case (2)/Notes",
      "6": "documents/Not in a case/document",
    });
  });
});
