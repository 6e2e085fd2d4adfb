/**
 * The tenth plain-words round: full sentences on papers not seen before. A line without a full stop is no sentence: a
 * reader, and a tool that finds sentences by their full stops, reads it into the next one. The plain version says the
 * paper's title as a sentence ("This is a notice of default and right to cure."), the sender on its letterhead ("It
 * is from …") and the name above the address it is sent to ("It is sent to …") (head-lines.ts); a form's warnings
 * ("IMPORTANT", "PLEASE READ CAREFULLY") and a caption naming its judicial circuit as sentences (letter-header.ts); a
 * whole sentence that announces a list ends with a full stop (list-intro.ts); a company's "Inc." or "P.A." ends a
 * sentence when a new one starts after it (sentences.ts). Each rule is shown with a paper or sentence it must leave
 * alone, and the round's tuning papers (test-support/tuning-papers-8/) keep every value and print their grades.
 */
import { describe, expect, it } from "vitest";
import { firstUseTerms, withoutTermNotes } from "./first-use-terms";
import { capitalizedWords, titleSentence } from "./head-lines";
import { tellLine } from "./letter-header";
import { endListIntro } from "./list-intro";
import { countText } from "./readability";
import { splitSentences } from "./sentences";
import { copiedFromPdf } from "./test-support/copied-from-pdf";
import { gradeRow, printGrades } from "./test-support/grade-table";
import { missingValues } from "./test-support/kept-values";
import { TUNING_PAPERS_8, tuningText8 } from "./test-support/tuning-papers-8/index";
import { plainSentence, translateText } from "./translate";
import { keepsAllValues } from "./values";

const plainOf = (lines: readonly string[]) => translateText(lines.join("\n")).simplifiedContent;
const pieces = (sentence: string) => plainSentence(sentence, { self: "this paper" }).pieces;

describe("a paper's title said as a sentence", () => {
  it.each([
    ["NOTICE OF DEFAULT AND RIGHT TO CURE", "This is a notice of default and right to cure."],
    ["ORDER SETTING MEDIATION", "This is an order setting mediation."],
    ["PLAINTIFF'S MOTION FOR CLERK'S DEFAULT", "This is the plaintiff's motion for clerk's default."],
    ["THE STATE OF FLORIDA'S NOTICE", "This is the state of Florida's notice."],
    ["SUMMONS/NOTICE TO APPEAR FOR PRETRIAL CONFERENCE", "This is a summons/notice to appear for pretrial conference."],
  ])("%s", (title, sentence) => {
    expect(titleSentence(title)).toBe(sentence);
  });

  it("keeps the capital of a name the paper writes with one, not of the paper's own words", () => {
    const paper = "The court heard Hartwell's motion on May 3, 2027. The Court has the motion and the court file.";
    expect(titleSentence("ORDER ON HARTWELL'S MOTION", capitalizedWords(paper))).toBe("This is an order on Hartwell's motion.");
    expect(titleSentence("ORDER ON THE MOTION", capitalizedWords(paper))).toBe("This is an order on the motion.");
  });

  it("says the plain version of the title, at the head of the paper", () => {
    const plain = plainOf([
      "SEVEN-DAY NOTICE OF NONCOMPLIANCE WITH OPPORTUNITY TO CURE",
      "",
      "You are keeping a dog in your unit without the written consent of the Landlord.",
    ]);
    expect(plain.split("\n")[0]).toBe("This is a seven-day notice of problem (noncompliance) with a chance to fix it.");
  });

  it("leaves the paper's own legal word out of the grade in a title said in small letters, as in capitals", () => {
    const terms = firstUseTerms(() => []);
    terms.noted.add("NONCOMPLIANCE");
    expect(withoutTermNotes("This is a notice of problem (noncompliance).", terms)).toBe("This is a notice of problem.");
    expect(withoutTermNotes("A NOTICE OF PROBLEM (NONCOMPLIANCE)", terms)).toBe("A NOTICE OF PROBLEM");
  });

  it("leaves alone a title in small letters, a heading after the paper's first sentence, and a title with a value in capitals", () => {
    expect(titleSentence("Notice of Default")).toBeUndefined();
    const plain = plainOf([
      "You owe the Landlord $1,425.00 for the rent of March 2026, and you must pay it by March 9, 2026.",
      "",
      "CERTIFICATE OF SERVICE",
      "",
      "I certify that a copy of this notice was delivered to the Tenant on March 4, 2026.",
    ]);
    expect(plain).toContain("\n\nCERTIFICATE OF SERVICE\n\n");
    // "MAY 5, 2027" said in small letters would no longer be the date: the heading stays as it is.
    const dated = plainOf(["NOTICE OF SALE ON MAY 5, 2027", "", "The vehicle will be sold at a public sale on that day."]);
    expect(dated.split("\n")[0]).toBe("NOTICE OF SALE ON MAY 5, 2027");
  });
});

