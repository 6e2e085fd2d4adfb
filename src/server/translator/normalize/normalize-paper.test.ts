import { describe, expect, it } from "vitest";
import { normalizePaper } from "./normalize-paper";
import { withoutPageFurniture } from "./page-furniture";
import { collapseSpacedLetters } from "./spaced-letters";
import { unwrapLines } from "./unwrap-lines";

const WRAPPED = [
  "Tenant shall pay to Landlord the monthly rent of $1,200.00 on or",
  "before the first day of each month, and the late charge shall be",
  "deemed additional rent. Landlord may enter the premises with",
  "reasonable notice to the Tenant for inspection and for repairs.",
  "Any notice shall be sent to Sunshine Property Management, LLC at",
  "the address stated below, unless the Landlord gives a new one.",
  "The Tenant shall keep the home clean and safe, and shall not let",
  "anyone live there who is not named in this Lease without the",
  "written consent of the Landlord, which it may not unreasonably",
  "withhold from the Tenant.",
].join("\n");

describe("hard-wrapped lines", () => {
  it("joins a line that does not end a sentence to the next", () => {
    expect(unwrapLines(WRAPPED)).toEqual([WRAPPED.replace(/\n/g, " ")]);
  });

  it("joins a word hyphenated across lines, and keeps the hyphen of a hyphenated word", () => {
    const text = [
      "The Tenant shall comply with all of the obli-",
      "gations of this Lease at the premises in Miami-",
      "Dade County, and the deposit is non-",
      "refundable only as the law allows it to be.",
    ].join("\n");
    expect(unwrapLines(text)).toEqual([
      "The Tenant shall comply with all of the obligations of this Lease at the premises in Miami-Dade County, and the deposit is non-refundable only as the law allows it to be.",
    ]);
  });

  it("puts values broken over two lines back together", () => {
    const text = [
      "The Tenant owes the Landlord the full amount of $1,200.",
      "00 for the month of March, which was due on March",
      "5, 2026, in the case filed by the Landlord as Case No.:",
      "2026-CC-001234 in the County Court of Duval County, Florida.",
    ].join("\n");
    expect(unwrapLines(text)).toEqual([
      "The Tenant owes the Landlord the full amount of $1,200.00 for the month of March, which was due on March 5, 2026, in the case filed by the Landlord as Case No.: 2026-CC-001234 in the County Court of Duval County, Florida.",
    ]);
    expect(unwrapLines("Case No.:\n2026-CC-\n001234")).toEqual(["Case No.: 2026-CC-001234"]);
  });

  it("puts back case numbers as each county writes them, broken at any of their hyphens", () => {
    const numbers = ["COCE-27-061204", "CACE-27-001122", "2027-012345-CC-05", "50-2027-CC-001234-XXXX-MB", "27-CC-012345"];
    for (const number of numbers) {
      const parts = number.split("-");
      for (let at = 1; at < parts.length; at += 1) {
        const broken = `CASE NUMBER: ${parts.slice(0, at).join("-")}-\n${parts.slice(at).join("-")}\nDIVISION: 53`;
        expect(unwrapLines(broken), broken).toEqual([`CASE NUMBER: ${number}`, "DIVISION: 53"]);
      }
      expect(unwrapLines(`CASE NUMBER:\n${number}\nDIVISION: 53`)).toEqual([`CASE NUMBER: ${number}`, "DIVISION: 53"]);
    }
    // A word in capitals hyphenated at a line's end is not a code: no digit on either side.
    expect(unwrapLines("THE TENANT MUST PAY THE NON-\nREFUNDABLE FEE.")).toEqual(["THE TENANT MUST PAY THE NON-REFUNDABLE FEE."]);
  });

  it("keeps addresses, signatures, list items, labels and headings as lines of their own", () => {
    const text = [
      "NOTICE TO TENANT",
      "TO: Maria Lopez",
      "1420 Palm Grove Avenue, Apartment 3B",
      "Orlando, Florida 32801",
      "You must do these things:",
      "(1) Pay the rent.",
      "(2) Leave the home.",
      "Dated: March 4, 2026",
      "Hector Villanueva",
      "Property Manager",
    ].join("\n");
    expect(unwrapLines(text)).toEqual(text.split("\n"));
  });

  it("joins a sentence that goes on after an abbreviation at the end of a line", () => {
    expect(unwrapLines("This notice is given under Section 83.56(3), Fla.\nStat., and the Landlord may file.")).toEqual([
      "This notice is given under Section 83.56(3), Fla. Stat., and the Landlord may file.",
    ]);
  });

  it("reads a paragraph in capitals wrapped over lines as one, and a short heading in capitals alone", () => {
    const text = [
      "IMPORTANT",
      "IF YOU DO NOT DO ALL OF THE THINGS SPECIFIED ABOVE WITHIN 5",
      "WORKING DAYS AFTER THE DATE THAT THESE PAPERS WERE GIVEN TO",
      "YOU, the Plaintiff may ask the court to enter a judgment for",
      "possession of the home and the Sheriff may move you out.",
      "You may want to call a lawyer right away about this case. If",
      "you do not know a lawyer, you may call a lawyer referral service",
      "or a legal aid office, which may be able to help you for free.",
      "Keep a copy of every paper you file and every paper you receive.",
    ].join("\n");
    expect(unwrapLines(text)).toEqual([
      "IMPORTANT",
      "IF YOU DO NOT DO ALL OF THE THINGS SPECIFIED ABOVE WITHIN 5 WORKING DAYS AFTER THE DATE THAT THESE PAPERS WERE GIVEN TO YOU, the Plaintiff may ask the court to enter a judgment for possession of the home and the Sheriff may move you out. You may want to call a lawyer right away about this case. If you do not know a lawyer, you may call a lawyer referral service or a legal aid office, which may be able to help you for free. Keep a copy of every paper you file and every paper you receive.",
    ]);
  });
});

