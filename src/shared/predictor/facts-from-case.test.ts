import { describe, expect, it } from "vitest";
import { debtAnswerExamples } from "../documents/examples/debt-answer";
import { evictionAnswerExamples } from "../documents/examples/eviction-answer";
import { securityDepositLawsuitExamples } from "../documents/examples/security-deposit-lawsuit";
import { LANDLORD_TENANT } from "../florida/law";
import { smallClaimsStatementExamples } from "../documents/examples/small-claims-statement";
import { factsFromCase, withCaseFacts } from "./facts-from-case";
import { predict } from "./predict";

describe("facts from a saved case", () => {
  it("reads a small claims case's wizard answers", () => {
    const start = factsFromCase({
      type: "small_claims",
      county: "Miami-Dade",
      description: "Roof",
      formData: { ...smallClaimsStatementExamples.roofRepair },
    });
    expect(start).toEqual({
      caseType: "small_claims",
      county: "Miami-Dade",
      details: {
        description: "Roof",
        amountInDispute: 4450.5,
        eventDate: "2026-03-03",
        evidence: "yes",
        writtenAgreement: "yes",
      },
    });
  });

  it("reads a deposit lawsuit's notice, demand and move-out day", () => {
    const { details, caseType } = factsFromCase({
      type: "security_deposit_lawsuit",
      county: null,
      description: "",
      formData: { ...securityDepositLawsuitExamples.depositKept },
    });
    expect(caseType).toBe("security_deposit");
    expect(details).toMatchObject({
      amountInDispute: 1500,
      eventDate: "2026-06-15",
      landlordNotice: "not_received",
      demandSent: "yes",
      writtenAgreement: "yes",
    });
  });

  it("leaves out what a case type or its answers do not tell", () => {
    expect(factsFromCase({ type: "living_will", county: "Nowhere", description: "", formData: { attachments: [] } })).toEqual({
      details: { description: "", evidence: "no" },
    });
  });

  it("lets the submitted details win and fills only what they leave out", () => {
    expect(
      withCaseFacts(
        { description: "", evidence: "no", eventDate: null },
        { description: "From case", evidence: "yes", eventDate: "2026-01-02" },
      ),
    ).toEqual({ description: "From case", evidence: "no", eventDate: "2026-01-02" });
  });

  it("H3: an eviction case fills the rent deposit answer and nothing that makes a small-claims timetable", () => {
    const start = factsFromCase({
      type: "landlord_tenant",
      county: "Orange",
      description: "",
      formData: { ...evictionAnswerExamples.roofLeakAndBrokenPlumbing },
    });
    expect(start.caseType).toBe("landlord_tenant");
    expect(start.details.rentDeposited).toBe("yes");
    const result = predict({ caseType: "landlord_tenant", details: start.details, today: "2026-08-05" });
    expect(result).toMatchObject({ durationRule: "eviction", estimatedDuration: LANDLORD_TENANT.evictionAnswerDays.value });
    const notDeposited = factsFromCase({
      type: "landlord_tenant",
      county: null,
      description: "",
      formData: { rent_deposit: "no" },
    });
    expect(notDeposited.details.rentDeposited).toBe("no");
    expect(
      factsFromCase({ type: "landlord_tenant", county: null, description: "", formData: { rent_deposit: "constructor" } })
        .details,
    ).toEqual({
      description: "",
    });
  });

  it("H4: a debt case says it is not a federal student loan only for a debt type that cannot be one", () => {
    const card = factsFromCase({
      type: "debt_defense",
      county: null,
      description: "",
      formData: { ...debtAnswerExamples.creditCardDebt },
    });
    expect(card.details.federalStudentLoan).toBe("no");
    for (const debtType of ["student_loan", "other"]) {
      const start = factsFromCase({ type: "debt_defense", county: null, description: "", formData: { debt_type: debtType } });
      expect(start.details.federalStudentLoan).toBeUndefined();
    }
  });
});
