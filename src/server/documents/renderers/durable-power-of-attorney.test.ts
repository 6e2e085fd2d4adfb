import { beforeAll, describe, expect, it } from "vitest";
import { expectInOrder, expectPagesNumbered } from "@server/test-support/pdf-expect";
import { splitAtInstructions as split } from "@server/test-support/pdf-pages";
import type { PdfContents } from "@server/test-support/pdf-text";
import { pdfRenderer } from "@server/test-support/render-pdf";
import { SAMPLE_ANSWERS } from "../sample-answers";

const answers = SAMPLE_ANSWERS.durable_power_of_attorney;
const render = pdfRenderer("durable_power_of_attorney", "Durable POA - Whitfield");

let pdf: PdfContents;
beforeAll(async () => {
  pdf = await render(answers);
});

describe("durable power of attorney PDF", () => {
  it("holds every answer, in the order they were entered", () => {
    expectInOrder(split(pdf).paper, [
      "DURABLE POWER OF ATTORNEY",
      "I, Eleanor Ruth Whitfield, born on May 17, 1948, of 2150 Coral Way, Apt 3B, Miami, FL 33145",
      "Daniel Whitfield, of 88 Ponce de Leon Blvd, Coral Gables, FL 33134, telephone (305) 555-0188",
      "Grace Whitfield-Ortiz, of 412 Hibiscus Lane, Orlando, FL 32801",
      "(a) Real estate: buy, sell, lease, mortgage",
      "(b) Banking and finances:",
      "(c) Taxes:",
      "(d) Government benefits:",
      "Make a gift, subject to subsection (4) of that section",
      "Create or change a beneficiary designation",
      "effective immediately",
      "compensation of $250.00 per month",
      "STATE OF FLORIDA COUNTY OF",
    ]);
    expect(split(pdf).paper).not.toContain("Business:");
  });

  it("M10: the durable power of attorney leaves the notary's county blank unless she names where she will sign", async () => {
    expect(split(pdf).paper).toContain("Notary acknowledgment STATE OF FLORIDA COUNTY OF The foregoing instrument");
    expect(split(pdf).paper).not.toContain("MIAMI-DADE");
    const named = await render({ ...answers, signing_county: "Broward" });
    expect(split(named).paper).toContain("STATE OF FLORIDA COUNTY OF BROWARD");
  });

  it("M9: for delayed use, keeps the original and every copy and gives the agent no copy until help is wanted (§ 709.2106)", () => {
    expectInOrder(split(pdf).instructions, [
      "If you want your agent to act only later, keep the signed original and every copy yourself, and give your " +
        "agent no copy until you want help. A copy works the same as the original (Fla. Stat. § 709.2106), so an " +
        "agent who holds one can act at once.",
      "Give a copy to your agent when you want them to act for you.",
    ]);
    expect(split(pdf).instructions).not.toContain("keep the signed original yourself until it is needed");
  });

  it("is never springing (its § 709.2104 durability words: approved/)", () => {
    expect(split(pdf).paper).not.toMatch(/springing|upon my incapacity/i);
  });

  it("puts an initial line next to each § 709.2202(1) power granted, and only those", () => {
    const paper = split(pdf).paper;
    expectInOrder(paper, [
      "(initials) Make a gift, subject to subsection (4) of that section",
      "(initials) Create or change a beneficiary designation",
      "My agent has none of the other powers listed in that section.",
    ]);
    expect(paper.match(/\(initials\)/g)).toHaveLength(2);
    expect(paper).not.toContain("inter vivos trust");
  });

  it("ends with the principal's signature, two witnesses and the § 695.25 notary acknowledgment, in that order", () => {
    expectInOrder(split(pdf).paper, [
      "Signature I, Eleanor Ruth Whitfield, sign",
      "Signature of principal Date: Printed name: Eleanor Ruth Whitfield Address: 2150 Coral Way, Apt 3B, Miami, FL 33145",
      "Witnesses",
      "declare that Eleanor Ruth Whitfield signed",
      "Signature of witness 1 Printed name: Address: Date:",
      "Signature of witness 2 Printed name: Address: Date:",
      "Notary acknowledgment STATE OF FLORIDA COUNTY OF The foregoing instrument",
      "by Eleanor Ruth Whitfield.",
      "Signature of Notary Public - State of Florida",
      "Print, Type, or Stamp Commissioned Name of Notary Public",
      "Personally Known ______ OR Produced Identification ______",
      "Type of Identification Produced",
    ]);
  });

  it("numbers the pages to sign, and the instruction pages apart", () => {
    const { count } = split(pdf);
    expectPagesNumbered(pdf.pages.slice(0, count), count);
    expect(pdf.pages.at(-1)).toMatch(/Instructions, page \d of \d\. Keep this page; do not file it\.$/);
  });

  it("ends with plain-English instructions: signing together, best-practice witnesses, duties, revoking, keeping it", () => {
    expectInOrder(split(pdf).instructions, [
      "How to sign and use this document",
      "Ask Daniel Whitfield if they agree to be your agent.",
      "Find 2 adult witnesses and a notary public (Fla. Stat. § 709.2105(2)).",
      "special powers: Make a gift, subject to subsection (4); Create or change a beneficiary designation.",
      "is not valid if signed on or after October 1, 2011",
      "keep the signed original and every copy yourself, and give your agent no copy until you want help.",
      "Designation of Health Care Surrogate",
      "(Fla. Stat. § 709.2113)",
      "(Fla. Stat. § 709.2114)",
      "Pay: Daniel Whitfield is entitled to compensation of $250.00 per month",
      '"Eleanor Ruth Whitfield, by Daniel Whitfield, as agent"',
      "(Fla. Stat. § 709.2110)",
      "Keep the signed original in a safe place at home",
      "record the power of attorney with the Clerk of Court",
    ]);
  });

  it("without special powers, a backup agent or pay: no initial lines, and says so", async () => {
    const bare = await render({
      ...answers,
      special_powers: [],
      successor_agent: "",
      successor_address: "",
      compensation: "No compensation",
      signing_county: "",
    });
    const { paper, instructions } = split(bare);
    expect(paper).not.toContain("(initials)");
    expect(paper).not.toContain("Successor agent");
    expect(paper).toContain(
      "I do not give my agent any power listed in section 709.2202(1), Florida Statutes, such as making gifts, creating or changing a trust",
    );
    expect(paper).toContain(
      "My agent will serve without pay, but is entitled to be reimbursed for reasonable expenses paid on my behalf.",
    );
    expect(paper).toContain("My agent is 18 years of age or older");
    expect(paper).toContain("STATE OF FLORIDA COUNTY OF The foregoing instrument");
    expect(instructions).not.toContain("special powers");
  });

  it("pays only a qualified agent (§ 709.2112(3)-(4)), whatever pay was chosen", async () => {
    expect(split(pdf).paper).toContain(
      "My agent is entitled to compensation of $250.00 per month for acting as my agent, and to be reimbursed for " +
        "reasonable expenses paid on my behalf. My agent is a qualified agent as defined in section 709.2112(4), " +
        "Florida Statutes. An agent who is not a qualified agent will serve without compensation (section " +
        "709.2112(3), Florida Statutes)",
    );
    for (const answer of ["No", "I am not sure"]) {
      const unpaid = await render({ ...answers, agent_qualified: answer, compensation: "Reasonable compensation" });
      const { paper, instructions } = split(unpaid);
      expect(paper, answer).toContain(
        "My agent will serve without pay, but is entitled to be reimbursed for reasonable expenses",
      );
      expect(unpaid.text, answer).not.toMatch(/entitled to (reasonable )?compensation/);
      expectInOrder(instructions, [
        "Pay: Daniel Whitfield will serve without pay, but is entitled to be paid back for reasonable expenses.",
        'Only a "qualified agent" may be paid for the work, whatever the power of attorney says. (Fla. Stat. § 709.2112(3))',
        "A qualified agent is your spouse;",
        "(Fla. Stat. § 709.2112(4))",
      ]);
    }
  });

  it("writes reasonable compensation, and a blank successor address to fill in", async () => {
    const other = await render({ ...answers, compensation: "Reasonable compensation", successor_address: "" });
    expect(other.text).toContain("My agent is entitled to reasonable compensation for acting as my agent");
    expect(other.text).toContain("I appoint Grace Whitfield-Ortiz, of ______________, as my successor agent");
  });
});
