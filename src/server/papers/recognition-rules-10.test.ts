/**
 * The general rules of the recognition round on tuning set 10, each with a paper that needs it and a near miss it must
 * leave alone. The papers are short and made up, written the way Florida's clerks and landlords write them.
 */
import { describe, expect, it } from "vitest";
import { findDates } from "./dates";
import { readPaper } from "./read-paper";

/** Each amount's label, in the order written. */
const labels = (text: string) => readPaper(text).paper.amounts.map(({ label }) => label);

describe("a small claims notice's claim", () => {
  const notice = (statement: string) => `IN THE COUNTY COURT IN AND FOR LEON COUNTY, FLORIDA
SMALL CLAIMS DIVISION

OCHLOCKONEE TREE SERVICE, INC.,                CASE NO.: 2028 SC 000917
     Plaintiff,
v.
MARISOL T. FAIRWEATHER,
     Defendant.
____________________________/

SUMMONS/NOTICE TO APPEAR FOR PRETRIAL CONFERENCE

You are required to appear in person or by attorney on MONDAY, JUNE 5, 2028, at 9:00 A.M., for a PRETRIAL CONFERENCE.

${statement}
`;

  it("is the amount of 'a claim for', in capitals too", () => {
    const amounts = readPaper(notice("THIS CASE IS A CLAIM FOR $2,315.40 FOR TREE REMOVAL NOT PAID FOR.")).paper.amounts;
    expect(amounts).toEqual([{ label: "claim_amount", amount: 2315.4, text: "$2,315.40" }]);
  });

  it("leaves a deposit notice's 'claim for damages … upon your security deposit' its claim on the deposit", () => {
    const deposit =
      "NOTICE OF INTENTION TO IMPOSE CLAIM ON SECURITY DEPOSIT\n\nThis is a notice of my intention to impose a claim for " +
      "$400.00 upon your security deposit, due to a broken window.";
    expect(labels(deposit)).toEqual(["deposit_claimed"]);
  });
});

describe("a forwarded e-mail", () => {
  const email = `---------- Forwarded message ---------
From: Palmetto Court Apartments <leasing@palmettocourt.example>
Date: Tue, Mar 7, 2028 at 10:02 AM
Subject: Security deposit
To: <rosalind.achebe@mail.example>

NOTICE OF INTENTION TO IMPOSE CLAIM ON SECURITY DEPOSIT

To: Rosalind Achebe-Quist
This is a notice of my intention to impose a claim for damages in the amount of $225.00 upon your security deposit.
Landlord: Palmetto Court Apartments, LLC
`;

  it("is addressed to the name, not to an e-mail address alone", () => {
    expect(readPaper(email).paper.parties.tenant).toBe("Rosalind Achebe-Quist");
  });

  it("reads a name written with its e-mail address without the address", () => {
    const named = email.replace("To: <rosalind.achebe@mail.example>", "To: Rosalind Achebe-Quist <ra@mail.example>");
    expect(readPaper(named.replace("To: Rosalind Achebe-Quist\n", "")).paper.parties.tenant).toBe("Rosalind Achebe-Quist");
  });

  it("is dated by its header's 'Date:', whose weekday is shortened", () => {
    expect(readPaper(email).paper.paperDate).toBe("2028-03-07");
  });

  it("begins a date at a shortened weekday only with its comma or period", () => {
    expect(findDates("Date: Tue, Mar 7, 2028")[0]?.index).toBe(6);
    expect(findDates("Date: Thurs. March 9, 2028")[0]?.index).toBe(6);
    expect(findDates("the Sun March 9, 2028")[0]?.index).toBe(8);
  });
});

