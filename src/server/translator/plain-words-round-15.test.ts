/**
 * The fifteenth plain-words round, each rule on short made-up papers: lines that ran together once their wide gaps were
 * closed up. Two labels on one line, a header in two columns (label-columns.ts), a table's rows of amounts behind
 * dotted leaders or wide gaps (amount-rows.ts), a paragraph in capitals wrapped where lines are not cut at one column
 * (normalize/unwrap-lines.ts), a writ's chained headings said as one order (court-phrases.yaml) and an e-mail's
 * headers (letter-header.ts).
 */
import { describe, expect, it } from "vitest";
import { readAmountRows } from "./amount-rows";
import { readLabelColumns } from "./label-columns";
import { translateText } from "./translate";

const plainLines = (text: string) =>
  translateText(text)
    .simplifiedContent.split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

describe("two columns of a header, the right one starting with a label", () => {
  it("reads the left column with the address under its name, then the right column", () => {
    const header = [
      "TO: Marisol T. Abernathy-Oyelaran                        DATE: April 2, 2030",
      "    77 Cypress Lane, Apt. 9, Ocala, Florida 34470",
      "",
      "You owe rent.",
    ].join("\n");
    expect(readLabelColumns(header)).toBe(
      [
        "TO: Marisol T. Abernathy-Oyelaran",
        "    77 Cypress Lane, Apt. 9, Ocala, Florida 34470",
        "",
        "DATE: April 2, 2030",
        "",
        "",
        "You owe rent.",
      ].join("\n"),
    );
    const lines = plainLines(header);
    expect(lines.slice(0, 3)).toEqual([
      "It is sent to Marisol T. Abernathy-Oyelaran.",
      "77 Cypress Lane, Apt. 9, Ocala, Florida 34470.",
      "It is dated April 2, 2030.",
    ]);
  });

  it("keeps a letter's address block apart from the file number and creditors beside it", () => {
    const lines = plainLines(
      [
        "Ignatius P. Fairbanks                                 Our File No.: KLM-30-00412",
        "18 Orchid Way                                         Current creditor: Palmetto Recovery, LLC",
        "Sebring, FL 33870                                     Account ending: 4410",
        "",
        "Dear Mr. Fairbanks:",
      ].join("\n"),
    );
    expect(lines.slice(0, 6)).toEqual([
      "Ignatius P. Fairbanks",
      "18 Orchid Way.",
      "Sebring, FL 33870.",
      "Our file number is KLM-30-00412.",
      "The Current creditor is Palmetto Recovery, LLC.",
      "The account ends in 4410.",
    ]);
  });

  it("reads a case number beside a caption's party before the caption, so the parties are still said", () => {
    const lines = plainLines(
      [
        "IN THE COUNTY COURT IN AND FOR MARION COUNTY, FLORIDA",
        "",
        "OAK HOLLOW RENTALS, LLC,",
        "        Plaintiff,                                  CASE NO.: 2030 CC 001234",
        "v.",
        "DESMOND K. ALVARADO-PIKE,",
        "        Defendant.",
        "____________________________________/",
      ].join("\n"),
    );
    expect(lines).toContain("The case number is 2030 CC 001234.");
    expect(lines).toContain("OAK HOLLOW RENTALS, LLC is the Plaintiff (the side that sued).");
    expect(lines).toContain("DESMOND K. ALVARADO-PIKE is the Defendant (the side being sued).");
  });

  it("says a division beside the case number apart from it", () => {
    const lines = plainLines("CASE NO.: COCE-30-000777                         DIVISION: 61\nRent is due.");
    expect(lines.slice(0, 2)).toEqual(["The case number is COCE-30-000777.", "The division is 61."]);
  });

  it("leaves a line whose right part is no label, or whose gap is narrow, as it is", () => {
    const text = ["Rent is due on the first.                     Pay at the office.", "TO: Ann Lee   DATE: May 1, 2030"].join(
      "\n",
    );
    expect(readLabelColumns(text)).toBe(text);
  });
});

