/**
 * The general rules of the recognition rounds on tuning sets 8 and 9, each with a paper that needs it and a near miss it must
 * leave alone. The papers are short and made up, written the way Florida's clerks, judges, associations and
 * landlords write them.
 */
import { describe, expect, it } from "vitest";
import { readPaper } from "./read-paper";

const caption = (title: string, body: string) => `IN THE COUNTY COURT IN AND FOR POLK COUNTY, FLORIDA

CASE NO. 2027-CC-004411

SUNRISE PINES RENTALS, LLC,
     Plaintiff,
vs.
DOLORES M. QUINTERO,
     Defendant.
______________________________/

${title}

${body}
`;

describe("a court's order", () => {
  it("is 'other' when titled as an order, whatever rent or default it speaks of", () => {
    const order = caption(
      "ORDER ON DEFENDANT'S MOTION TO DETERMINE RENT",
      "The Defendant shall deposit into the Registry of the Court the sum of $900.00. Failure to deposit shall entitle " +
        "the Plaintiff to an immediate default judgment for removal of the tenant with a writ of possession to issue.\n\n" +
        "DONE AND ORDERED in Bartow, Florida, on March 1, 2027.",
    );
    expect(readPaper(order).paper.kind).toBe("other");
  });

  it("leaves a judgment alone, though it is ordered and adjudged", () => {
    const judgment = caption(
      "FINAL JUDGMENT FOR POSSESSION",
      "IT IS ORDERED AND ADJUDGED that Plaintiff recover from Defendant possession of the premises, for which let " +
        "writ of possession issue forthwith.\n\nDONE AND ORDERED in Bartow, Florida, on March 1, 2027.",
    );
    expect(readPaper(judgment).paper.kind).toBe("final_judgment");
  });

  it("leaves a paper whose headings name a judgment alone, though one heading is an order", () => {
    const judgment = caption(
      "ORDER GRANTING MOTION AND DEFAULT FINAL JUDGMENT",
      "IT IS ORDERED AND ADJUDGED that Plaintiff recover from Defendant possession of the premises, for which let " +
        "writ of possession issue.\n\nDONE AND ORDERED in Bartow, Florida, on March 1, 2027.",
    );
    expect(readPaper(judgment).paper.kind).toBe("final_judgment");
  });
});

