import { beforeAll, describe, expect, it } from "vitest";
import { expectInOrder } from "@server/test-support/pdf-expect";
import { splitAtInstructions as split } from "@server/test-support/pdf-pages";
import type { PdfContents } from "@server/test-support/pdf-text";
import { pdfRenderer } from "@server/test-support/render-pdf";

const answers = {
  tenant_name: "Priya Nair",
  tenant_address: "31 Oak Street\nTampa, FL 33602",
  tenant_phone: "813-555-0166",
  tenant_email: "priya.nair@example.com",
  landlord_name: "Harbor Island Rentals LLC",
  landlord_address: "900 Channelside Drive, Tampa, FL 33602",
  rental_address: "12 Bay Vista Court, Apt 4, Tampa, FL 33606",
  lease_start: "2025-05-01",
  lease_end: "2026-04-30",
  deposit_amount: "2,400",
  move_out_date: "2026-04-30",
  days_since_moveout: "999",
  vacate_notice: "I moved out when my lease ended",
  landlord_notice: "No, none came by certified mail, or by e-mail under an e-mail agreement I signed",
  dispute_reason: "I had the carpets cleaned on April 29 and left the apartment spotless.",
  response_days: "14 days",
};

// The letter is dated the day it is made: here Monday, June 15, 2026.
const render = pdfRenderer("security_deposit_demand", "Deposit demand - Nair", new Date("2026-06-15T15:00:00Z"));

let pdf: PdfContents;
beforeAll(async () => {
  pdf = await render(answers);
});

