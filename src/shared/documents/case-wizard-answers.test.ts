import { describe, expect, it } from "vitest";
import { caseWizardAnswers } from "./case-wizard-answers";

const item = { id: "case-1", type: "small_claims", formData: {} };
const document = (kind: string, createdAt: string, templateData: Record<string, unknown>, caseId: string | null = "case-1") => ({
  caseId,
  kind,
  templateData,
  createdAt,
});

describe("caseWizardAnswers", () => {
  it("reads the answers of the case's first document of a kind of its type", () => {
    const documents = [
      document("small_claims_answer", "2026-03-02T00:00:00.000Z", { case_number: "later" }),
      document("small_claims_statement", "2026-03-01T00:00:00.000Z", { claim_amount: 2500 }),
      document("small_claims_statement", "2026-02-01T00:00:00.000Z", { claim_amount: 1 }, "case-2"),
      document("template_letter", "2026-01-01T00:00:00.000Z", { text: "Dear landlord" }),
    ];
    expect(caseWizardAnswers(item, documents)).toEqual({ claim_amount: 2500 });
  });

  it("keeps the formData an older case holds", () => {
    const older = { ...item, formData: { claim_amount: 900 } };
    expect(
      caseWizardAnswers(older, [document("small_claims_statement", "2026-03-01T00:00:00.000Z", { claim_amount: 2500 })]),
    ).toEqual({
      claim_amount: 900,
    });
  });

  it("is empty for a case without answers", () => {
    expect(caseWizardAnswers(item, [])).toEqual({});
  });
});
