/**
 * The translator names a paper's kind as the paper reader does (src/server/papers/classify.ts), and shows the Florida
 * note of that kind (content/<language>/translator/): a judgment for possession or a writ is no summons (the days to
 * answer are over), a pet addendum is no 7-day notice. Short papers of our own, one of each kind.
 */
import { describe, expect, it } from "vitest";
import { PAPER_KINDS } from "@shared/papers";
import { translatorContent } from "./content";
import { documentKindOf, documentNotes, selfName, type DocumentKind } from "./florida-rules";
import { translateText } from "./translate";

const paper = (...lines: string[]) => lines.join("\n\n");

const FINAL_JUDGMENT = paper(
  "IN THE COUNTY COURT IN AND FOR SEMINOLE COUNTY, FLORIDA",
  "CASE NO.: 2027-CC-004417",
  "HERON COVE APARTMENTS, LLC,\nPlaintiff,\nv.\nDANA WELLS,\nDefendant.",
  "FINAL JUDGMENT FOR POSSESSION",
  "THIS CAUSE came before the Court on the Plaintiff's complaint for eviction. The Defendant was served with the eviction summons and complaint on May 10, 2027, and did not deposit the rent into the registry of the court. It is ADJUDGED that Plaintiff, HERON COVE APARTMENTS, LLC, recover from Defendant, DANA WELLS, possession of the real property located at 88 Egret Lane, Unit 4, Sanford, Florida 32771, for which let Writ of Possession issue forthwith.",
  "DONE AND ORDERED in Sanford, Seminole County, Florida, on June 3, 2027.",
);

const WRIT = paper(
  "IN THE COUNTY COURT IN AND FOR SEMINOLE COUNTY, FLORIDA",
  "CASE NO.: 2027-CC-004417",
  "WRIT OF POSSESSION",
  "THE STATE OF FLORIDA: To the Sheriff of Seminole County, Florida:",
  "YOU ARE COMMANDED to remove all persons from the following described property in Seminole County, Florida: 88 Egret Lane, Unit 4, Sanford, Florida 32771, and to put Plaintiff in possession of it, after 24 hours' notice conspicuously posted on the premises.",
  "WITNESS my hand and the seal of this Court on June 4, 2027.",
);

const PET_ADDENDUM = paper(
  "PET ADDENDUM TO RESIDENTIAL LEASE",
  "This Pet Addendum is part of the Lease dated March 1, 2027 between Gulf Breeze Rentals, LLC (Landlord) and Omar Haddad (Tenant) for 12 Sandpiper Court, Destin, Florida.",
  "Tenant may keep one dog named Biscuit, not over 40 pounds. Tenant shall pay a pet deposit of $250.00 and pet rent of $25.00 per month with the rent.",
  "If the pet causes a disturbance or damage, Landlord may give Tenant a 7-day notice to cure the violation of this Addendum, and Tenant must remove the pet if it is not cured.",
  "Tenant is responsible for any damage the pet causes to the premises.",
);

const LEASE = paper(
  "RESIDENTIAL LEASE AGREEMENT",
  "This Lease is made between Coral Way Homes, Inc. (Landlord) and Lucia Ortega (Tenant) for the premises at 410 Palm Avenue, Apt. 2, Tampa, Florida 33602.",
  "The term of this Lease begins July 1, 2027 and ends June 30, 2028. Tenant shall pay monthly rent of $1,375.00 on or before the first day of each month.",
  "Tenant has paid a security deposit of $1,375.00. Tenant shall keep the premises clean and shall not sublet without Landlord's written consent.",
  "Landlord shall have the right to enter the premises at any time without notice to Tenant.",
);

const THREE_DAY = paper(
  "THREE-DAY NOTICE TO PAY RENT OR DELIVER POSSESSION",
  "To: Kevin Marsh, 27 Orchid Street, Ocala, Florida 34471",
  "You are hereby notified that you are indebted to me in the sum of $1,120.00 for the rent and use of the premises at 27 Orchid Street, Ocala, Florida, now occupied by you, and that I demand payment of the rent or possession of the premises within 3 days (excluding Saturday, Sunday, and legal holidays) from the date of delivery of this notice, to wit: on or before August 9, 2027.",
  "Landlord: Marion Lakes Property Group, 500 SW 10th Street, Ocala, Florida 34471",
);

const SEVEN_DAY_CURE = paper(
  "SEVEN-DAY NOTICE TO CURE NONCOMPLIANCE",
  "To: Priya Nair, 9 Mango Lane, Apt. 3, Fort Myers, Florida 33901",
  "You are hereby notified that you are not complying with your rental agreement in that loud music is played after 11:00 p.m. and bags of trash are left in the hallway.",
  "Demand is hereby made that you remedy the noncompliance within 7 days of receipt of this notice or your rental agreement shall be deemed terminated and you shall vacate the premises upon such termination.",
  "If this same conduct or conduct of a similar nature is repeated within 12 months, your tenancy is subject to termination without your being given an opportunity to cure the noncompliance.",
);

