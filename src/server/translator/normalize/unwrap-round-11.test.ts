/**
 * Round 11 of unwrapping: a court paper's text wrapped at a column among many short caption, party and signature
 * lines is still read as wrapped, so a paragraph in capitals wrapped over several lines is one block again, while the
 * caption, the party lines, the title and a warning heading stay lines of their own; a number in brackets after a
 * number word ("fourteen\n(14) days'") goes on with its sentence, and only starts a list item where a list can start.
 */
import { describe, expect, it } from "vitest";
import { translateText } from "../translate";
import { normalizePaper } from "./normalize-paper";
import { unwrapLines } from "./unwrap-lines";

/** A paragraph cut into lines of at most `width` characters, as a PDF's text cuts it. */
function wrap(paragraph: string, width = 100): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of paragraph.split(" ")) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

const CAPS_PARAGRAPH =
  "3. FAILURE OF THE DEFENDANT TO PAY THE RENT INTO THE REGISTRY OF THE COURT BY THE DATE STATED ABOVE SHALL " +
  "CONSTITUTE AN ABSOLUTE WAIVER OF THE DEFENDANT'S DEFENSES OTHER THAN PAYMENT, AND THE PLAINTIFF SHALL BE " +
  "ENTITLED TO AN IMMEDIATE DEFAULT JUDGMENT FOR POSSESSION WITHOUT FURTHER NOTICE OR HEARING THEREON.";

const ORDER = [
  "IN THE COUNTY COURT IN AND FOR MARION COUNTY, FLORIDA",
  "",
  "CASE NO. 2027-CC-004417                                   DIVISION: C",
  "",
  "OCALA PINES APARTMENTS, LLC,",
  "          Plaintiff,",
  "vs.",
  "DESMOND T. ABERCROMBIE-NWOSU,",
  "          Defendant.",
  "",
  "ORDER ON DEFENDANT'S MOTION TO DETERMINE RENT",
  "",
  ...wrap(
    "THIS CAUSE came before the Court on the Defendant's Motion to Determine Rent filed on March 3, 2027. The " +
      "Court, having reviewed the motion and the court file and being otherwise fully advised in the premises, " +
      "ORDERS as follows:",
  ),
  "",
  ...wrap(
    "1. The Defendant shall deposit into the Registry of the Court the sum of $1,275.00 no later than 5:00 p.m. on " +
      "March 15, 2027, by cashier's check, money order or cash at the Clerk's office at 110 NW 1st Avenue, " +
      "Ocala, Florida 34475.",
  ),
  "",
  ...wrap(
    "2. A hearing on the motion is set for April 6, 2027, at 9:00 a.m., in Courtroom 2A of the Marion County " +
      "Judicial Center. Each party shall bring any witnesses, photographs, receipts and other evidence the party " +
      "intends to present, and the hearing is limited to fifteen (15) minutes per side.",
  ),
  "",
  ...wrap(CAPS_PARAGRAPH),
  "",
  "NOTICE TO TENANT",
  ...wrap(
    "Under Section 83.60(2), Florida Statutes, a tenant who does not pay the rent into the registry gives up every " +
      "defense other than payment, and the landlord may then ask for a judgment without a hearing.",
  ),
  "",
  "DONE AND ORDERED in Ocala, Marion County, Florida, on March 8, 2027.",
  "",
  "                                        ______________________________",
  "                                        HON. PRISCILLA D. VANTERPOOL",
  "                                        County Judge",
].join("\n");

