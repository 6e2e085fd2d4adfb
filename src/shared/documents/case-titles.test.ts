import { describe, expect, it } from "vitest";
import { CASE_TITLE_MAX_LENGTH } from "../case-schemas";
import { CASE_TITLE_RULES, caseTitleMessage, fitCaseTitle } from "./case-titles";
import { loadCatalogs } from "../i18n/test-support/source-files";
import { DOCUMENT_KINDS } from "./registry";

const english = loadCatalogs("en");

describe("case titles", () => {
  it("has a rule for every kind whose wizard makes a case, and only for those", () => {
    const makesCase = DOCUMENT_KINDS.filter((kind) => kind.caseType)
      .map((kind) => kind.kind)
      .sort();
    expect(Object.keys(CASE_TITLE_RULES).sort()).toEqual(makesCase);
  });

  it("fills each pattern with required, always-asked answers of the kind, and each pattern is in the catalog", () => {
    for (const [kindId, rule] of Object.entries(CASE_TITLE_RULES)) {
      const kind = DOCUMENT_KINDS.find((entry) => entry.kind === kindId)!;
      for (const [slot, name] of Object.entries(rule.fields)) {
        const field = kind.fields.find((entry) => entry.name === name);
        expect(field, `${kindId}.${name}`).toMatchObject({ required: true });
        expect(field && "when" in field && field.when, `${kindId}.${name} is conditional`).toBeFalsy();
        expect(english.get(`wizard:caseTitles.${rule.pattern}`), `caseTitles.${rule.pattern}`).toContain(`{{${slot}}}`);
      }
    }
  });

  it("names the parties, or the person, from the answers", () => {
    expect(
      caseTitleMessage("small_claims_statement", {
        plaintiff_name: " Maria  Alvarez",
        defendant_name: "Gulfstream Property Group LLC",
      }),
    ).toEqual({
      key: "wizard:caseTitles.parties",
      values: { plaintiff: "Maria Alvarez", defendant: "Gulfstream Property Group LLC" },
    });
    expect(caseTitleMessage("health_care_surrogate", { designator_name: "Maria Alvarez" })).toEqual({
      key: "wizard:caseTitles.surrogateDesignation",
      values: { name: "Maria Alvarez" },
    });
  });

  it("has no message when an answer is missing or the kind makes no case", () => {
    expect(caseTitleMessage("living_will", { declarant_name: "   " })).toBeUndefined();
    expect(caseTitleMessage("landlord_notice", { landlord_name: "A", tenant_name: "B" })).toBeUndefined();
  });

  it("cuts a long title at a word, within the limit", () => {
    const long = `${"Gulfstream Property ".repeat(20)}Group`;
    const fitted = fitCaseTitle(long);
    expect(fitted.length).toBeLessThanOrEqual(CASE_TITLE_MAX_LENGTH);
    const kept = fitted.slice(0, -1);
    expect(fitted.endsWith("…") && long.startsWith(kept) && long[kept.length] === " ").toBe(true);
    expect(fitCaseTitle("Short title")).toBe("Short title");
  });
});