const EVICTION_SUMMONS = paper(
  "IN THE COUNTY COURT IN AND FOR ALACHUA COUNTY, FLORIDA",
  "CASE NO.: 2027-CC-001982",
  "EVICTION SUMMONS/RESIDENTIAL",
  "TO: Jordan Pike, 1401 NW 16th Avenue, Gainesville, Florida 32605",
  "PLEASE READ CAREFULLY. You are being sued by Oak Hammock Rentals, LLC to require you to move out of the place where you are living for the reasons given in the attached complaint.",
  "You are entitled to a trial to decide whether you can be required to move, but you MUST do ALL of the things listed below. You must do them within 5 days (not including Saturday, Sunday, or any legal holiday) after the date these papers were given to you.",
  "Pay into the Registry of the Court the amount of rent that the complaint says is due.",
);

const SMALL_CLAIMS = paper(
  "IN THE COUNTY COURT IN AND FOR VOLUSIA COUNTY, FLORIDA, SMALL CLAIMS DIVISION",
  "CASE NO.: 2027-SC-000731",
  "SUMMONS/NOTICE TO APPEAR FOR PRETRIAL CONFERENCE",
  "TO: Renee Castillo, 55 Beach Street, Daytona Beach, Florida 32114",
  "YOU ARE HEREBY NOTIFIED that you are required to appear in person or by attorney at the Volusia County Courthouse, 125 E. Orange Avenue, Daytona Beach, Florida, on September 14, 2027 at 9:00 a.m. for a PRETRIAL CONFERENCE before a judge of this court.",
  "If you fail to appear at the pretrial conference, a judgment may be entered against you for the amount claimed, $2,480.00.",
);

const COUNTY_SUMMONS = paper(
  "IN THE COUNTY COURT OF THE FIFTH JUDICIAL CIRCUIT IN AND FOR LAKE COUNTY, FLORIDA",
  "CASE NO.: 2027-CC-003390",
  "FIRST CITRUS BANK, N.A.,\nPlaintiff,\nv.\nHELEN TRAN,\nDefendant.",
  "SUMMONS: PERSONAL SERVICE ON AN INDIVIDUAL",
  "TO: Helen Tran, 310 Citrus Ridge Drive, Clermont, Florida 34711",
  "A lawsuit has been filed against you. You have 20 calendar days after this summons is served on you to file a written response to the attached complaint with the clerk of this court. A phone call will not protect you.",
  "If you do not file your response on time, you may lose the case, and your wages, money, and property may thereafter be taken without further warning from the court.",
);

const COLLECTION_LETTER = paper(
  "Bayline Recovery Services\nP.O. Box 4410, Orlando, FL 32802",
  "October 2, 2027",
  "Re: Original creditor: Sunrise Medical Group. Account ending 4471. Amount of the debt: $612.40.",
  "Bayline Recovery Services is a debt collector. We are trying to collect a debt that you owe to Sunrise Medical Group. We will use any information you give us to help collect the debt.",
  "Call or write to us by November 12, 2027 to dispute all or part of the debt. If you do not, we will assume that our information is correct.",
);

const POWER_OF_ATTORNEY = paper(
  "DURABLE POWER OF ATTORNEY",
  "I, Walter Briggs, of Pensacola, Escambia County, Florida, as principal, appoint my daughter, Nora Briggs, as my agent.",
  "My agent may pay my bills, sign checks on my accounts at Gulf Coast Credit Union, and deal with my landlord about my lease.",
  "This power of attorney is durable and is not terminated by my later incapacity.",
  "Signed on May 20, 2027 before two witnesses and a notary public.",
);

const MOTION_FOR_DEFAULT = paper(
  "IN THE COUNTY COURT IN AND FOR MARION COUNTY, FLORIDA",
  "CASE NO.: 2027-CC-002214",
  "SUNCOAST LENDING GROUP, LLC,\nPlaintiff,\nv.\nMARCUS BELL,\nDefendant.",
  "PLAINTIFF'S MOTION FOR DEFAULT",
  "Plaintiff, SUNCOAST LENDING GROUP, LLC, moves for entry of a default against Defendant, MARCUS BELL, for failure to serve or file any paper in this action as required by law.",
  "The Defendant was served with the summons and complaint on April 2, 2027. More than 20 days have passed, and the Defendant has not filed an answer or other response.",
  "WHEREFORE, Plaintiff requests that the Clerk enter a default against the Defendant.",
);