describe("a table's rows of amounts", () => {
  it("says each row behind a dotted leader on a line of its own, as label and amount", () => {
    const lines = plainLines(
      [
        "You must pay the rent now due.",
        "",
        "     Rent for March 2030 ...................................... $1,040.00",
        "     Amount demanded ........................................... $1,040.00",
      ].join("\n"),
    );
    expect(lines.slice(-2)).toEqual(["Rent for March 2030: $1,040.00.", "Amount demanded is $1,040.00."]);
  });

  it("says a judgment's rows kept apart by wide gaps one by one", () => {
    const lines = plainLines(
      [
        "The Plaintiff shall recover from the Defendant:",
        "        Principal (unpaid repairs)                           $6,200.00",
        "        Court costs (filing fee and service)                   $395.00",
        "        TOTAL                                                $6,595.00",
      ].join("\n"),
    );
    expect(lines.slice(-3)).toEqual([
      "Principal (unpaid repairs): $6,200.00.",
      "Court costs (filing fee and service): $395.00.",
      "TOTAL is $6,595.00.",
    ]);
  });

  it("keeps a row's label begun on the line before with its amount", () => {
    const read = translateText(
      [
        "I claim these amounts from your deposit:",
        "   1. unpaid rent for May 1 through May 9, 2030 (you left without the notice",
        "      your lease requires) ............................................ $310.00",
        "   2. a broken window ................................................. $120.00",
      ].join("\n"),
    ).simplifiedContent;
    expect(read).toContain("1. unpaid rent for May 1 through May 9, 2030");
    expect(read).toContain(": $310.00");
    expect(read).toContain("2. a broken window: $120.00");
  });

  it("leaves a column of signs and a table with a bar as they are", () => {
    const signs = "   You were charged this amount in interest:        +      $0.00";
    expect(readAmountRows(signs)).toBe(signs);
    const bars = "Rent for May     |  $900.00";
    expect(readAmountRows(bars)).toBe(bars);
  });
});

describe("a paragraph in capitals wrapped over two lines", () => {
  it("is joined where a line ends with a word that goes on, and said in sentence case", () => {
    const lines = plainLines(
      [
        "Name of landlord: Lakeside Homes, LLC",
        "",
        "YOUR LEASE ALSO PROVIDES FOR A LATE FEE OF $40.00. THOSE CHARGES ARE NOT",
        "DEMANDED IN THIS NOTICE.",
      ].join("\n"),
    );
    expect(lines.at(-1)).toBe(
      "Your lease also provides for a late fee of $40.00. Those charges are not demanded in this notice.",
    );
  });

  it("leaves a heading in capitals above another as its own line", () => {
    const lines = plainLines("NOTICE OF HEARING\nYOUR RIGHTS AT THE HEARING\n\nYou may bring a lawyer.");
    expect(lines).toContain("You may bring a lawyer.");
    expect(lines.join(" ")).not.toContain("HEARING YOUR RIGHTS");
  });
});

describe("a writ's chained headings", () => {
  it("says the State's order to the sheriff as one sentence", () => {
    for (const opener of [
      "THE STATE OF FLORIDA: To Each Sheriff of the State: You are commanded to",
      "THE STATE OF FLORIDA - To all and singular the Sheriffs of the State: YOU ARE COMMANDED to",
    ]) {
      const lines = plainLines(`${opener} serve this summons and a copy of the complaint on the defendant.`);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^The State of Florida orders (?:each sheriff|all sheriffs) of the state to serve this summons and a copy of the complaint on the defendant\.$/,
      );
    }
  });
});

describe("an e-mail's headers", () => {
  it("says a forwarded message, when it was sent and what it is about", () => {
    const lines = plainLines(
      [
        "-------- Forwarded message --------",
        "From: Bayside Rentals <office@bayside.example>",
        "Sent: Tuesday, March 5, 2030 at 4:12 PM",
        "Subject: DEPOSIT CLAIM - 12 Harbor Road",
        "",
        "Good morning,",
      ].join("\n"),
    );
    expect(lines.slice(0, 4)).toEqual([
      "This is a forwarded e-mail.",
      "It is from Bayside Rentals <office@bayside.example>.",
      "It was sent on Tuesday, March 5, 2030 at 4:12 PM.",
      "It is about DEPOSIT CLAIM - 12 Harbor Road.",
    ]);
  });
});
