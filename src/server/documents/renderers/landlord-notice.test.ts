import { beforeAll, describe, expect, it } from "vitest";
import { expectInOrder } from "@server/test-support/pdf-expect";
import { splitAtInstructions as split } from "@server/test-support/pdf-pages";
import type { PdfContents } from "@server/test-support/pdf-text";
import { pdfRenderer } from "@server/test-support/render-pdf";
import { statutoryDate } from "./landlord-notice";

const answers = {
  notice_type: "3-Day Notice to Pay Rent",
  landlord_name: "Bayview Homes LLC",
  landlord_address: "15 Harbor Drive\nSarasota, FL 34236",
  landlord_phone: "941-555-0107",
  landlord_is_company: "Yes",
  landlord_signer_name: "Rosa Vega",
  landlord_signer_title: "Managing Member",
  tenant_name: "Tomás Rivera and Ana Rivera",
  property_address: "802 Gulf Stream Avenue, Unit 3, Sarasota, FL 34236",
  county: "Sarasota",
  rent_amount: "2,175.50",
  // Tuesday before Thanksgiving: Thursday and Friday are legal holidays.
  delivery_date: "2026-11-24",
  delivery_method: "Left at the home (the tenant was not there)",
  delivered_by: "Peter Walsh",
};

const render = pdfRenderer("landlord_notice", "Notice - Rivera");

let pdf: PdfContents;
beforeAll(async () => {
  pdf = await render(answers);
});

