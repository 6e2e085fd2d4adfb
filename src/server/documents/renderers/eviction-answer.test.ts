import { beforeAll, describe, expect, it } from "vitest";
import { expectInOrder } from "@server/test-support/pdf-expect";
import { splitAtInstructions as split } from "@server/test-support/pdf-pages";
import type { PdfContents } from "@server/test-support/pdf-text";
import { pdfRenderer } from "@server/test-support/render-pdf";

const answers = {
  county: "Duval",
  case_number: "16-2026-CC-009876",
  landlord_name: "Riverside Flats LLC",
  landlord_attorney: "",
  landlord_address: "400 Bay Street, Jacksonville, FL 32202",
  tenant_name: "Marcus Lee",
  property_address: "77 Riverside Avenue, Apt 5\nJacksonville, FL 32204",
  tenant_phone: "904-555-0190",
  tenant_email: "marcus.lee@example.com",
  // A Friday: the 5 days skip the weekend and Labor Day (Monday, September 7).
  service_date: "2026-09-04",
  response_type: "The notice was improper",
  response_details: "The 3-day notice demanded $1,300 including a $100 late fee, and gave a deadline of only two business days.",
  defenses: ["Improper notice", "Discrimination"],
  defense_details: "The manager told me he wanted families without children in the building.",
  rent_alleged: "1,200",
  rent_deposit: "Yes, I deposited it",
  rent_deposited_amount: "1,200",
  counterclaim: "No",
};

const render = pdfRenderer("eviction_answer", "Eviction answer - Lee");

let pdf: PdfContents;
beforeAll(async () => {
  pdf = await render(answers);
});