const DEPOSIT_CLAIM = paper(
  "Palmetto Grove Rentals, LLC\n220 Citrus Avenue, Lakeland, Florida 33801",
  "July 8, 2027",
  "To: Tanya Brooks, 15 Magnolia Way, Lakeland, Florida 33803",
  "This is a notice of my intention to impose a claim for damages in the amount of $640.00 upon your security deposit, due to carpet replacement and wall repairs at 41 Lake Hollingsworth Drive, Unit 6, Lakeland, Florida.",
  "It is sent to you as required by s. 83.49(3), Florida Statutes. You are hereby notified that you must object in writing to this deduction from your security deposit within 15 days from the time you receive this notice or I will be authorized to deduct my claim from your security deposit.",
  "Your objection must be sent to Palmetto Grove Rentals, LLC, 220 Citrus Avenue, Lakeland, Florida 33801.",
);

const HOA_NOTICE = paper(
  "HERON POINTE HOMEOWNERS ASSOCIATION, INC.",
  "NOTICE OF VIOLATION",
  "August 14, 2027",
  "To: Ray Dominguez, 803 Heron Pointe Circle, Naples, Florida 34102",
  "Dear Homeowner: During a recent inspection, the Association noted that a boat trailer is parked in the driveway of your lot, in violation of Article VII, Section 4 of the Declaration of Covenants.",
  "Please remove the trailer within 14 days of the date of this letter. If the violation is not corrected, the Board may levy a fine of $100.00 per day, up to $1,000.00, after notice and an opportunity for a hearing before the Fining Committee.",
);

/** Each paper, the translator's kind for it and the note shown with its translation (content/en/translator/). */
const CASES: readonly (readonly [string, string, DocumentKind, readonly string[]])[] = [
  ["a final judgment for possession", FINAL_JUDGMENT, "final_judgment", ["final-judgment"]],
  ["a writ of possession", WRIT, "writ_of_possession", ["writ-of-possession"]],
  ["a motion for default", MOTION_FOR_DEFAULT, "motion_for_default", ["motion-for-default"]],
  ["a deposit claim notice", DEPOSIT_CLAIM, "deposit_claim_notice", ["deposit-claim-notice"]],
  // The Florida law sheet holds no rule on associations: an HOA notice has no note.
  ["an HOA violation notice", HOA_NOTICE, "hoa_violation_notice", []],
  ["a pet addendum", PET_ADDENDUM, "lease_or_addendum", []],
  ["a lease", LEASE, "lease_or_addendum", []],
  ["a 3-day notice", THREE_DAY, "three_day_notice", ["three-day-notice"]],
  ["a 7-day notice to cure", SEVEN_DAY_CURE, "seven_day_notice_cure", ["seven-day-notice"]],
  ["an eviction summons", EVICTION_SUMMONS, "eviction_summons", ["eviction-summons"]],
  ["a small-claims notice to appear", SMALL_CLAIMS, "small_claims_summons", ["small-claims-summons"]],
  ["a county-court summons on a debt", COUNTY_SUMMONS, "county_court_summons", ["county-court-summons"]],
  ["a collection letter", COLLECTION_LETTER, "collection_letter", ["collection-letter"]],
  ["a power of attorney", POWER_OF_ATTORNEY, "power_of_attorney", ["power-of-attorney-signing"]],
];

const floridaRules = (text: string, language: "en" | "es" = "en") =>
  translateText(text, translatorContent(language), language).keyPoints.filter((point) => point.kind === "florida_rule");