describe("landlord notice PDF", () => {
  it("is a notice, not a court paper: a title, the date, the tenant and the premises with the county", () => {
    expect(pdf.pages[0]).toMatch(
      /^THREE-DAY NOTICE TO PAY RENT OR DELIVER POSSESSION Date: November 24, 2026 To: Tomás Rivera and Ana Rivera, and all others in possession Premises: 802 Gulf Stream Avenue, Unit 3, Sarasota, FL 34236, Sarasota County, Florida /,
    );
    expect(pdf.text).not.toContain("IN THE COUNTY COURT");
  });

  it("H5: demands the rent entered for the premises, by the statute's 3 business days (12/1/2026) and one more: 12/2/2026 (wording: approved/)", () => {
    expectInOrder(pdf.text, [
      "in the sum of $2,175.50 for the rent",
      "premises at 802 Gulf Stream Avenue, Unit 3, Sarasota, FL 34236, Sarasota County, Florida",
      "to wit: on or before the 2nd day of December, 2026.",
    ]);
  });

  it.each([
    ["2026-04-01", "the 7th day of April, 2026", "Tuesday, April 7, 2026", "Monday, April 6, 2026", "Good Friday 4/3"],
    [
      "2026-12-23",
      "the 30th day of December, 2026",
      "Wednesday, December 30, 2026",
      "Tuesday, December 29, 2026",
      "Christmas Eve 12/24",
    ],
  ])(
    "H5: a 3-day notice delivered %s prints %s (one extra business day for court-observed holidays such as %s), and says why",
    async (delivered, printed, printedDay, statutoryDay) => {
      const notice = await render({ ...answers, delivery_date: delivered, delivery_method: "Hand delivery to the tenant" });
      expect(notice.text).toContain(`to wit: on or before ${printed}.`);
      expectInOrder(split(notice).instructions, [
        `In the notice, give the tenant until ${printedDay} to pay the rent or move out.`,
        `The law's 3 days end on ${statutoryDay}`,
        "We add 1 more business day because the law skips the holidays the court observes",
        "A notice that gives more time is valid; one that gives less is defective. (Fla. Stat. § 83.56(3))",
        `you can file an eviction after ${printedDay}.`,
      ]);
      expect(notice.text).not.toContain("2.514(a)(6)");
    },
  );

  it("ends with the landlord's name, address and phone, then the certificate of delivery", () => {
    expectInOrder(pdf.text, [
      "This notice is given under section 83.56(3), Florida Statutes.",
      "Signature for the Landlord",
      "Landlord: Bayview Homes LLC",
      "By: Rosa Vega, Managing Member",
      "Address: 15 Harbor Drive, Sarasota, FL 34236",
      "Telephone: 941-555-0107",
      "CERTIFICATE OF DELIVERY",
      "delivered to Tomás Rivera and Ana Rivera at 802 Gulf Stream Avenue, Unit 3, Sarasota, FL 34236 on November 24, 2026",
      "[ ] Hand delivery to the tenant [X] Left at the home (the tenant was not there) [ ] Mail",
      "[ ] E-mail (we both signed an e-mail agreement)",
      "Time of delivery:",
      "Signature of person who delivered it",
      "Printed name: Peter Walsh",
      "Page 1 of 1",
    ]);
  });

  it("explains on its instructions page how to deliver it, the deadline, and what never to do", () => {
    expectInOrder(split(pdf).instructions, [
      "How to sign and use this document",
      'Rosa Vega, Managing Member signs it by hand in blue or black ink, on the signature line above "Landlord: ' +
        'Bayview Homes LLC", for the company.',
      "On Tuesday, November 24, 2026, if no one is home, leave it at the home",
      "(Fla. Stat. § 83.56(4))",
      "In the notice, give the tenant until Wednesday, December 2, 2026 to pay the rent or move out.",
      "The law's 3 days end on Tuesday, December 1, 2026",
      "you can file an eviction after Wednesday, December 2, 2026.",
      "Do not add late fees",
      "Never do these things",
      "Locking the tenant out",
      "3 months' rent",
      "What to keep",
    ]);
  });

  it("adds the mail days to the deadline of a mailed notice, labelled a safety margin, not a rule", async () => {
    const mailed = await render({ ...answers, delivery_method: "Mail", delivered_by: "" });
    // Tue Dec 1 + 5 = Sun Dec 6: Monday Dec 7, then one more business day.
    expect(mailed.text).toContain("to wit: on or before the 8th day of December, 2026.");
    expect(mailed.text).toContain("[X] Mail");
    expect(mailed.text).toContain("Printed name: Rosa Vega");
    expectInOrder(split(mailed).instructions, [
      "The law does not add days when a notice is mailed. To be safe, we add 5 days for the mail, so the date in " +
        "the notice is not too early. These days are a safety margin, not a rule of law. (Fla. Stat. § 83.56(4)) " +
        "The date in this notice already includes them.",
      "Because the notice was mailed, 5 more days are added as a safety margin for the mail (the law does not set them)",
    ]);
    expect(mailed.text).not.toContain("2.514(b)");
  });

  it("says that taking part of the rent after a 3-day notice gives it up, unless § 83.56(5) is followed", () => {
    expectInOrder(split(pdf).instructions, [
      "If the tenant pays all of the rent in the notice by then, take it: the notice is settled.",
      "If you accept part of the rent after giving a 3-day notice, you give up that notice unless you do one of " +
        "these: give the tenant a receipt with the date and amount paid and the agreed date and balance still due " +
        "before you file an eviction; put the partial rent into the court registry when you file; or give a new " +
        "3-day notice for the new amount due. Or do not accept it: give it back. (Fla. Stat. § 83.56(5)(a))",
    ]);
  });

  it("signs for a person landlord without a By: line, and has a company sign through a named person", async () => {
    const person = await render({ ...answers, landlord_name: "Peter Walsh", landlord_is_company: "No", delivered_by: "" });
    expectInOrder(person.text, ["Signature of Landlord", "Landlord: Peter Walsh", "Address:", "Printed name: Peter Walsh"]);
    expect(person.text).not.toContain("By:");
    expect(split(person).instructions).toContain("Sign it by hand in blue or black ink, on the landlord's signature line.");
    await expect(async () => render({ ...answers, landlord_signer_name: "", landlord_signer_title: "" })).rejects.toThrow(
      /do not fit landlord_notice/,
    );
  });

  it("says e-mail needs a signed e-mail agreement", async () => {
    const emailed = await render({ ...answers, delivery_method: "E-mail (we both signed an e-mail agreement)" });
    expect(emailed.text).toContain("[X] E-mail (we both signed an e-mail agreement)");
    expect(split(emailed).instructions).toContain("(Fla. Stat. § 83.505)");
  });

  it("writes the 7-day notice to cure in the words of § 83.56(2)(b)", async () => {
    const cure = await render({
      ...answers,
      notice_type: "7-Day Notice to Cure",
      violation_description: "A dog has lived in the unit since October 1, 2026, and the lease does not allow pets.",
      delivery_method: "Hand delivery to the tenant",
      delivery_date: "2026-11-02",
    });
    expectInOrder(cure.text, [
      "SEVEN-DAY NOTICE TO CURE NONCOMPLIANCE",
      "You are hereby notified that you have failed to comply with your rental agreement or with Florida law, " +
        "as follows: A dog has lived in the unit since October 1, 2026, and the lease does not allow pets.",
      "Demand is hereby made that you remedy the noncompliance within 7 days of receipt of this notice or your " +
        "lease shall be deemed terminated and you shall vacate the premises upon such termination. If this same " +
        "conduct or conduct of a similar nature is repeated within 12 months, your tenancy is subject to " +
        "termination without further warning and without your being given an opportunity to cure the noncompliance.",
      "section 83.56(2)(b), Florida Statutes",
      "The tenant has until Monday, November 9, 2026 to fix the problem.",
    ]);
    expect(cure.text).not.toContain("$2,175.50");
  });

  it("writes the 7-day notice without cure in the words of § 83.56(2)(a)", async () => {
    const noCure = await render({
      ...answers,
      notice_type: "7-Day Notice of Termination (No Cure)",
      no_cure_ground: "Continued unreasonable disturbance",
      no_cure_facts: "Loud parties after midnight on October 3, 10 and 17, 2026, after my warning of September 28.",
    });
    expectInOrder(noCure.text, [
      "SEVEN-DAY NOTICE OF TERMINATION WITHOUT OPPORTUNITY TO CURE",
      "You are advised that your lease is terminated effective immediately. You shall have 7 days from the " +
        "delivery of this letter to vacate the premises. This action is taken because: Continued unreasonable " +
        "disturbance. Loud parties after midnight on October 3, 10 and 17, 2026, after my warning of September 28.",
      "section 83.56(2)(a), Florida Statutes",
      "The tenant has until Tuesday, December 1, 2026 to move out.",
    ]);
    expect(noCure.text).not.toContain("Check your written warning");
  });

  describe("a notice without cure for a repeat violation (§ 83.56(2)(a): within 12 months of a written warning)", () => {
    const repeat = {
      ...answers,
      notice_type: "7-Day Notice of Termination (No Cure)",
      no_cure_ground: "The same or a similar violation again after a written warning",
      no_cure_facts: "Loud parties after midnight on November 14 and 21, 2026.",
    };

    it("asks the date of the written warning and names it in the notice", async () => {
      const warned = await render({ ...repeat, written_warning_date: "2026-09-28" });
      expectInOrder(warned.text, [
        "This action is taken because: The same or a similar violation again after a written warning. Loud " +
          "parties after midnight on November 14 and 21, 2026. You were warned in writing of noncompliance of a " +
          "similar nature on September 28, 2026.",
        "Check your written warning",
        "A 7-day notice with no chance to fix a repeated violation is allowed only if the repeat happened within " +
          "12 months after your written warning of September 28, 2026: by Monday, September 27, 2027. For a repeat " +
          "after that, give the 7-day notice to cure instead. (Fla. Stat. § 83.56(2)(a))",
      ]);
      expect(warned.text).not.toContain("is not allowed");
    });

    it("is not made without the date of the written warning", async () => {
      await expect(async () => render(repeat)).rejects.toThrow(/do not fit landlord_notice/);
    });

    it("warns when the warning is more than 12 months old", async () => {
      const stale = await render({ ...repeat, written_warning_date: "2025-09-28" });
      expect(split(stale).instructions).toContain(
        "You deliver this notice on Tuesday, November 24, 2026, after that day. If the repeat also happened after " +
          "Sunday, September 27, 2026, this notice is not allowed: make a 7-day notice to cure in the app instead.",
      );
    });
  });

  it("ends a month-to-month tenancy at the end of a rental period at least 30 days away", async () => {
    const monthly = await render({
      ...answers,
      notice_type: "30-Day Notice to End a Month-to-Month Tenancy",
      rent_due_day: "1",
      delivery_date: "2026-10-30",
      delivery_method: "Hand delivery to the tenant",
    });
    expectInOrder(monthly.text, [
      "THIRTY-DAY NOTICE TO TERMINATE MONTH-TO-MONTH TENANCY",
      "your month-to-month tenancy of the premises at 802 Gulf Stream Avenue, Unit 3, Sarasota, FL 34236, " +
        "Sarasota County, Florida, is terminated at the end of the monthly rental period ending on November 30, 2026.",
      "You must vacate and deliver possession of the premises on or before November 30, 2026.",
      "at least 30 days before the end of a monthly rental period, as required by section 83.57(3), Florida Statutes.",
      "The tenancy ends on Monday, November 30, 2026",
      "The notice counts as given on Friday, October 30, 2026: 31 days before that.",
    ]);
  });
});

describe("statutoryDate", () => {
  it.each([
    ["2026-12-01", "the 1st day of December, 2026"],
    ["2026-12-02", "the 2nd day of December, 2026"],
    ["2026-12-03", "the 3rd day of December, 2026"],
    ["2026-12-11", "the 11th day of December, 2026"],
    ["2026-12-12", "the 12th day of December, 2026"],
    ["2026-12-13", "the 13th day of December, 2026"],
    ["2026-12-22", "the 22nd day of December, 2026"],
    ["2026-12-31", "the 31st day of December, 2026"],
  ])("writes %s as %s", (date, words) => {
    expect(statutoryDate(date)).toBe(words);
  });
});