describe("eviction answer PDF", () => {
  it("opens with the county court caption, the landlord against the tenant, and the case number", () => {
    expect(pdf.pages[0]).toMatch(
      /^IN THE COUNTY COURT IN AND FOR DUVAL COUNTY, FLORIDA Case No\.: 16-2026-CC-009876 Riverside Flats LLC, Plaintiff\(s\), v\. Marcus Lee, Defendant\(s\)\. ANSWER TO EVICTION COMPLAINT /,
    );
  });

  it("holds every answer in numbered paragraphs, in order, with the rent deposit stated", () => {
    expectInOrder(pdf.text, [
      "Defendant, Marcus Lee,",
      "Plaintiff, Riverside Flats LLC,",
      "premises at 77 Riverside Avenue, Apt 5, Jacksonville, FL 32204",
      `1. Defendant denies that Plaintiff gave Defendant a proper notice before filing this action. ${answers.response_details}`,
      "2. Defendant denies every allegation of the Complaint not admitted above.",
      "3. Defendant has deposited $1,200.00 into the registry of the Court and will deposit the rent that comes due " +
        "while this action is pending, as required by section 83.60(2), Florida Statutes.",
      "DEFENSES",
      "4. Improper notice. The notice Plaintiff relies on does not meet the requirements of section 83.56",
      "5. Discrimination.",
      "which those laws forbid (Fla. Stat. § 760.23; 42 U.S.C. § 3604).",
      `6. The facts supporting these defenses are: ${answers.defense_details}`,
      "Defendant asks the Court to deny Plaintiff possession",
      "Signature of Defendant",
      "Address: 77 Riverside Avenue, Apt 5",
      "Telephone: 904-555-0190",
      "E-mail: marcus.lee@example.com",
      "CERTIFICATE OF SERVICE",
      "I certify that a copy of this Answer to Eviction Complaint was sent to Plaintiff, Riverside Flats LLC, at " +
        "400 Bay Street, Jacksonville, FL 32202, by (check one):",
    ]);
    expect(pdf.text).not.toContain("MOTION TO DETERMINE RENT");
    expect(pdf.text).not.toContain("COUNTERCLAIM");
  });

  it("counts the 5-day deadline from service and explains the rent deposit on the instructions page", () => {
    expectInOrder(split(pdf).instructions, [
      "How to sign and use this document",
      "File it by Monday, September 14, 2026",
      "You were served on Friday, September 4, 2026.",
      "If the complaint also asks for money, such as unpaid rent or damages, you have until Monday, September 28, " +
        "2026 to answer that money claim, 20 days after you were served. The 5-day deadline still applies to the " +
        "eviction itself. (Fla. R. Civ. P. 1.140(a); Fla. R. Gen. Prac. & Jud. Admin. 2.514(a)(1))",
      "File this answer by Monday, September 14, 2026 anyway: it answers the whole complaint.",
      "Pay the rent into the court registry",
      'To use any defense other than "I paid," you must pay the rent the landlord says you owe into the court registry',
      "(Fla. Stat. § 83.60(2))",
      "You said you paid $1,200.00 into the court registry.",
      "Keep paying each month's rent to the clerk",
      "If you live in public housing or get a rent subsidy (like a Section 8 voucher), you pay into the court " +
        "registry only your own share of the rent, not the part the housing program pays. (Fla. Stat. § 83.60(2))",
      "Take it to the Clerk of the County Court in Duval County.",
      "Write the case number, 16-2026-CC-009876",
      "Send a copy to the landlord",
      "What happens next",
      "The sheriff posts it on the home, and 24 hours later",
      "(Fla. Stat. § 83.62(1))",
      "What to keep",
    ]);
    expect(split(pdf).instructions).not.toContain("If you need more time to move");
  });

  it("adds a motion to determine rent and a counterclaim, and serves the landlord's lawyer", async () => {
    const full = await render({
      ...answers,
      landlord_attorney: "Dana Cruz, Esq.",
      rent_deposit: "I am filing a motion to determine rent",
      correct_rent_amount: "1,100",
      determine_rent_reason: "The complaint adds a $100 late fee to the rent.",
      counterclaim: "Yes",
      counterclaim_amount: "850",
      counterclaim_details: "The landlord kept my $850 pet deposit after the dog left.",
    });
    expectInOrder(full.text, [
      "ANSWER, MOTION TO DETERMINE RENT AND COUNTERCLAIM",
      "MOTION TO DETERMINE RENT",
      "6. Defendant moves the Court to determine the amount of rent",
      "7. The Complaint claims $1,200.00 in rent. That amount is wrong because: The complaint adds a $100 late fee to the rent.",
      "8. Defendant believes the rent actually owed is $1,100.00.",
      "COUNTERCLAIM",
      "10. Defendant, Marcus Lee, sues Plaintiff, Riverside Flats LLC, for $850.00",
      "11. This money is owed because: The landlord kept my $850 pet deposit after the dog left.",
      "determine the rent to be deposited into the registry, award Defendant $850.00 on the counterclaim",
      "was sent to Plaintiff's attorney, Dana Cruz, Esq., at 400 Bay Street",
      "Your paper includes a Motion to Determine Rent. File it by Monday, September 14, 2026.",
      "the landlord's lawyer, Dana Cruz, Esq.",
    ]);
    expect(full.text).not.toContain("Defendant has deposited");
  });

  it("warns plainly when the rent was not deposited and a defense other than payment is raised", async () => {
    const notPaid = await render({
      ...answers,
      rent_deposit: "No",
      defenses: ["Habitability issues"],
      repair_notice_date: "2026-07-01",
      repair_notice_said_withhold: "Yes",
    });
    expect(notPaid.text).not.toContain("into the registry of the Court and will deposit");
    // Boxed at the top, before the deadline: the amount, the date and her county's clerk, as the wizard showed her.
    expectInOrder(split(notPaid).instructions, [
      "How to sign and use this document",
      "WARNING: you said you have not paid the rent into the court. To keep your defenses, pay $1,200.00 to the " +
        "Clerk of Court of Duval County by Monday, September 14, 2026",
      "Pay the clerk with cash, a cashier's check or a money order, and keep the receipt.",
      "File it by Monday, September 14, 2026",
    ]);
    expectInOrder(split(notPaid).instructions, [
      "WARNING: you said you have not paid the rent into the court. To keep your defenses, pay $1,200.00 to the " +
        "Clerk of Court by Monday, September 14, 2026, or file a motion to determine rent by then. If you do not, " +
        "you lose every defense except payment, and the landlord can get a default judgment",
      "If your defense is about repairs",
      "and wait 7 days.",
      "(Fla. Stat. § 83.60(1)(b))",
    ]);
  });

  it("M13: the repairs defense asks for the written notice's date and whether it said rent would be withheld, and the answer prints both", async () => {
    const repairs = { ...answers, defenses: ["Habitability issues"] };
    await expect(async () => render(repairs)).rejects.toThrow(/do not fit/);
    const said = await render({ ...repairs, repair_notice_date: "2026-07-01", repair_notice_said_withhold: "Yes" });
    expect(said.text).toContain(
      "Failure to maintain the premises. Plaintiff failed to keep the premises in the condition required by section " +
        "83.51, Florida Statutes. On July 1, 2026, Defendant delivered to Plaintiff a written notice that specified the " +
        "noncompliance and stated that Defendant intended to withhold rent because of it, as required by section " +
        "83.60(1)(b), Florida Statutes.",
    );
    expect(split(said).instructions).not.toContain("did not say you would withhold rent");
  });

  it("M13: warns when the repair notice did not say the tenant would withhold rent, and prints only its date", async () => {
    const notSaid = await render({
      ...answers,
      defenses: ["Habitability issues"],
      repair_notice_date: "2026-07-01",
      repair_notice_said_withhold: "No",
    });
    expect(notSaid.text).toContain("On July 1, 2026, Defendant delivered to Plaintiff a written notice of the noncompliance.");
    expect(notSaid.text).not.toContain("intended to withhold rent");
    expectInOrder(split(notSaid).instructions, [
      "If your defense is about repairs",
      "WARNING: you said your written notice did not say you would withhold rent. Without that, the law does not " +
        "excuse the rent you held back (Fla. Stat. § 83.60(1)(b)). Pay it into the court registry by Monday, " +
        "September 14, 2026, and tell the judge about the repairs.",
    ]);
  });

  it("H1: the repairs section says withholding covers only § 83.51(1) problems and the rent held back goes into the registry", async () => {
    const repairs = await render({
      ...answers,
      defenses: ["Habitability issues"],
      repair_notice_date: "2026-07-01",
      repair_notice_said_withhold: "Yes",
    });
    expectInOrder(split(repairs).instructions, [
      "If your defense is about repairs",
      "the roof, windows, doors, floors, steps, outside walls, foundation or plumbing",
      "Air conditioning is not one of those problems unless a local housing code requires it: a promise in your lease " +
        "is not enough to withhold rent. The rent you held back is not forgiven: pay it into the court registry by " +
        "Monday, September 14, 2026 (Fla. Stat. § 83.60(2)).",
    ]);
  });

  it("M1: a retaliation defense comes with the warning that it usually fails when rent is owed (§ 83.64(3))", async () => {
    const retaliation = await render({ ...answers, defenses: ["Retaliatory eviction"] });
    expectInOrder(split(retaliation).instructions, [
      "If your defense is retaliation",
      "Retaliation usually does not work if you owe rent. The law does not stop an eviction the landlord brings in " +
        "good faith for unpaid rent or a lease violation",
    ]);
    expect(split(pdf).instructions).not.toContain("If your defense is retaliation");
  });

  it("M15: the rent-deposit section tells her to ask the clerk whether a registry fee is added (§ 28.24)", () => {
    expect(split(pdf).instructions).toContain(
      "Ask the clerk whether a registry fee is added to what you pay (Fla. Stat. § 28.24).",
    );
  });

  it("M2: a payment-only answer tells her to attach proof of payment, to deposit rent in dispute, and to pay rent that comes due into the registry", async () => {
    const paid = await render({
      ...answers,
      response_type: "I paid the rent",
      defenses: [],
      defense_details: "",
      rent_deposit: "No",
    });
    expect(split(paid).instructions).toContain(
      "Attach copies of your receipts or other proof of payment to your answer. If any part of the rent is disputed " +
        "or unpaid, or if you add any other defense, you must deposit $1,200.00 by Monday, September 14, 2026, or " +
        "file a motion to determine rent by then. Rent that comes due while the case goes on must also be paid into " +
        "the registry.",
    );
  });

  it("needs no deposit for a payment defense alone", async () => {
    const paid = await render({
      ...answers,
      response_type: "I paid the rent",
      defenses: [],
      defense_details: "",
      rent_deposit: "No",
    });
    expect(paid.text).toContain(
      "Defendant's defense is payment, for which no deposit into the registry is required by section 83.60(2), Florida Statutes.",
    );
    expect(split(paid).instructions).toContain("Your only defense is that you paid. That defense does not need a deposit.");
  });

  it("asks for time but still denies the complaint, and warns there is no grace period after judgment (§ 83.62(1))", async () => {
    const time = await render({ ...answers, response_type: "I need more time", defenses: [], defense_details: "" });
    expectInOrder(time.text, [
      "1. Defendant asks the Court for a reasonable time to move out before any writ of possession issues.",
      "2. Defendant denies every allegation of the Complaint not admitted above.",
      "Defendant asks the Court to deny Plaintiff possession of the premises and enter judgment for Defendant (or, if " +
        "it enters judgment for Plaintiff, give Defendant a reasonable time to move out)",
    ]);
    expectInOrder(split(time).instructions, [
      "If you need more time to move",
      "it still denies the complaint",
      "WARNING: If the landlord wins, the clerk issues a writ of possession. The sheriff posts it on the home, and 24 " +
        "hours later the sheriff can put the landlord back in possession. Florida law gives no extra time (grace " +
        "period) after the judgment. (Fla. Stat. § 83.62(1))",
      "a written move-out agreement with the landlord",
    ]);
  });
});