describe("a hearing's date", () => {
  it("is not a date the paper sets as a deadline near its hearing's words", () => {
    const order = caption(
      "ORDER SETTING HEARING",
      "Pending the hearing set below, the Defendant shall deposit $900.00 no later than 4:00 p.m. on March 9, 2027. " +
        "The hearing is set for Tuesday, March 16, 2027, at 2:30 p.m., in Courtroom 3.\n\n" +
        "DONE AND ORDERED in Bartow, Florida, on March 1, 2027.",
    );
    expect(readPaper(order).paper.hearing).toEqual({ date: "2027-03-16", time: "14:30", place: "Courtroom 3" });
  });

  it("leaves a hearing before a judge alone: 'before' is no deadline", () => {
    const notice = caption(
      "NOTICE OF HEARING",
      "PLEASE TAKE NOTICE that this matter will be heard at a hearing before Judge Amos on March 16, 2027 at 9:00 a.m.\n\n" +
        "Dated: March 1, 2027.",
    );
    expect(readPaper(notice).paper.hearing?.date).toBe("2027-03-16");
  });

  it("is not a date the paper recites ('filed January 22'), and its reach runs on from that date", () => {
    const notice = caption(
      "NOTICE OF HEARING",
      "PLEASE TAKE NOTICE that the undersigned will call up for hearing the following matter: PLAINTIFF'S MOTION FOR " +
        "FINAL SUMMARY JUDGMENT (filed January 22, 2027) before the Honorable Anne Marie Whitcombe-Laurent, County Judge, " +
        "at the Polk County Courthouse, 255 North Broadway Avenue, Courtroom 9, Bartow, Florida 33830, " +
        "on WEDNESDAY, MARCH 10, 2027 at 11:15 A.M., or as soon thereafter as counsel may be heard.\n\n" +
        "I HEREBY CERTIFY that a copy was furnished by U.S. Mail to the Defendant on February 5, 2027.",
    );
    const { paper } = readPaper(notice);
    expect(paper.hearing?.date).toBe("2027-03-10");
    expect(paper.hearing?.time).toBe("11:15");
    expect(paper.deliveredOn).toBe("2027-02-05");
  });

  it("is after the day an undated paper was served", () => {
    const notice = caption(
      "NOTICE OF HEARING",
      "A hearing on the motion of January 29, 2027 will be held on March 10, 2027 at 9:00 a.m.\n\n" +
        "I HEREBY CERTIFY that a copy was furnished by U.S. Mail to the Defendant on February 5, 2027.",
    );
    expect(readPaper(notice).paper.hearing?.date).toBe("2027-03-10");
  });

  it("is a mediation session or a trial the paper sets", () => {
    const order = caption(
      "ORDER OF REFERRAL TO MEDIATION",
      "This action is referred to mediation. Mediation shall be conducted on THURSDAY, AUGUST 19, 2027 at 9:30 A.M., " +
        "at the Polk County Courthouse, Mediation Room 2.\n\nDONE AND ORDERED in Bartow, Florida, on July 12, 2027.",
    );
    expect(readPaper(order).paper.hearing).toMatchObject({ date: "2027-08-19", time: "09:30" });
  });

  it("leaves a trial held before the paper's date alone", () => {
    const judgment = caption(
      "FINAL JUDGMENT AFTER NON-JURY TRIAL",
      "THIS CAUSE came before the Court for non-jury trial on April 2, 2027. IT IS ORDERED AND ADJUDGED that Plaintiff " +
        "recover from Defendant $1,200.00, for which let execution issue.\n\nDONE AND ORDERED on July 8, 2027.",
    );
    expect(readPaper(judgment).paper.hearing).toBeNull();
  });

  it("stays unread when no date is near a hearing's words", () => {
    const order = caption("ORDER ON MOTION", "The motion is denied.\n\nDONE AND ORDERED in Bartow, Florida, on July 8, 2027.");
    expect(readPaper(order).paper.hearing).toBeNull();
  });
});

describe("a letter's own date", () => {
  const letter = (dateLine: string) => `SEAGRASS COVE HOMEOWNERS ASSOCIATION, INC.
4310 Pablo Oaks Court, Jacksonville, Florida 32224

${dateLine}

Dear Owner:

We previously wrote to you on July 9, 2027 about your fence. Under Section 720.305(2), Florida Statutes, the fining
committee will hear the matter. Your hearing is scheduled as follows:

     Date:      Tuesday, September 7, 2027
     Time:      6:00 p.m.
`;

  it("is read from a line's left column beside an account number, and the hearing follows it", () => {
    const { paper } = readPaper(letter("August 20, 2027                                   Account: SCH-2291"));
    expect(paper.paperDate).toBe("2027-08-20");
    expect(paper.hearing).toMatchObject({ date: "2027-09-07", time: "18:00" });
  });

  it("is not a date a sentence begins with", () => {
    expect(readPaper(letter("August 20, 2027 is when the board met.")).paper.paperDate).toBeNull();
  });

  it("is a notice's 'Date mailed:'", () => {
    const notice = `NOTICE OF INTENTION TO IMPOSE CLAIM ON SECURITY DEPOSIT

Date mailed: November 16, 2027

To: Ambrose Kline
`;
    expect(readPaper(notice).paper.paperDate).toBe("2027-11-16");
  });
});

describe("the day a paper was served", () => {
  it("is read from a return that names an apartment on its way to the date", () => {
    const summons = `EVICTION SUMMONS/RESIDENTIAL\n\nRETURN: Served by posting at 12 Beck Avenue, Apt. 3D on 11/23/2027 at 11:05 a.m.`;
    expect(readPaper(summons).paper.deliveredOn).toBe("2027-11-23");
  });

  it("is read from 'by delivering them to her personally on'", () => {
    const summons = `SUMMONS\n\nAFFIDAVIT OF SERVICE: I served this summons on LORELAI P. HUTCHINSON-MENSAH by delivering them to her personally on December 17, 2027 at 7:40 a.m.`;
    expect(readPaper(summons).paper.deliveredOn).toBe("2027-12-17");
  });

  it("is not a date in the sentence after a street's period", () => {
    const summons = `SUMMONS\n\nThe papers were served at 12 Beck St. The complaint was filed on 11/02/2027.`;
    expect(readPaper(summons).paper.deliveredOn).toBeNull();
  });
});