describe("a paragraph in capitals wrapped over several lines", () => {
  const blocks = normalizePaper(ORDER).split("\n\n");

  it("is one block again, as the wrapped paragraphs around it are", () => {
    expect(wrap(CAPS_PARAGRAPH).length).toBeGreaterThanOrEqual(3);
    expect(blocks).toContain(CAPS_PARAGRAPH);
    expect(blocks.filter((block) => block.startsWith("2. A hearing"))).toHaveLength(1);
  });

  it("keeps the caption, the party lines, the title, the warning heading and the signature as they were", () => {
    for (const line of [
      "IN THE COUNTY COURT IN AND FOR MARION COUNTY, FLORIDA",
      "OCALA PINES APARTMENTS, LLC,",
      "DESMOND T. ABERCROMBIE-NWOSU,",
      "Defendant.",
      "ORDER ON DEFENDANT'S MOTION TO DETERMINE RENT",
      "NOTICE TO TENANT",
      "HON. PRISCILLA D. VANTERPOOL",
      "County Judge",
    ]) {
      expect(blocks, line).toContain(line);
    }
  });

  it("reads in the plain version without a blank line in the middle of its sentence", () => {
    // In sentence case since plain words round 11 (caps-sentence.ts).
    const plain = translateText(ORDER).simplifiedContent;
    const start = plain.indexOf("3. Failure");
    expect(start).toBeGreaterThanOrEqual(0);
    // "thereon" reads "on it" since plain words round 13 (only the swapped word changed).
    const end = plain.indexOf("hearing on it.", start);
    expect(end).toBeGreaterThan(start);
    expect(plain.slice(start, end)).not.toContain("\n");
  });

  it("keeps headings in capitals apart in a paper that is not wrapped at a column", () => {
    expect(unwrapLines("NOTICE TO TENANT\nIMPORTANT - READ CAREFULLY\nYou must pay the rent.")).toEqual([
      "NOTICE TO TENANT",
      "IMPORTANT - READ CAREFULLY",
      "You must pay the rent.",
    ]);
  });
});

describe("a number in brackets at the start of a line", () => {
  it("goes on with the sentence after a number word", () => {
    const text = [
      "A fine may not be imposed until you have been given at least fourteen",
      "(14) days' notice and an opportunity for a hearing before a committee.",
    ].join("\n");
    expect(unwrapLines(text)).toEqual([
      "A fine may not be imposed until you have been given at least fourteen (14) days' notice and an opportunity for a hearing before a committee.",
    ]);
  });

  it("starts a list item after a colon, after a sentence, and in a run of items", () => {
    const lines = [
      "You must do the following:",
      "(1) Write down the reasons why you should not be forced to move.",
      "(2) Pay the rent into the registry; or",
      "(3) file a motion to have the Court determine the rent.",
      "(a) the first day",
      "(b) the second day",
    ];
    expect(unwrapLines(lines.join("\n"))).toEqual(lines);
  });

  it("keeps a telephone number on a line of its own under an address, and joins one that goes on a sentence", () => {
    expect(
      unwrapLines("Gulf Breeze Property Management, LLC\n6150 Gulf Boulevard, St. Petersburg, Florida 33706\n(727) 555-0142"),
    ).toEqual(["Gulf Breeze Property Management, LLC", "6150 Gulf Boulevard, St. Petersburg, Florida 33706", "(727) 555-0142"]);
    expect(
      unwrapLines(
        "Serve the plaintiff's attorney at 4565 Highway 90, Pace, Florida 32571, telephone\n(850) 555-0147, within 20 days.",
      ),
    ).toEqual([
      "Serve the plaintiff's attorney at 4565 Highway 90, Pace, Florida 32571, telephone (850) 555-0147, within 20 days.",
    ]);
  });
});

describe("rules and signature blanks", () => {
  it("are lines of their own in a wrapped paper", () => {
    const blocks = normalizePaper(
      [
        ...ORDER.split("\n").slice(0, -3),
        "-".repeat(100),
        "MARION COUNTY SHERIFF'S OFFICE - CIVIL PROCESS",
        "By: ____________ Deputy Clerk",
      ].join("\n"),
    ).split("\n\n");
    expect(blocks).toContain("-".repeat(100));
    expect(blocks).toContain("MARION COUNTY SHERIFF'S OFFICE - CIVIL PROCESS");
    expect(blocks).toContain("By: ____________ Deputy Clerk");
  });
});