describe("the kind of paper the translator names, and its note", () => {
  it.each(CASES)("%s", (_name, text, kind, notes) => {
    expect(documentKindOf(text)).toBe(kind);
    expect(documentNotes(kind)).toEqual(notes);
  });

  it.each(CASES.filter(([, , , notes]) => notes.length > 0))(
    "%s shows its note, in English and in Spanish",
    (_name, text, _kind, notes) => {
      for (const language of ["en", "es"] as const) {
        const shown = floridaRules(text, language).map((rule) => rule.text);
        for (const id of notes) expect(shown, `${id} (${language})`).toContain(translatorContent(language).notes.get(id)?.text);
      }
    },
  );

  it("has a note of its own for every kind the paper reader knows, but a lease, an HOA notice and 'other'", () => {
    const without = PAPER_KINDS.filter((kind) => documentNotes(kind).length === 0);
    expect(without).toEqual(["hoa_violation_notice", "lease_or_addendum", "other"]);
    for (const language of ["en", "es"]) {
      const notes = translatorContent(language).notes;
      for (const kind of [...PAPER_KINDS, "power_of_attorney" as const])
        for (const id of documentNotes(kind)) expect(notes.has(id), `${language}/translator/${id}.md`).toBe(true);
    }
  });

  it("shows no answer-deadline note with a final judgment for possession", () => {
    for (const language of ["en", "es"] as const) {
      const rules = floridaRules(FINAL_JUDGMENT, language);
      expect(rules.map((rule) => rule.citation).join(" ")).not.toContain("83.60");
      expect(rules.map((rule) => rule.citation).join(" ")).toContain("9.110(b)");
    }
    expect(
      floridaRules(FINAL_JUDGMENT)
        .map((rule) => rule.text)
        .join(" "),
    ).not.toMatch(/\b5 days to answer\b/);
  });

  it("says in a deposit claim's note that a late objection keeps her right to sue, and never that it loses the money", () => {
    const english = floridaRules(DEPOSIT_CLAIM)
      .map((rule) => rule.text)
      .join(" ");
    expect(english).toContain("does not stop you from suing");
    expect(english).not.toMatch(
      /\b(?:you|tenants?)\s+(?:will\s+|may\s+|can\s+)?(?:lose|forfeit|waive|give up)\b|\bkeep (?:it|the (?:deposit|money)) for good\b|\bno longer (?:sue|get|claim)\b/i,
    );
    const spanish = floridaRules(DEPOSIT_CLAIM, "es")
      .map((rule) => rule.text)
      .join(" ");
    expect(spanish).toContain("todavía puede demandar");
    expect(spanish).not.toMatch(/\b(?:pierde|perderá|renuncia)\b[^.]{0,40}\b(?:depósito|dinero|derecho)/i);
  });

  it("tells the reader of a county-court summons the 20 days, and the 5 days of an eviction", () => {
    const [rule] = floridaRules(COUNTY_SUMMONS);
    expect(rule?.text).toMatch(/within 20 days after you were served/);
    expect(rule?.text).toMatch(/5 days to answer an eviction/);
    expect(rule?.citation).toContain("1.140(a)");
    expect(rule?.citation).toContain("83.60(2)");
  });

  it("tells the reader of a writ the posted 24 hours, with § 83.62(1)", () => {
    const [rule] = floridaRules(WRIT);
    expect(rule?.text).toMatch(/24 hours later/);
    expect(rule?.citation).toBe("Fla. Stat. § 83.62(1)");
  });

  it("shows the 3-day notice's note with a 3-day notice, and the eviction summons's with a summons", () => {
    const threeDay = translateText(THREE_DAY).keyPoints.filter((point) => point.kind === "florida_rule");
    expect(threeDay.map((rule) => rule.citation).join(" ")).toContain("83.56(3)");
    const summons = translateText(EVICTION_SUMMONS).keyPoints.filter((point) => point.kind === "florida_rule");
    expect(summons.map((rule) => rule.citation).join(" ")).toContain("83.60(2)");
  });

  it("reads a pet addendum as a lease: its clause notes apply, no 7-day notice note", () => {
    const result = translateText(paper(PET_ADDENDUM, "Landlord may enter the premises at any time to inspect the pet."));
    expect(result.documentKind).toBe("lease_or_addendum");
    const citations = result.keyPoints.filter((point) => point.kind === "florida_rule").map((rule) => rule.citation);
    expect(citations).toEqual(["Fla. Stat. § 83.53(2)"]);
  });

  it("calls a pet addendum 'this lease', a notice 'this notice', a judgment 'this paper'", () => {
    expect(selfName(documentKindOf(PET_ADDENDUM), PET_ADDENDUM)).toBe("this lease");
    expect(selfName(documentKindOf(SEVEN_DAY_CURE), SEVEN_DAY_CURE)).toBe("this notice");
    expect(selfName(documentKindOf(FINAL_JUDGMENT), FINAL_JUDGMENT)).toBe("this paper");
  });

  it("knows a power of attorney that appoints an attorney in fact, its words broken over a line", () => {
    const text = paper(
      "LIMITED POWER OF ATTORNEY",
      "I, Sam Ortiz, appoint Rita Ortiz as my attorney in\nfact to sell my car, a 2019 Honda Civic, while I am overseas.",
    );
    expect(documentKindOf(text)).toBe("power_of_attorney");
  });
});

describe("a lease's deposit clause that follows § 83.49", () => {
  const depositNote = (sentence: string) =>
    translateText(paper("RESIDENTIAL LEASE", "This Lease is between Landlord and Tenant for the premises.", sentence))
      .keyPoints.filter((point) => point.kind === "florida_rule")
      .some((rule) => rule.citation?.includes("83.49"));

  it("is not flagged when the deposit is held or returned under § 83.49", () => {
    expect(
      depositNote("The pet deposit of $300.00 is held with the security deposit under section 83.49, Florida Statutes."),
    ).toBe(false);
    expect(depositNote("Landlord shall return the security deposit in the manner section 83.49 requires.")).toBe(false);
  });

  it("is flagged when the lease says § 83.49 does not apply", () => {
    expect(depositNote("Section 83.49, Florida Statutes, does not apply to the security deposit under this Lease.")).toBe(true);
  });
});
