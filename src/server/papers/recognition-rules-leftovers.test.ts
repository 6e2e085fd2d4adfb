/**
 * The general rules of the recognition round on the tuning sets' leftovers, each with a paper that needs it and a near
 * miss it must leave alone. The papers are short and made up, written the way Florida's landlords write them.
 */
import { describe, expect, it } from "vitest";
import { readPaper } from "./read-paper";

describe("the day a notice was delivered", () => {
  const letter = (howSent: string) => `SEAGRAPE COTTAGES, LLC
410 Beach Drive, Destin, FL 32541

March 2, 2028

${howSent}

Wilhelmina R. Castellanos
412 Beach Drive, Cottage 3
Destin, Florida 32541

Your month-to-month tenancy will end on April 30, 2028. Please move out by that day.
`;

  it("is not the date another paper was signed or dated on, in a parenthesis or a clause", () => {
    expect(readPaper(letter("Via hand delivery and e-mail (e-mail addendum signed 6/1/2027)")).paper.deliveredOn).toBeNull();
    expect(readPaper(letter("Mailed with a copy of the lease dated June 1, 2027.")).paper.deliveredOn).toBeNull();
  });

  it("is still the date the delivery's own words give", () => {
    expect(readPaper(letter("Hand delivered on March 3, 2028 (lease addendum attached)")).paper.deliveredOn).toBe("2028-03-03");
    expect(readPaper(letter("This notice was hand delivered and signed for on March 3, 2028.")).paper.deliveredOn).toBe(
      "2028-03-03",
    );
  });
});

describe("the landlord of a notice ending a tenancy", () => {
  const notice = (sentence: string) => `NOTICE OF TERMINATION OF MONTH-TO-MONTH TENANCY

Date: January 14, 2028

To: Cornelius Adeyemi-Walsh
88 Orange Blossom Way
Ocala, Florida 34471

${sentence} hereby elects to terminate your month-to-month tenancy, which shall end on February 29, 2028.
`;

  it("is the one named as 'the undersigned Landlord', with its company's LLC", () => {
    const reading = readPaper(notice("Please be advised that the undersigned Landlord, Live Oak Holdings, LLC,"));
    expect(reading.paper.parties.landlord).toBe("Live Oak Holdings, LLC");
    expect(readPaper(notice("The undersigned owner, Dolores Fitzgerald-Mbeki")).paper.parties.landlord).toBe(
      "Dolores Fitzgerald-Mbeki",
    );
  });

  it("is no one when 'the undersigned Landlord' is followed by who acts for it, not a name", () => {
    expect(readPaper(notice("The undersigned landlord, by its manager,")).paper.parties.landlord).toBeNull();
  });
});

describe("a caption's defendant", () => {
  const caption = (defendant: string) => `IN THE COUNTY COURT IN AND FOR CITRUS COUNTY, FLORIDA

CASE NO.: 2028-CC-000311

WITHLACOOCHEE PINES RV PARK, LLC,
     Plaintiff,
vs.
${defendant}
     Defendants.
______________________________/

FINAL JUDGMENT FOR POSSESSION
`;

  it("is the name, not the occupants written on a line of their own under it", () => {
    expect(readPaper(caption("OSWALDO K. FENWICK-ADDO and\nALL OTHERS IN POSSESSION,")).paper.parties.defendant).toBe(
      "OSWALDO K. FENWICK-ADDO",
    );
  });

  it("keeps a second defendant's own line, and the occupants written on the name's line", () => {
    expect(readPaper(caption("OSWALDO K. FENWICK-ADDO and\nMIRIAM FENWICK-ADDO,")).paper.parties.defendant).toBe(
      "OSWALDO K. FENWICK-ADDO and MIRIAM FENWICK-ADDO",
    );
    expect(readPaper(caption("OSWALDO K. FENWICK-ADDO and ALL OTHER OCCUPANTS,")).paper.parties.defendant).toBe(
      "OSWALDO K. FENWICK-ADDO and ALL OTHER OCCUPANTS",
    );
  });
});