describe("a total of amounts of one kind", () => {
  const letter = (sentence: string) =>
    "NOTICE OF INTENTION TO IMPOSE CLAIM ON SECURITY DEPOSIT\n\nThis is a notice of my intention to impose a claim for " +
    `damages in the amount of $210.00 upon your security deposit. ${sentence}`;

  it("is of that kind, and its parts are not", () => {
    const amounts = readPaper(
      letter("We hold your security deposit of $900.00 and pet deposit of $250.00, a total of $1,150.00."),
    ).paper.amounts;
    expect(amounts.map(({ label, amount }) => [label, amount])).toEqual([
      ["deposit_claimed", 210],
      [null, 900],
      [null, 250],
      ["deposit_held", 1150],
    ]);
  });

  it("leaves a total that is no sum of its sentence's amounts alone", () => {
    const amounts = readPaper(
      letter("We hold your security deposit of $900.00 and pet deposit of $250.00, a total of $1,200.00."),
    ).paper.amounts;
    expect(amounts.map(({ label }) => label).slice(0, 3)).toEqual(["deposit_claimed", "deposit_held", "deposit_held"]);
    expect(amounts[3]?.label).not.toBe("deposit_held");
  });

  it("leaves parts of different kinds alone, and a sum across sentences", () => {
    const mixed = labels(letter("The deposit was $900.00 and a late fee of $250.00, a total of $1,150.00."));
    expect(mixed.slice(0, 3)).toEqual(["deposit_claimed", "deposit_held", null]);
    expect(mixed[3]).not.toBe("deposit_held");
    const apart = labels(letter("The deposit was $900.00. The pet deposit was $250.00, a total of $1,150.00."));
    expect(apart.slice(0, 3)).toEqual(["deposit_claimed", "deposit_held", "deposit_held"]);
    expect(apart[3]).not.toBe("deposit_held");
  });

  it("is a judgment's award on a judgment, whatever its parts are", () => {
    const judgment = `IN THE COUNTY COURT IN AND FOR LEON COUNTY, FLORIDA

FINAL JUDGMENT

IT IS ORDERED AND ADJUDGED that Plaintiff recover from Defendant rent of $900.00 for May and rent of $900.00 for June,
for a total of $1,800.00, for which let execution issue.`;
    expect(readPaper(judgment).paper.amounts.map(({ label }) => label)).toEqual(["rent_owed", "rent_owed", "judgment_amount"]);
  });
});

describe("a landlord's notice ending a month-to-month tenancy (§ 83.57)", () => {
  const notice = `SAWGRASS LANE COTTAGES, LLC
1200 Sawgrass Lane, Ocala, FL 34470

March 2, 2028

Via e-mail (e-mail addendum signed 4/1/2026)

Tobias R. Eze-Lindqvist
1200 Sawgrass Lane, Cottage 3
Ocala, Marion County, Florida 34470

RE: NOTICE OF TERMINATION OF MONTH-TO-MONTH TENANCY (section 83.57(3), Florida Statutes)

Dear Mr. Eze-Lindqvist,

We will not renew your tenancy. Your month-to-month tenancy will end on April 30, 2028. Please move out by then.

Sawgrass Lane Cottages, LLC
`;

  it("is 'other', with its landlord and tenant read from the letterhead and the addressee", () => {
    const { paper, actions } = readPaper(notice, "2028-03-02");
    expect(paper.kind).toBe("other");
    expect(paper.parties).toMatchObject({ landlord: "SAWGRASS LANE COTTAGES, LLC", tenant: "Tobias R. Eze-Lindqvist" });
    expect(actions).toEqual([]);
  });

  it("leaves a lease that lets either party end the month-to-month tenancy a lease", () => {
    const lease = `RESIDENTIAL LEASE AGREEMENT

This Residential Lease Agreement is made between Sawgrass Lane Cottages, LLC ("Landlord") and Tobias R. Eze-Lindqvist
("Tenant"). After the term the Tenant rents from month to month; termination of month-to-month tenancy is by 30 days'
written notice under section 83.57(3). All other terms and conditions remain in full force and effect.
`;
    expect(readPaper(lease).paper.kind).toBe("lease_or_addendum");
  });

  it("reads no landlord from the letterhead of a paper of no kind that is no letter about her tenancy", () => {
    const city = `CITY OF OCALA CODE ENFORCEMENT
201 SE 3rd Street, Ocala, FL 34471

March 2, 2028

Tobias R. Eze-Lindqvist
1200 Sawgrass Lane, Cottage 3
Ocala, Marion County, Florida 34470

NOTICE OF CODE VIOLATION: tall grass. Please mow by March 16, 2028.
`;
    const { paper } = readPaper(city);
    expect(paper.kind).toBe("other");
    expect(paper.parties).toMatchObject({ landlord: null, tenant: null });
  });
});
