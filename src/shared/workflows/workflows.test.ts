import { describe, expect, it } from "vitest";
import { findKind } from "../documents/registry";
import { SMALL_CLAIMS } from "../florida/law";
import { WORKFLOW_EXAMPLES } from "./examples";
import { WORKFLOW_DEFINITIONS, findWorkflowDefinition } from "./registry";
import { smallClaimsWorkflowFee, workflowFilingFee } from "./workflow-fee";
import { draftSchema, finalSchema, toKindAnswers } from "./workflow-data";
import { isReviewStep } from "./workflow-definition";

const definition = (type: string) => findWorkflowDefinition(type)!;

describe("workflow definitions", () => {
  it("has the spec's three and at least two more, each ending in the review", () => {
    const types = WORKFLOW_DEFINITIONS.map((entry) => entry.type);
    expect(types.slice(0, 3)).toEqual(["small_claims", "eviction_notice", "demand_letter"]);
    expect(types.length).toBeGreaterThanOrEqual(5);
    for (const entry of WORKFLOW_DEFINITIONS) {
      expect(isReviewStep(entry.steps.at(-1)!), entry.type).toBe(true);
      expect(entry.steps.slice(0, -1).some(isReviewStep), entry.type).toBe(false);
    }
  });

  it("asks every field the spec names, with its limits", () => {
    const names = (type: string) => definition(type).fields.map((field) => field.name);
    expect(names("small_claims")).toEqual(
      expect.arrayContaining(
        "claimAmount caseType incidentDate county plaintiffName plaintiffAddress plaintiffPhone plaintiffEmail defendantName defendantAddress defendantPhone isBusinessDefendant caseDescription damageDetails attempts hasContract hasReceipts hasPhotos hasWitnesses evidenceDescription".split(
          " ",
        ),
      ),
    );
    expect(names("eviction_notice")).toEqual(
      expect.arrayContaining(
        "propertyAddress county unitNumber tenantNames leaseDate monthlyRent unpaidMonths totalOwed lateFees otherCharges".split(
          " ",
        ),
      ),
    );
    expect(names("demand_letter")).toEqual(
      "yourName yourAddress yourPhone yourEmail recipientName recipientAddress recipientType demandType amountOwed incidentDate description deadline acceptableResolution consequences".split(
        " ",
      ),
    );
    const field = (type: string, name: string) => definition(type).fields.find((entry) => entry.name === name);
    expect(field("small_claims", "claimAmount")).toMatchObject({
      type: "number",
      required: true,
      min: 1,
      max: SMALL_CLAIMS.limitDollars.value,
    });
    expect(field("small_claims", "caseDescription")).toMatchObject({ type: "textarea", required: true, minLength: 100 });
    expect(field("demand_letter", "description")).toMatchObject({ type: "textarea", required: true, minLength: 200 });
  });

  it("points every mapped field at a field of its kind", () => {
    for (const entry of WORKFLOW_DEFINITIONS) {
      const kind = findKind(entry.kind)!;
      const kindNames = kind.fields.map((field) => field.name);
      for (const [name, target] of Object.entries(entry.toKind)) {
        expect(
          entry.fields.map((field) => field.name),
          `${entry.type}.${name}`,
        ).toContain(name);
        expect(kindNames, `${entry.type}.${name}`).toContain(typeof target === "string" ? target : target.field);
      }
    }
  });

  it("turns each example into answers its kind accepts", () => {
    for (const entry of WORKFLOW_DEFINITIONS) {
      const example = WORKFLOW_EXAMPLES[entry.type]!;
      expect(finalSchema(entry).safeParse(example).error, entry.type).toBeUndefined();
      const result = findKind(entry.kind)!.schema.safeParse(toKindAnswers(entry, example));
      expect(result.error, entry.type).toBeUndefined();
    }
  });

  it("maps the small claims story into the statement's paragraphs and the proof into its attachments", () => {
    const answers = toKindAnswers(definition("small_claims"), WORKFLOW_EXAMPLES.small_claims!);
    expect(answers.attachments).toEqual(["contract", "receipts"]);
    expect(answers.claim_description).toContain("I called the shop three times");
    expect(toKindAnswers(definition("eviction_notice"), WORKFLOW_EXAMPLES.eviction_notice!)).toMatchObject({
      notice_type: "pay_rent",
      rent_amount: "1,500",
      property_address: "88 Palm Avenue, Tampa, FL 33602\nUnit 4",
    });
  });

  it("saves a half-done workflow but requires everything, and the minimum lengths, on generate", () => {
    const smallClaims = definition("small_claims");
    const partial = { claimAmount: "500", caseDescription: "Too short" };
    expect(draftSchema(smallClaims).safeParse(partial).success).toBe(true);
    const final = finalSchema(smallClaims).safeParse(partial);
    expect(final.error?.issues.map((issue) => issue.path[0])).toEqual(
      expect.arrayContaining(["plaintiffName", "caseDescription"]),
    );
    expect(draftSchema(smallClaims).safeParse({ claimAmount: "9000" }).success).toBe(false);
    expect(draftSchema(smallClaims).safeParse({ caseType: "divorce" }).success).toBe(false);
  });
});

describe("small claims workflow fee", () => {
  const fee = smallClaimsWorkflowFee("claimAmount");

  it("comes from the law module's tiers, with summons and sheriff service", () => {
    expect(fee.tiers).toBe(SMALL_CLAIMS.filingFeeTiers.value);
    expect(fee.fromDollars).toBe(Math.min(...SMALL_CLAIMS.filingFeeTiers.value.map((tier) => tier.feeDollars)));
    expect(fee.extras.map((extra) => [extra.code, extra.amountDollars])).toEqual([
      ["summons", SMALL_CLAIMS.summonsFeeDollars.value],
      ["sheriff_service", SMALL_CLAIMS.sheriffServiceFeeDollars.value],
    ]);
  });

  it.each(SMALL_CLAIMS.filingFeeTiers.value.map((tier) => [tier.upToDollars, tier.includesUpTo, tier.feeDollars] as const))(
    "charges the tier's fee for a claim at its top (%d, included: %s)",
    (upTo, included, feeDollars) => {
      const amount = included ? upTo : upTo - 0.01;
      expect(workflowFilingFee(fee, { claimAmount: String(amount) })).toBe(feeDollars);
    },
  );

  it("has no fee without a valid amount", () => {
    expect(workflowFilingFee(fee, {})).toBeUndefined();
    expect(workflowFilingFee(fee, { claimAmount: "9000" })).toBeUndefined();
  });
});