describe("a letter's sender and the one it is sent to", () => {
  const letter = [
    "HARBOR OAKS RESIDENTIAL, LLC",
    "3301 Bayview Parkway, Suite 120, Pensacola, Florida 32503",
    "Phone: (850) 555-0117",
    "",
    "May 3, 2027",
    "",
    "Jasmine Okafor",
    "1127 Riverside Avenue, Apartment 3",
    "Jacksonville, Florida 32204",
    "",
    "Dear Resident:",
    "",
    "This notice is to remind you that your lease for the home will end on May 31, 2027.",
  ];

  it("tells the letterhead's name and the name above the address, and keeps the address lines as written", () => {
    const plain = plainOf(letter);
    expect(plain).toContain(
      "It is from HARBOR OAKS RESIDENTIAL, LLC.\n\n3301 Bayview Parkway, Suite 120, Pensacola, Florida 32503",
    );
    expect(plain).toContain("It is dated May 3, 2027.\n\nIt is sent to Jasmine Okafor.\n\n1127 Riverside Avenue, Apartment 3");
    expect(plain).toContain("Jacksonville, Florida 32204");
    expect(keepsAllValues(letter.join("\n"), plain)).toBe(true);
    // Each address line ends as a unit of its own (contact-lines.ts), not as the start of the next sentence.
    expect(countText(plain, "full stop").sentences).toBe(8);
  });

  it("leaves alone a person's name in small letters at the top, a caption's party, and a name after the letter's text", () => {
    // At the top, a person's name may be the one it is sent to.
    const top = plainOf(["Yolanda Reyes", "2210 Northwest 7th Street, Unit 5", "Miami, Florida 33125", "", ...letter.slice(10)]);
    expect(top).not.toContain("It is from");
    expect(top.split("\n")[0]).toBe("Yolanda Reyes");
    // A caption's party is followed by "Plaintiff,", not an address.
    const caption = plainOf([
      "SUMMIT CREDIT PARTNERS, LLC,",
      "Plaintiff,",
      "v.",
      "THOMAS BRENNAN,",
      "Defendant.",
      "",
      ...letter.slice(12),
    ]);
    expect(caption).not.toMatch(/It is (?:from|sent to)/);
    // A name and address after the letter's own sentences signs it: no longer the head.
    const signed = plainOf([
      ...letter.slice(10),
      "",
      "Harbor Point Apartments, Inc.",
      "6150 Gulf Boulevard, St. Petersburg, Florida 33706",
    ]);
    expect(signed).toContain("\n\nHarbor Point Apartments, Inc.\n\n6150 Gulf Boulevard");
  });

  it("does not tell a name whose line, read with the line above it, holds a value ('Unit 12' above 'Days Inn …' reads 12 days)", () => {
    const paper = [
      "May 3, 2027",
      "",
      "Reference: Unit 12",
      "Days Inn Holdings, LLC",
      "88 Cypress Lane",
      "Tampa, Florida 33602",
      "",
      ...letter.slice(12),
    ];
    const plain = plainOf(paper);
    expect(plain).not.toContain("It is sent to Days Inn Holdings, LLC.");
    expect(keepsAllValues(paper.join("\n"), plain)).toBe(true);
    // Told, it would lose "12 days" from the paper, and the whole paper would be kept as written.
    expect(plain).toContain("It is dated May 3, 2027.");
    // The same letter without the number above the name: told.
    expect(plainOf(paper.filter((line) => !line.startsWith("Reference")))).toContain("It is sent to Days Inn Holdings, LLC.");
  });
});

