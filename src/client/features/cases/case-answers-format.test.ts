import { describe, expect, it } from "vitest";
import { caseAnswerLines, formatAnswer, humanizeKey } from "./case-answers-format";

describe("humanizeKey", () => {
  it("turns snake_case and camelCase keys into words", () => {
    expect(humanizeKey("plaintiff_name")).toBe("Plaintiff name");
    expect(humanizeKey("landlordAddress")).toBe("Landlord address");
    expect(humanizeKey("x")).toBe("X");
  });
});

describe("formatAnswer", () => {
  it("writes money, dates, lists and yes/no in plain words", () => {
    expect(formatAnswer("claim_amount", 2500, { name: "claim_amount", label: "", type: "number", format: "money" })).toBe("$2,500.00");
    expect(formatAnswer("deposit_amount", "1,200")).toBe("$1,200.00");
    expect(formatAnswer("days", 30)).toBe("30");
    expect(formatAnswer("damages_occurred", "2026-03-05")).toBe("March 5, 2026");
    expect(formatAnswer("attachments", ["Photos", "A lease"])).toBe("Photos, A lease");
    expect(formatAnswer("agreed", true)).toBe("Yes");
    expect(formatAnswer("address", { street: "1 Main St", city: "Miami" })).toBe("Street: 1 Main St; City: Miami");
  });

  it("gives nothing for empty answers", () => {
    expect(formatAnswer("a", null)).toBe("");
    expect(formatAnswer("a", "  ")).toBe("");
    expect(formatAnswer("a", [])).toBe("");
  });
});

describe("caseAnswerLines", () => {
  it("labels a small claims case's answers from the statement of claim, in the wizard's order", () => {
    const lines = caseAnswerLines("small_claims", {
      county: "Orange",
      extra_note: "Call after 5",
      plaintiff_name: "Maria Lopez",
      claim_amount: 2500,
      damages_occurred: "2026-03-05",
      plaintiff_phone: "",
    });
    expect(lines).toEqual([
      { key: "plaintiff_name", label: "Your full name (the plaintiff)", value: "Maria Lopez" },
      { key: "claim_amount", label: "How much money are you asking for?", value: "$2,500.00" },
      { key: "damages_occurred", label: "When did this happen?", value: "March 5, 2026" },
      { key: "county", label: "In which county will you file?", value: "Orange" },
      { key: "extra_note", label: "Extra note", value: "Call after 5" },
    ]);
  });

  it("falls back to humanised keys for a type no catalog kind describes", () => {
    expect(caseAnswerLines("living_will", { agent_name: "Ana" })).toEqual([{ key: "agent_name", label: "Agent name", value: "Ana" }]);
    expect(caseAnswerLines("living_will", {})).toEqual([]);
  });
});
