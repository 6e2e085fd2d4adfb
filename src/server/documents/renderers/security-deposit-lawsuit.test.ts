import { beforeAll, describe, expect, it } from "vitest";
import { expectInOrder } from "@server/test-support/pdf-expect";
import { splitAtInstructions as split } from "@server/test-support/pdf-pages";
import type { PdfContents } from "@server/test-support/pdf-text";
import { pdfRenderer } from "@server/test-support/render-pdf";

const answers = {
  plaintiff_name: "Priya Nair",
  plaintiff_address: "31 Oak Street\nTampa, FL 33602",
  plaintiff_phone: "813-555-0166",
  plaintiff_email: "priya.nair@example.com",
  defendant_name: "Harbor Island Rentals LLC",
  defendant_address: "900 Channelside Drive, Tampa, FL 33602",
  rental_address: "12 Bay Vista Court, Apt 4, Tampa, FL 33606",
  lease_start: "2025-05-01",
  deposit_amount: "2,400",
  move_out_date: "2026-04-30",
  vacate_notice: "I gave 7 days' written notice with my new address",
  landlord_notice: "Yes, but more than 30 days after I moved out",
  amount_returned: "400",
  dispute_reason: "The only damage listed is normal wear of the carpet after a year.",
  damages_claimed: "2,350",
  other_damages: "The landlord threw away my bicycle, worth $350, that I left in the storage room with permission.",
  demand_sent: "Yes",
  demand_date: "2026-06-15",
  attachments: ["The lease", "The landlord's notice of claim"],
  county: "Hillsborough",
};

const render = pdfRenderer("security_deposit_lawsuit", "Deposit claim - Nair", new Date("2026-07-06T15:00:00Z"));

let pdf: PdfContents;
beforeAll(async () => {
  pdf = await render(answers);
});