describe("a form's warnings and a caption's circuit", () => {
  it.each([
    ["IMPORTANT", "This is important."],
    ["PLEASE READ CAREFULLY", "Please read this carefully."],
    ["IMPORTANT - READ CAREFULLY", "This is important. Read it carefully."],
    [
      "IN THE COUNTY COURT, FIFTH JUDICIAL CIRCUIT, IN AND FOR CITRUS COUNTY, FLORIDA",
      "This case is in the County Court of the Fifth Judicial Circuit for Citrus County, Florida.",
    ],
    [
      "IN THE COUNTY COURT OF THE 19TH JUDICIAL CIRCUIT IN AND FOR MARTIN COUNTY, FLORIDA",
      "This case is in the County Court of the 19th Judicial Circuit for Martin County, Florida.",
    ],
    ["IN THE CIRCUIT COURT OF THE NINTH JUDICIAL CIRCUIT", "This case is in the Circuit Court of the Ninth Judicial Circuit."],
  ])("%s", (line, sentence) => {
    expect(tellLine(line)).toBe(sentence);
  });

  it("leaves alone a warning with more to it, and a court line that names no court", () => {
    expect(tellLine("IMPORTANT NOTICE TO TENANTS")).toBeUndefined();
    expect(tellLine("IN THE MATTER OF THE ESTATE OF JOHN SMITH")).toBeUndefined();
  });
});

describe("a sentence that announces a list", () => {
  it.each([
    ["The court orders the following:", "The court orders the following."],
    [
      "Before moving out of the home, the Tenant must do these things:",
      "Before moving out of the home, the Tenant must do these things.",
    ],
    ["THE THINGS YOU MUST DO ARE AS FOLLOWS:", "THE THINGS YOU MUST DO ARE AS FOLLOWS."],
    [
      "The signer counsel will ask the court to hear the following matter:",
      "The signer counsel will ask the court to hear the following matter.",
    ],
  ])("%s", (sentence, expected) => {
    expect(endListIntro(sentence)).toBe(expected);
  });

  it.each([
    "It is ORDERED that:",
    "Copies given by e-mail or U.S. Mail to:",
    "The following:",
    "According to the following:",
    // The address that follows goes on with "… and to put Plaintiff in possession of it".
    "YOU ARE COMMANDED to remove all persons from the following described property in Martin County, Florida:",
    "Payment will be applied in the following order: interest, then fees.",
    "You paid or were credited this amount: - $250.00",
  ])("keeps its colon: %s", (sentence) => {
    expect(endListIntro(sentence)).toBe(sentence);
  });

  it("counts the announcement and each item as sentences", () => {
    const plain = plainOf(["ORDERED AND ADJUDGED as follows:", "", "1. The Defendant must pay $500.00 by June 1, 2027."]);
    expect(plain).toBe("The court orders the following.\n\n1. The Defendant must pay $500.00 by June 1, 2027.");
    expect(countText(plain, "full stop").sentences).toBe(2);
  });
});

describe("a company's name at a sentence's end", () => {
  it("ends the sentence after 'Inc.', 'P.A.' or 'N.A.' when a new one starts", () => {
    expect(
      splitSentences(
        "We are trying to collect a debt that you owe to Harbor Light Medical Group, P.A. We will use any information you give us to help collect the debt.",
      ),
    ).toEqual([
      "We are trying to collect a debt that you owe to Harbor Light Medical Group, P.A.",
      "We will use any information you give us to help collect the debt.",
    ]);
    expect(
      splitSentences("Pay by money order to Seagrass Pointe Association, Inc. Payment must be delivered by hand."),
    ).toHaveLength(2);
  });

  it("keeps a company's name inside its sentence, and an initial", () => {
    expect(splitSentences("Sunrise Bank, N.A. and its agents may call you.")).toHaveLength(1);
    expect(splitSentences("Coastal Palms Co. Federal Credit Union holds the account.")).toHaveLength(1);
    expect(splitSentences("Served on John A. Smith at his home.")).toHaveLength(1);
  });
});