describe("page furniture", () => {
  const page = (header: string, body: string[], footer: string) => [header, ...body, footer].join("\n");

  it("drops page numbers and a footer on every page, and keeps a running case number once", () => {
    const pages = [
      page(
        "Case No.: 2026-CC-001234",
        ["The Tenant shall pay the rent of $1,200.00 to the", "Landlord on the first day of"],
        "Form 7.310 Page 1 of 3",
      ),
      page(
        "Case No.: 2026-CC-001234",
        ["each month at the office of the Landlord. The", "Tenant shall keep the home"],
        "Form 7.310 Page 2 of 3",
      ),
      page(
        "Case No.: 2026-CC-001234",
        ["clean and safe at all times during the term of", "this Lease."],
        "Form 7.310 Page 3 of 3",
      ),
    ];
    const text = withoutPageFurniture(pages);
    expect(text).not.toMatch(/Page \d|Form 7\.310/);
    expect(text.match(/2026-CC-001234/g)).toHaveLength(1);
    expect(unwrapLines(text)).toEqual([
      "Case No.: 2026-CC-001234",
      "The Tenant shall pay the rent of $1,200.00 to the Landlord on the first day of each month at the office of the Landlord. The Tenant shall keep the home clean and safe at all times during the term of this Lease.",
    ]);
  });

  it("drops a browser's print header and footer, and a bare page number", () => {
    const pages = [
      ["3/20/26, 10:14 AM Notice", "The Tenant shall pay the rent", "on the first day of", "file:///C:/notice.html 1/2"],
      ["3/20/26, 10:14 AM Notice", "each month to the Landlord", "at the office.", "file:///C:/notice.html 2/2"],
    ].map((lines) => lines.join("\n"));
    expect(withoutPageFurniture(pages)).toBe(
      "3/20/26, 10:14 AM Notice\nThe Tenant shall pay the rent\non the first day of\neach month to the Landlord\nat the office.",
    );
    expect(withoutPageFurniture(["First page text here.\n1", "Second page text here.\n2"])).toBe(
      "First page text here.\nSecond page text here.",
    );
  });

  it("keeps the paper's own line that ends all pages but the last alike (the same clause again)", () => {
    const fourPages = [1, 2, 3, 4].map((page) =>
      [
        "Bayshore Rentals, LLC",
        `Clause ${"ABCD"[page - 1]} of the lease is kept.`,
        ...(page < 4 ? ["Notwithstanding the foregoing, Maria"] : []),
        `Form 7.310 Page ${page} of 4`,
      ].join("\n"),
    );
    expect(withoutPageFurniture(fourPages).match(/Notwithstanding the foregoing, Maria/g)).toHaveLength(3);
  });

  it("finds the pages of pasted text by their page numbers", () => {
    const text = [
      "Case No.: 2026-CC-001234",
      "The Tenant shall pay the rent on the first day of",
      "Page 1 of 2",
      "Case No.: 2026-CC-001234",
      "each month.",
      "Page 2 of 2",
    ].join("\n");
    expect(normalizePaper(text)).toBe(
      "Case No.: 2026-CC-001234\n\nThe Tenant shall pay the rent on the first day of each month.",
    );
  });

  it("leaves a text without page numbers as it is", () => {
    expect(normalizePaper("Landlord\n\nLandlord\n\nLandlord")).toBe("Landlord\n\nLandlord\n\nLandlord");
  });
});

describe("letter-spaced text", () => {
  it("closes up spaced-out words and amounts, and leaves ordinary text alone", () => {
    expect(collapseSpacedLetters("N O T I C E  T O  T E N A N T")).toBe("NOTICE TO TENANT");
    expect(collapseSpacedLetters("Pay $ 1 , 2 0 0 . 0 0 now")).toBe("Pay $1,200.00 now");
    expect(collapseSpacedLetters("I am a tenant in unit B of the home.")).toBe("I am a tenant in unit B of the home.");
  });
});

describe("a normalized paper", () => {
  it("is one block a line, and normalizing it again changes nothing", () => {
    const once = normalizePaper(`NOTICE\n\n${WRAPPED}\nPage 1 of 1`);
    expect(once).toBe(`NOTICE\n\n${WRAPPED.replace(/\n/g, " ")}`);
    expect(normalizePaper(once)).toBe(once);
  });
});
