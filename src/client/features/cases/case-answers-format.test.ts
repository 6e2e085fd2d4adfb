import { readFileSync } from "node:fs";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { smallClaimsStatement } from "@shared/documents/small-claims-statement";
import { caseAnswerLines, catalogAnswerWords, formatAnswer, humanizeKey, type Translate } from "./case-answers-format";

const kinds = JSON.parse(readFileSync(new URL("../../../../locales/en/kinds.json", import.meta.url), "utf8")) as Record<
  string,
  unknown
>;
const i18n = i18next.createInstance();
await i18n.init({
  lng: "en",
  resources: { en: { kinds } },
  ns: ["kinds"],
  defaultNS: "kinds",
  interpolation: { escapeValue: false },
});
const words = catalogAnswerWords(i18n.t as Translate, "en", { yes: "Yes", no: "No" });

describe("humanizeKey", () => {
  it("turns snake_case and camelCase keys into words", () => {
    expect(humanizeKey("plaintiff_name")).toBe("Plaintiff name");
    expect(humanizeKey("landlordAddress")).toBe("Landlord address");
    expect(humanizeKey("x")).toBe("X");
  });
});

describe("formatAnswer", () => {
  it("writes money, dates, lists and yes/no in plain words", () => {
    const claimAmount = { name: "claim_amount", type: "number", format: "money" } as const;
    expect(formatAnswer("claim_amount", 2500, words, { kind: smallClaimsStatement, field: claimAmount })).toBe("$2,500.00");
    expect(formatAnswer("deposit_amount", "1,200", words)).toBe("$1,200.00");
    expect(formatAnswer("days", 30, words)).toBe("30");
    expect(formatAnswer("damages_occurred", "2026-03-05", words)).toBe("March 5, 2026");
    expect(formatAnswer("notes", ["Photos", "A lease"], words)).toBe("Photos, A lease");
    expect(formatAnswer("agreed", true, words)).toBe("Yes");
    expect(formatAnswer("address", { street: "1 Main St", city: "Miami" }, words)).toBe("Street: 1 Main St; City: Miami");
  });

  it("gives nothing for empty answers", () => {
    expect(formatAnswer("a", null, words)).toBe("");
    expect(formatAnswer("a", "  ", words)).toBe("");
    expect(formatAnswer("a", [], words)).toBe("");
  });
});

describe("caseAnswerLines", () => {
  it("labels a small claims case's answers from the statement of claim, in the wizard's order, options in words", () => {
    const lines = caseAnswerLines(
      "small_claims",
      {
        county: "orange",
        extra_note: "Call after 5",
        attachments: ["photos", "lease"],
        plaintiff_name: "Maria Lopez",
        claim_amount: 2500,
        damages_occurred: "2026-03-05",
        plaintiff_phone: "",
      },
      words,
    );
    expect(lines).toEqual([
      { key: "plaintiff_name", label: "Your full name (the plaintiff)", value: "Maria Lopez" },
      { key: "claim_amount", label: "How much money are you asking for?", value: "$2,500.00" },
      { key: "damages_occurred", label: "When did this happen?", value: "March 5, 2026" },
      { key: "attachments", label: "Which papers will you attach?", value: "Photos, A lease" },
      { key: "county", label: "In which county will you file?", value: "Orange" },
      { key: "extra_note", label: "Extra note", value: "Call after 5" },
    ]);
  });

  it("falls back to humanised keys for answers no catalog kind of the type asks", () => {
    expect(caseAnswerLines("living_will", { agent_name: "Ana" }, words)).toEqual([
      { key: "agent_name", label: "Agent name", value: "Ana" },
    ]);
    expect(caseAnswerLines("living_will", {}, words)).toEqual([]);
  });
});