describe("court orders and a board's vote", () => {
  it("says an order's 'It is ORDERED that:' before its numbered orders as a sentence", () => {
    expect(pieces("It is ORDERED that:")).toEqual(["The court orders the following."]);
    expect(pieces("ORDERED AND ADJUDGED:")).toEqual(["THE COURT ORDERS THE FOLLOWING."]);
    expect(pieces("Under Florida Rule of Civil Procedure 1.700, IT IS ORDERED:")).toEqual([
      "Under Florida Rule of Civil Procedure 1.700, the court orders the following.",
    ]);
    // An order with what it orders in the same sentence is not a list.
    expect(pieces("It is ORDERED that the Defendant pay $500.00 by June 1, 2027.").join(" ")).not.toContain("following");
  });

  it("lifts a board's meeting out from between the board and its vote", () => {
    expect(
      pieces(
        "Because the violation continues, the Board of Directors, at a duly noticed meeting held on August 18, 2027, voted to propose a fine of $50.00 per day, beginning on the day after the hearing below if the Committee approves it, up to a maximum of $1,000.00.",
      ),
    ).toEqual([
      "Because the violation continues, the Board of Directors voted to propose a fine of $50.00 per day, beginning on the day after the hearing below if the Committee approves it, up to $1,000.00.",
      "The vote was made at a noticed meeting held on August 18, 2027.",
    ]);
    // No meeting with its date: nothing to lift.
    const discretion =
      "The Board of Directors, at its sole discretion, voted to propose a fine of $50.00 per day for each day that the violation continues after the hearing.";
    expect(pieces(discretion).join(" ")).not.toContain("The vote was made");
  });

  it("says 'previously' before a verb as 'already', never 'We before wrote'", () => {
    expect(pieces("We previously wrote to you on July 9, 2027 about the fence.")).toEqual([
      "We already wrote to you on July 9, 2027 about the fence.",
    ]);
    expect(pieces("The fence was previously approved by the Committee.")).toEqual([
      "The fence was already approved by the Committee.",
    ]);
    // After its verb it stays "before".
    expect(pieces("The fence was approved previously.")).toEqual(["The fence was approved before."]);
  });

  it("says 'the vacating of' once, never 'moving out of of'", () => {
    expect(pieces("Upon the vacating of the Apartment, Owner shall return the deposit within 15 days.")).toEqual([
      "On the move-out from the Apartment, Owner must return the deposit within 15 days.",
    ]);
    expect(pieces("Tenant shall vacate the premises by May 1, 2027.")).toEqual(["Tenant must move out by May 1, 2027."]);
  });
});

describe("a value written across two blocks", () => {
  it("keeps the two sentences it spans as written, and the rest of the paper plain", () => {
    const paper = [
      "NOTICE OF HEARING",
      "",
      "You shall attend the hearing.",
      "",
      // A blank line splits the sentence at its value (a line that only wraps it is joined since round 11).
      "Under Section 720.305(2), Florida Statutes, a fine may not be imposed until you have been given at least fourteen",
      "",
      "(14) days' notice and an opportunity for a hearing before a committee.",
      "",
      "The Owner shall pay the fine pursuant to the Declaration.",
    ].join("\n");
    const result = translateText(paper);
    expect(result.simplifiedContent).toContain("at least fourteen\n\n(14) days' notice");
    expect(result.simplifiedContent).toContain("You must attend the hearing.");
    expect(result.simplifiedContent).toContain("The Owner must pay the fine under the Declaration.");
    expect(result.keptSentences).toHaveLength(2);
    expect(keepsAllValues(paper, result.simplifiedContent)).toBe(true);
  });
});

describe("the tenth round's tuning papers", () => {
  it.each(TUNING_PAPERS_8.map((paper) => [paper.file, paper] as const))(
    "%s keeps every value, pasted and copied out of a PDF",
    (_file, paper) => {
      const result = translateText(tuningText8(paper));
      expect(missingValues(paper.values, result.simplifiedContent)).toEqual([]);
      const copied = translateText(copiedFromPdf(tuningText8(paper), paper, 10));
      expect(missingValues(paper.values, copied.simplifiedContent)).toEqual([]);
    },
  );

  it("prints their grades, counted both ways", () => {
    const rows = TUNING_PAPERS_8.map((paper) => gradeRow(paper.file, translateText(tuningText8(paper))));
    printGrades("Round-10 tuning papers (set 8)", rows);
    expect(rows).toHaveLength(TUNING_PAPERS_8.length);
  });
});
