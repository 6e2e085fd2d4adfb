import { describe, expect, it } from "vitest";
import { securityDepositLawsuitExamples } from "../documents/examples/security-deposit-lawsuit";
import { smallClaimsStatementExamples } from "../documents/examples/small-claims-statement";
import { factsFromCase, withCaseFacts } from "./facts-from-case";

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
      details: { description: "Roof", amountInDispute: 4450.5, eventDate: "2026-03-03", evidence: "yes", writtenAgreement: "yes" },
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
      withCaseFacts({ description: "", evidence: "no", eventDate: null }, { description: "From case", evidence: "yes", eventDate: "2026-01-02" }),
    ).toEqual({ description: "From case", evidence: "no", eventDate: "2026-01-02" });
  });
});
