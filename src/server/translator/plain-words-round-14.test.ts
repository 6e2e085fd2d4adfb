/**
 * The fourteenth plain-words round, each rule on short made-up papers: two columns side by side, one language in each,
 * read one column after the other (side-by-side-columns.ts), and the letters a phone photo's text recognition misreads
 * in words in capitals read back (ocr-misreads.ts).
 */
import { describe, expect, it } from "vitest";
import { readMisreadLetters } from "./ocr-misreads";
import { readColumnsInTurn } from "./side-by-side-columns";
import { translateText } from "./translate";

const TWO_COLUMNS = [
  "NOTICE OF HEARING                          |  AVISO DE AUDIENCIA",
  "                                           |",
  "The board will hear the matter on Monday,  |  La junta oirá el asunto el lunes",
  "March 4, 2030 at 6:00 p.m. in the office.  |  4 de marzo de 2030 a las 6:00 p.m.",
  "                                           |",
  "You may bring a lawyer and witnesses with  |  Usted puede traer un abogado y",
  "you to the hearing.                        |  testigos a la audiencia.",
].join("\n");

describe("two columns side by side", () => {
  it("reads the left column's paragraphs, then the right column's", () => {
    // Each paragraph wrapped again at the rows' width, a blank line between paragraphs.
    const paragraphs = readColumnsInTurn(TWO_COLUMNS)
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim().replace(/\s*\n\s*/g, " "))
      .filter(Boolean);
    expect(paragraphs).toEqual([
      "NOTICE OF HEARING",
      "The board will hear the matter on Monday, March 4, 2030 at 6:00 p.m. in the office.",
      "You may bring a lawyer and witnesses with you to the hearing.",
      "AVISO DE AUDIENCIA",
      "La junta oirá el asunto el lunes 4 de marzo de 2030 a las 6:00 p.m.",
      "Usted puede traer un abogado y testigos a la audiencia.",
    ]);
  });

  it("gives whole sentences in the plain version, each language's apart", () => {
    const plain = translateText(TWO_COLUMNS).simplifiedContent;
    expect(plain).toContain("You may bring a lawyer and witnesses with you to the hearing.");
    expect(plain).toContain("Usted puede traer un abogado y testigos a la audiencia.");
    expect(plain).not.toContain("|");
  });

  it("keeps an address under a label as its lines", () => {
    const read = readColumnsInTurn(
      [
        "TO: MARIA P. LOPEZ-GRANT                   |  A: MARIA P. LOPEZ-GRANT",
        "    88 Palm Court, Unit 4                  |     88 Palm Court, Unidad 4",
        "    Ocala, Florida 34470                   |     Ocala, Florida 34470",
        "You are being sued by the landlord to make |  El arrendador le ha puesto una demanda",
        "you move out of the home where you live.   |  para que desaloje la casa donde vive.",
      ].join("\n"),
    );
    expect(read).toContain("    88 Palm Court, Unit 4\n    Ocala, Florida 34470");
    expect(read).toContain("You are being sued by the landlord to make you move out of the home where you live.");
  });

  it("leaves a table with a bar as it is: a label stays beside its amount", () => {
    const table = ["Rent for May     |  $900.00", "Late fee         |  $50.00", "Total due        |  $950.00"].join("\n");
    expect(readColumnsInTurn(table)).toBe(table);
  });

  it("leaves one line with a bar, or bars not lined up, as they are", () => {
    const text = [
      "Pay online or by mail | Paga en línea o por correo a la oficina",
      "The office is open on weekdays from nine to five | La oficina abre de lunes a viernes",
    ].join("\n");
    expect(readColumnsInTurn(text)).toBe(text);
  });
});

describe("letters misread in a photo", () => {
  it("reads a zero and a small l in a word in capitals as O and I", () => {
    expect(readMisreadLetters("WRlT 0F POSSESSlON")).toBe("WRIT OF POSSESSION");
    expect(readMisreadLetters("Y0U ARE COMMANDED to summon the Garnishee, NATURE COAST REGlONAL H0SPITAL, INC.")).toBe(
      "YOU ARE COMMANDED to summon the Garnishee, NATURE COAST REGIONAL HOSPITAL, INC.",
    );
  });

  it("reads 'lf' starting a sentence as 'If', and a zero inside a word as the letter", () => {
    expect(readMisreadLetters("Pay by Friday. lf you do not pay, we may sue.")).toBe(
      "Pay by Friday. If you do not pay, we may sue.",
    );
    expect(readMisreadLetters("2150 Hanson Street, F0rt Myers")).toBe("2150 Hanson Street, Fort Myers");
  });

  it("leaves numbers, case numbers and units with other digits as they are", () => {
    const text = "CASE NO.: COCE-29-000412, 2029-CC-012877-O, Apt. 4C, $1,000.00, 10:35 AM, section 83.56(2)(b), lift";
    expect(readMisreadLetters(text)).toBe(text);
  });

  it("leaves a typed word of a capital and small l's, and an e-mail or web address, as written", () => {
    expect(readMisreadLetters("All notices must be in writing. El inquilino. Ill. Pl, Esq.")).toBe(
      "All notices must be in writing. El inquilino. Ill. Pl, Esq.",
    );
    expect(readMisreadLetters("Write to info@firm0law.com or www.rent0nline.com.")).toBe(
      "Write to info@firm0law.com or www.rent0nline.com.",
    );
  });

  it("lets a title misread in a photo be said as a sentence", () => {
    const plain = translateText(
      ["WRlT 0F POSSESSlON", "", "The sheriff will post this writ at the home on March 2, 2030."].join("\n"),
    ).simplifiedContent;
    expect(plain).toContain("This is a writ of possession.");
    expect(plain).not.toContain("WRlT");
  });
});