describe("security deposit demand letter PDF", () => {
  it("is laid out as a letter: sender, date, how it was sent, recipient, subject, greeting", () => {
    expect(pdf.pages[0]).toMatch(
      /^Priya Nair 31 Oak Street Tampa, FL 33602 813-555-0166 priya\.nair@example\.com June 15, 2026 Sent by certified mail, return receipt requested Harbor Island Rentals LLC 900 Channelside Drive, Tampa, FL 33602 Re: Return of my security deposit for 12 Bay Vista Court, Apt 4, Tampa, FL 33606 Dear Harbor Island Rentals LLC: /,
    );
  });

  it("states the facts and § 83.49 with the landlord's dates, counting the days since move-out itself", () => {
    expectInOrder(split(pdf).paper, [
      "I rented 12 Bay Vista Court, Apt 4, Tampa, FL 33606",
      "began on May 1, 2025 and ended on April 30, 2026",
      "security deposit of $2,400.00",
      "April 30, 2026, 46 days ago. I moved out when my lease ended.",
      "(until May 15, 2026)",
      "(until June 1, 2026)",
      "I never received that notice, and the 30 days ended on June 1, 2026.",
      "you forfeited the right to impose a claim on my deposit",
      `There is no good reason to keep any of it: ${answers.dispute_reason}`,
      "You have not returned any part of my deposit. Please send me $2,400.00 no later than June 29, 2026",
      "made out to Priya Nair, mailed to my forwarding address: 31 Oak Street, Tampa, FL 33602.",
      "I intend to file a claim against you in small claims court",
      "Sincerely,",
      "Priya Nair",
    ]);
    expect(pdf.text).not.toContain("999");
  });

  it("never claims double the deposit", () => {
    expect(split(pdf).paper.toLowerCase()).not.toContain("double");
    expect(split(pdf).instructions).toContain("Florida law does not give you double your deposit.");
  });

  it("explains sending, the deadlines and small claims, with the filing fee for the amount", () => {
    expectInOrder(split(pdf).instructions, [
      "How to sign and use this document",
      "by certified mail, return receipt requested",
      "by Friday, May 15, 2026",
      "by Monday, June 1, 2026",
      "Your letter asks for $2,400.00 by Monday, June 29, 2026.",
      "If the landlord does not pay",
      "The filing fee for a claim of $2,400.00 is $175 (Fla. Stat. § 34.041(1)(a)).",
      "The winner of a deposit lawsuit can get court costs and reasonable attorney fees from the loser.",
      "What to keep",
    ]);
    expect(pdf.text).not.toContain("Object in time");
  });

  it("counts a notice by e-mail under a signed e-mail agreement, and warns before claiming a forfeiture", () => {
    // The text is read back from the PDF, where a line may break after "e-".
    expect(split(pdf).paper.replaceAll("e- mail", "e-mail")).toContain(
      "30 days to send me written notice, by certified mail (or by e-mail, if we had signed an e-mail agreement), " +
        "of your intention to impose a claim on it (until June 1, 2026).",
    );
    expectInOrder(split(pdf).instructions, [
      "certified mail (or by e-mail, if you signed an agreement to get notices by e-mail) within 30 days",
      "(Fla. Stat. § 83.49(3)(a); Fla. Stat. § 83.505)",
      "Before you say the landlord lost its right to keep any of the deposit, check how its notice came: by " +
        "certified mail, or by e-mail if you signed an e-mail agreement. If you sue saying no notice came and lose, " +
        "you may have to pay the landlord's court costs and attorney fees. (Fla. Stat. § 83.49(3)(c))",
    ]);
  });

  it("objects to a timely claim, asks for the tenant's amount, and says how long there is to object", async () => {
    const timely = await render({
      ...answers,
      landlord_notice: "Yes, within 30 days after I moved out",
      claim_notice_received: "2026-06-05",
      damages_claimed: "900",
      amount_returned: "1,500",
      amount_demanded: "900",
    });
    expectInOrder(split(timely).paper, [
      "You sent me a notice of your intention to impose a claim of $900.00 on my deposit, which I received on " +
        "June 5, 2026. I object to that claim. This letter is my written objection under section 83.49(3)(b), " +
        "Florida Statutes, which gives me 15 days after I received your notice to object in writing: until June 20, 2026.",
      `Your claim is wrong because: ${answers.dispute_reason}`,
      "You have returned $1,500.00, and you still hold $900.00 of my deposit. Please send me $900.00",
    ]);
    expect(timely.text).not.toContain("forfeited");
    expectInOrder(split(timely).instructions, [
      "Object in time",
      "Send the landlord your written objection by Saturday, June 20, 2026, 15 days after you received its notice.",
      "(Fla. Stat. § 83.49(3)(b))",
      "This letter is your written objection. Mail it right away, within those days.",
    ]);
    expect(split(timely).instructions).not.toContain("check how its notice came");
  });

  it("asks when the landlord's notice arrived before objecting to it, and says when the 15 days are over", async () => {
    const objection = {
      ...answers,
      landlord_notice: "Yes, within 30 days after I moved out",
      damages_claimed: "900",
      amount_demanded: "900",
    };
    await expect(async () => render(objection)).rejects.toThrow(/do not fit security_deposit_demand/);
    const late = await render({ ...objection, claim_notice_received: "2026-05-20" });
    expect(split(late).paper).toContain("which I received on May 20, 2026. I object to that claim.");
    expect(split(late).paper).not.toContain("which gives me 15 days");
    expectInOrder(split(late).instructions, [
      "Send the landlord your written objection by Thursday, June 4, 2026",
      "This letter is dated Monday, June 15, 2026, after that day. Send it anyway, and talk to a lawyer or legal " + "aid soon.",
    ]);
  });

  it("H8: a late objection never reads as letting the landlord keep the money; missing the 15 days does not stop a lawsuit (§ 83.49(3)(b))", async () => {
    const objection = {
      ...answers,
      landlord_notice: "Yes, within 30 days after I moved out",
      damages_claimed: "900",
      amount_demanded: "900",
    };
    const noWaiver =
      "Missing the 15 days does not stop you from suing for the money the landlord kept wrongly. (Fla. Stat. § 83.49(3)(b))";
    const late = await render({ ...objection, claim_notice_received: "2026-05-20" });
    expectInOrder(split(late).instructions, ["Object in time", "after that day. Send it anyway", noWaiver]);
    expect(split(late).instructions).not.toContain("may be allowed to keep");
    const inTime = await render({ ...objection, claim_notice_received: "2026-06-10" });
    expectInOrder(split(inTime).instructions, ["Object in time", "This letter is your written objection.", noWaiver]);
  });

  it("does not claim forfeiture before the 30 days are over, nor when the tenant left without notice", async () => {
    const early = await render({ ...answers, move_out_date: "2026-06-10", lease_end: "2026-06-10", response_days: "7 days" });
    expect(split(early).paper).toContain("As of today, I have not received my deposit or any notice of a claim on it.");
    expect(split(early).paper).not.toContain("forfeited");
    // Seven days from the letter would be June 22, before the landlord's own 15 days end on June 25.
    expect(split(early).paper).toContain("no later than June 25, 2026");

    const noNotice = await render({ ...answers, vacate_notice: "I did not give written notice" });
    expect(split(noNotice).paper).toContain("I never received that notice, and the 30 days ended on June 1, 2026.");
    expect(split(noNotice).paper).not.toContain("forfeited");
    expect(split(noNotice).instructions).toContain("A warning about your notice");
  });
});