describe("a party's name", () => {
  // A caption's defendant is kept as the case is styled ("… and all others in possession"): the answer she files
  // copies the caption; a notice's "To:" line names the person only.
  it("is the case's style in a caption, 'and all others in possession' included", () => {
    const judgment = caption("FINAL JUDGMENT FOR POSSESSION", "Let writ of possession issue.").replace(
      "DOLORES M. QUINTERO,",
      "DOLORES M. QUINTERO and ALL OTHERS IN POSSESSION,",
    );
    expect(readPaper(judgment).paper.parties.defendant).toBe("DOLORES M. QUINTERO and ALL OTHERS IN POSSESSION");
  });

  it("is the person, without 'and all occupants' or 'and unknown tenants' on a notice", () => {
    const notice = (to: string) =>
      `NOTICE TO TENANT - 3 DAYS TO PAY RENT OR DELIVER POSSESSION\n\nTo: ${to}\n    22 Midway Blvd, Port Charlotte, FL\n\nYou owe rent of $1,725.00.`;
    expect(readPaper(notice("Reginald Asante and all occupants")).paper.parties.tenant).toBe("Reginald Asante");
    expect(readPaper(notice("Reginald Asante and unknown tenants")).paper.parties.tenant).toBe("Reginald Asante");
  });

  it("keeps two people named together", () => {
    const notice = `NOTICE TO TENANT - 3 DAYS TO PAY RENT OR DELIVER POSSESSION\n\nTo: Reginald Asante and Mara Asante\n    22 Midway Blvd, Port Charlotte, FL\n`;
    expect(readPaper(notice).paper.parties.tenant).toBe("Reginald Asante and Mara Asante");
  });

  it("is a lease's party without what it is and who acts for it", () => {
    const lease = `APARTMENT LEASE AGREEMENT

This Apartment Lease Agreement is entered into on January 19, 2027, by and between HARBOR GARDEN APARTMENTS, LP, a
Florida limited partnership, by its management agent Seagrape Residential Services, LLC, 1950 20th Avenue, Vero
Beach, Florida 32960, (772) 555-0126 ("Owner"), and PERPETUA J. HALLORAN ("Resident"), for Apartment 2-114.
`;
    const { parties } = readPaper(lease).paper;
    expect(parties.landlord).toBe("HARBOR GARDEN APARTMENTS, LP");
    expect(parties.tenant).toBe("PERPETUA J. HALLORAN");
  });

  it("keeps a lease party's own 'Inc.'", () => {
    const lease = `RESIDENTIAL LEASE

This lease is made between Palm Court Homes, Inc. ("Landlord") and Jane Roe ("Tenant").
`;
    expect(readPaper(lease).paper.parties.landlord).toBe("Palm Court Homes, Inc.");
  });
});

