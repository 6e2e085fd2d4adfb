import { beforeAll, describe, expect, it } from "vitest";
import type { TIME_LIMITS } from "@shared/documents/limited-power-of-attorney";
import { expectInOrder, expectPagesNumbered } from "@server/test-support/pdf-expect";
import { splitAtInstructions as split } from "@server/test-support/pdf-pages";
import type { PdfContents } from "@server/test-support/pdf-text";
import { pdfRenderer } from "@server/test-support/render-pdf";
import { SAMPLE_ANSWERS } from "../sample-answers";
import { limitedTerm } from "./limited-power-of-attorney";

const answers = SAMPLE_ANSWERS.limited_power_of_attorney;
const render = pdfRenderer("limited_power_of_attorney", "Limited POA - Herrera");

let pdf: PdfContents;
beforeAll(async () => {
  pdf = await render(answers);
});

describe("limited power of attorney PDF", () => {
  it("holds every answer, in the order they were entered", () => {
    expectInOrder(split(pdf).paper, [
      "LIMITED POWER OF ATTORNEY",
      "I, Tomás Herrera, of 77 Bayview Drive, Pensacola, FL 32501",
      "Lucia Herrera, of 15 Magnolia Street, Tallahassee, FL 32301",
      "Sell my 2015 Honda Civic, VIN 1HGCM82633A004352, for at least $9,000, and sign the title and bill of sale.",
      "(a) Sell the vehicle, vessel or mobile home described above; sign its certificate of title",
      "(b) Sign and file the documents described above.",
      "October 9, 2026, 60 days after August 10, 2026",
      "This power of attorney is not durable.",
    ]);
  });

  it("is signed by the principal before two witnesses and a notary (§ 709.2105(2)), in that order", () => {
    expectInOrder(split(pdf).paper, [
      "Signature of principal",
      "Printed name: Tomás Herrera Address: 77 Bayview Drive, Pensacola, FL 32501",
      "Signature of witness 1 Printed name: Address: Date:",
      "Signature of witness 2 Printed name: Address: Date:",
      "STATE OF FLORIDA COUNTY OF",
      "by means of [ ] physical presence or [ ] online notarization",
      "by Tomás Herrera.",
      "Personally Known ______ OR Produced Identification ______",
    ]);
    const { count } = split(pdf);
    expectPagesNumbered(pdf.pages.slice(0, count), count);
  });

  it("tells when to sign for the end date to be right, and what the agent must do", () => {
    expectInOrder(split(pdf).instructions, [
      "How to sign and use this document",
      "Sign it on August 10, 2026. It ends on October 9, 2026, 60 days after that day (Fla. Stat. § 709.2109(1)(e)).",
      "change the signing day in the app and download it again",
      'You chose "not durable".',
      "(Fla. Stat. § 709.2109(1)(b))",
      "(Fla. Stat. § 709.2114)",
      "(Fla. Stat. § 709.2112(1))",
      'Only a "qualified agent" may be paid for the work, whatever the power of attorney says. (Fla. Stat. § 709.2112(3))',
      "(Fla. Stat. § 709.2112(4))",
      "Selling a vehicle, boat or mobile home",
      "Florida's own power of attorney form, HSMV 82053",
      "(Fla. Stat. § 319.225; form HSMV 82053)",
      "(Fla. Stat. § 709.2110)",
    ]);
  });

  it("names the vehicle title form (HSMV 82053) only when selling a vehicle, and the record note only for property", async () => {
    expect(split(pdf).instructions).not.toContain("record the power of attorney with the Clerk of Court");
    const house = await render({ ...answers, limited_powers: ["Sell specific property"] });
    expect(split(house).instructions).not.toContain("HSMV 82053");
    expect(split(house).instructions).toContain("record the power of attorney with the Clerk of Court");
  });

  it.each<[(typeof TIME_LIMITS)[number], string | undefined, string, string | undefined]>([
    ["days_30", undefined, "2026-08-10", "2026-09-09"],
    ["days_60", undefined, "2026-08-10", "2026-10-09"],
    ["days_90", undefined, "2026-12-15", "2027-03-15"],
    ["until_date", "2026-12-31", "2026-08-10", "2026-12-31"],
    ["until_done", undefined, "2026-08-10", undefined],
  ])("ends %s from the signing day", (timeLimit, specificDate, signing, end) => {
    expect(limitedTerm(timeLimit, specificDate, signing).endDate).toBe(end);
  });

  it("counts from the day the document is made when no signing day is given", async () => {
    const today = await render({ ...answers, signing_date: "", time_limit: "days_30" }, new Date("2026-08-03T14:00:00Z"));
    expect(today.text).toContain(
      "It ends at the end of the day on September 2, 2026, 30 days after August 3, 2026, the day I sign it (section " +
        "709.2109(1)(e), Florida Statutes)",
    );
  });

  it("can end on a chosen date or when the task is done, and can be durable", async () => {
    const dated = await render({ ...answers, time_limit: "until_date", specific_date: "2026-12-31" });
    expect(dated.text).toContain(
      "It ends at the end of the day on December 31, 2026 (section 709.2109(1)(e), Florida Statutes), or earlier if the " +
        "purpose is accomplished (section 709.2109(1)(f), Florida Statutes)",
    );
    expect(split(dated).instructions).toContain("It ends on December 31, 2026 (Fla. Stat. § 709.2109(1)(e)).");
    const task = await render({ ...answers, time_limit: "until_done", durable: "yes", signing_county: "escambia" });
    expect(task.text).toContain(
      "It ends when the purpose described above is accomplished (section 709.2109(1)(f), Florida Statutes)",
    );
    expect(task.text).toContain(
      "This durable power of attorney is not terminated by subsequent incapacity of the principal except as provided in chapter 709, Florida Statutes.",
    );
    expect(task.text).not.toContain("is not durable");
    expect(task.text).toContain("COUNTY OF ESCAMBIA");
  });
});