describe("security deposit statement of claim PDF", () => {
  it("opens with the county court caption, the parties and a blank case number", () => {
    expect(pdf.pages[0]).toMatch(
      /^IN THE COUNTY COURT IN AND FOR HILLSBOROUGH COUNTY, FLORIDA Case No\.: Priya Nair, Plaintiff\(s\), v\. Harbor Island Rentals LLC, Defendant\(s\)\. STATEMENT OF CLAIM FOR SECURITY DEPOSIT 1\. /,
    );
  });

  it("states the claim in numbered paragraphs, in order: parties, lease, deposit, move-out, late notice, demand", () => {
    expectInOrder(pdf.text, [
      "1. Plaintiff(s), Priya Nair, of 31 Oak Street, Tampa, FL 33602",
      "Harbor Island Rentals LLC, of 900 Channelside Drive, Tampa, FL 33602, for $2,350.00",
      "2. Defendant rented the dwelling at 12 Bay Vista Court, Apt 4, Tampa, FL 33606",
      "began on May 1, 2025.",
      "3. Plaintiff paid Defendant a security deposit of $2,400.00.",
      "4. Plaintiff moved out and returned possession of the premises on April 30, 2026, after giving Defendant at " +
        "least 7 days' written notice with an address where Plaintiff could be reached (section 83.49(5), Florida Statutes).",
      "5. Defendant's notice of intention to impose a claim on the deposit was sent after the 30 days allowed by " +
        "section 83.49(3)(a), Florida Statutes, which ended on June 1, 2026. Defendant therefore forfeited the " +
        "right to impose a claim on the deposit.",
      `6. Defendant has no valid claim to the deposit because: ${answers.dispute_reason}`,
      "7. Defendant returned $400.00 and kept $2,000.00 of the deposit.",
      "8. On June 15, 2026, Plaintiff sent Defendant a written demand",
      `9. Plaintiff also claims $350.00 for other damages: ${answers.other_damages}`,
      "10. Plaintiff asks for judgment for $2,350.00",
      "11. The amount claimed is not more than $8,000",
      "12. Attached are copies",
      "the lease; the landlord's notice of claim.",
      "Under penalties of perjury",
      "Signature of Plaintiff",
      "Printed name: Priya Nair",
      "Address: 31 Oak Street",
      "Telephone: 813-555-0166",
      "E-mail: priya.nair@example.com",
    ]);
    expect(pdf.text.toLowerCase()).not.toContain("double the deposit");
  });

  it("gives the tiered filing fee for the amount claimed, and the small claims steps", async () => {
    expectInOrder(split(pdf).instructions, [
      "How to sign and use this document",
      "Before you file",
      "The winner of a deposit lawsuit can get court costs and reasonable attorney fees from the loser.",
      "Florida law does not give you double your deposit.",
      'You sign "under penalties of perjury".',
      "Attach your papers",
      "Take it to the Clerk of the County Court in Hillsborough County.",
      "The filing fee for a claim of $2,350.00 is $175 (Fla. Stat. § 34.041(1)(a)).",
      "Go to the pretrial conference",
    ]);
    const larger = await render({ ...answers, damages_claimed: "3,000" });
    expect(split(larger).instructions).toContain("The filing fee for a claim of $3,000.00 is $300");
  });

  it("warns against filing before the landlord's 30 days are over, and claims no forfeiture then", async () => {
    const early = await render({
      ...answers,
      move_out_date: "2026-06-20",
      landlord_notice: "No, none came by certified mail, or by e-mail under an e-mail agreement I signed",
      amount_returned: "",
      damages_claimed: "2,400",
      demand_sent: "No",
    });
    expect(early.text).toContain(
      "Defendant has not returned the deposit and has not sent Plaintiff any notice of a claim on it.",
    );
    expect(early.text).toContain("Defendant has not returned any part of the deposit and keeps all $2,400.00.");
    expect(early.text).not.toContain("forfeited");
    expect(early.text).not.toContain("for other damages");
    expect(early.text).not.toContain("written demand for the return");
    expect(split(early).instructions).toContain("Wait until after Tuesday, July 21, 2026.");
    expect(split(early).instructions).toContain("You did not send a demand letter.");
  });

  it("disputes a timely claim without saying the landlord forfeited it", async () => {
    const timely = await render({ ...answers, landlord_notice: "Yes, within 30 days after I moved out" });
    expect(timely.text).toContain(
      "Defendant sent Plaintiff a notice of intention to impose a claim on the deposit. Plaintiff disputes that claim.",
    );
    expect(timely.text).not.toContain("forfeited");
    expect(split(timely).instructions).not.toContain("check how its notice came");
  });

  it("says plainly that the loser may pay the winner's attorney fees", () => {
    expect(split(pdf).instructions).toContain(
      "The winner of a deposit lawsuit can get court costs and reasonable attorney fees from the loser. So if you " +
        "sue and lose, you may have to pay the landlord's court costs and attorney fees. (Fla. Stat. §§ 83.49(3)(c), 83.48)",
    );
  });

  it("counts a notice by e-mail under a signed e-mail agreement before claiming a forfeiture", async () => {
    const none = await render({
      ...answers,
      landlord_notice: "No, none came by certified mail, or by e-mail under an e-mail agreement I signed",
    });
    expect(split(none).paper.replaceAll("e- mail", "e-mail")).toContain(
      "Defendant did not send Plaintiff written notice of an intention to impose a claim on the deposit by certified " +
        "mail (or by e-mail under a signed e-mail agreement, section 83.505, Florida Statutes) within 30 days after " +
        "Plaintiff moved out (by June 1, 2026), as required by section 83.49(3)(a), Florida Statutes. Defendant " +
        "therefore forfeited the right to impose a claim on the deposit.",
    );
    expect(split(none).instructions).toContain(
      "Before you say the landlord lost its right to keep any of the deposit, check how its notice came: by " +
        "certified mail, or by e-mail if you signed an e-mail agreement. If you sue saying no notice came and lose, " +
        "you may have to pay the landlord's court costs and attorney fees. (Fla. Stat. § 83.49(3)(c))",
    );
  });
});