describe("the day a paper was served (round on tuning set 9)", () => {
  it("is a return of service's date, whatever its verb ('Executed'), not the day the server received it", () => {
    const summons = `EVICTION SUMMONS/RESIDENTIAL\n\nPROOF OF SERVICE: Received this summons on 03/01/2027 and executed on 03/03/2027 at 6:10 p.m. at 8 Oak Lane.`;
    expect(readPaper(summons).paper.deliveredOn).toBe("2027-03-03");
    const executed = `SUMMONS\n\nDEPUTY'S RETURN: Executed on March 9, 2027 at 9:15 a.m. at 40 Bay Road.`;
    expect(readPaper(executed).paper.deliveredOn).toBe("2027-03-09");
  });

  it("is read from a long substitute-service sentence of a return", () => {
    const summons = `SUMMONS\n\nRETURN OF SERVICE: Served MILO T. ABERNATHY-KWAME by leaving a copy with his daughter, Nia Abernathy-Kwame, a person over 15 years of age residing at his usual place of abode, on August 2, 2027 at 4:40 p.m.`;
    expect(readPaper(summons).paper.deliveredOn).toBe("2027-08-02");
  });

  it("is a date the delivery's words follow: posted, 'by delivering a true copy', 'I delivered'", () => {
    const posted = `THREE-DAY NOTICE TO PAY RENT OR DELIVER POSSESSION\n\nPOSTING: On May 3, 2027 at 10:00 a.m. no one was home, and this notice was posted on the front door.`;
    expect(readPaper(posted).paper.deliveredOn).toBe("2027-05-03");
    const handed = `SUMMONS\n\n4/12/2027 at 8:05 a.m., by delivering a true copy to the tenant in person.`;
    expect(readPaper(handed).paper.deliveredOn).toBe("2027-04-12");
    const mine = `SEVEN-DAY NOTICE\n\nOn June 7, 2027, I delivered this notice to the tenant by hand.`;
    expect(readPaper(mine).paper.deliveredOn).toBe("2027-06-07");
  });

  it("is not a deadline's date followed by how to pay", () => {
    const notice = `THREE-DAY NOTICE TO PAY RENT OR DELIVER POSSESSION\n\nPay $900.00 on or before May 8, 2027 by delivering a cashier's check to the office.`;
    expect(readPaper(notice).paper.deliveredOn).toBeNull();
  });

  it("is a motion's certificate of service, not the day it recites the summons was served", () => {
    const motion = caption(
      "MOTION FOR CLERK'S DEFAULT",
      "1. The Defendant was served with the summons and complaint on March 2, 2027.\n\n" +
        "CERTIFICATE OF SERVICE\n\nI HEREBY CERTIFY that a copy was furnished by U.S. Mail to the Defendant at 9 Elm " +
        "Street, Port St. Lucie, Florida 34952, on April 9, 2027.",
    );
    expect(readPaper(motion).paper.deliveredOn).toBe("2027-04-09");
  });
});

describe("a party's name (round on tuning set 9)", () => {
  it("is the 'Defendant:' label's name, not a sentence ending in 'on the defendant.'", () => {
    const notice = `SUMMONS/NOTICE TO APPEAR FOR PRETRIAL CONFERENCE

Defendant: MARISOL T. VEGA-ODUM, 14 Pine Road, Lake City, FL 32055

SHERIFF: serve it on the defendant.
`;
    expect(readPaper(notice).paper.parties.defendant).toBe("MARISOL T. VEGA-ODUM");
  });

  it("keeps a party's own small words before its role ('as assignee of')", () => {
    const summons = `SUMMONS\n\nHARBOR ASSETS I, LLC, as assignee of Citibank, N.A., Plaintiff,\nvs.\nJANE Q. ROE, Defendant.\n`;
    expect(readPaper(summons).paper.parties.plaintiff).toBe("HARBOR ASSETS I, LLC, as assignee of Citibank, N.A.");
  });
});

describe("a court's order (round on tuning set 9)", () => {
  it("stays 'other' when a line in capitals says 'written' (no writ)", () => {
    const order = caption(
      "ORDER SETTING NON-JURY TRIAL",
      "This small claims case is set for NON-JURY TRIAL on May 12, 2027, at 9:00 a.m., in Courtroom 2. It was at the " +
        "pretrial conference.\n\nNO CONTINUANCE EXCEPT BY WRITTEN MOTION.\n\nDONE AND ORDERED on April 1, 2027.",
    );
    expect(readPaper(order).paper.kind).toBe("other");
  });

  it("leaves an order printed with its writ alone", () => {
    const writ = caption(
      "ORDER GRANTING DEFAULT",
      "WRIT OF POSSESSION\n\nTHE STATE OF FLORIDA: To the Sheriff of Polk County, Florida: YOU ARE COMMANDED to remove " +
        "all persons from the premises and to put the Plaintiff in possession of it, after 24 hours' notice conspicuously " +
        "posted on the premises.",
    );
    expect(readPaper(writ).paper.kind).not.toBe("other");
  });
});
