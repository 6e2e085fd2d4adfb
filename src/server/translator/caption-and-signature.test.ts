/**
 * The lines of a court paper that are not sentences — its caption, the court's name cut over two lines, who signed it
 * and when — said as short sentences (caption-parties.ts, signature-lines.ts), each value kept, and lines whose part
 * is not certain left as they are.
 */
import { describe, expect, it } from "vitest";
import { tellCaptionParties } from "./caption-parties";
import { tellSignatures } from "./signature-lines";
import { parseBlocks } from "./sentences";
import { fleschKincaidGradeFullSentences } from "./readability";
import { translateText } from "./translate";
import { lostValues } from "./values";

const CAPTION = [
  "BLACKWATER FEDERAL CREDIT UNION,",
  "     Plaintiff,",
  "",
  "v.",
  "",
  "LORELAI P. HUTCHINSON-MENSAH,",
  "     Defendant.",
].join("\n");

const captionTold = (text: string, explained = new Set<string>()) =>
  tellCaptionParties(parseBlocks(text), explained).map((block) => block.told ?? block.sentences.join(" "));

const signaturesTold = (text: string) =>
  tellSignatures(parseBlocks(text)).map((block) => block.told ?? block.sentences.join(" "));

const FIRST_SENTENCE = "The Defendant must pay the Plaintiff $1,320.00 within 10 days of this order.";

describe("a caption's parties", () => {
  it("says each side as a sentence, the role explained the first time the paper names it", () => {
    const explained = new Set<string>();
    expect(captionTold(CAPTION, explained)).toEqual([
      "BLACKWATER FEDERAL CREDIT UNION is the Plaintiff (the side that sued).",
      "LORELAI P. HUTCHINSON-MENSAH is the Defendant (the side being sued).",
    ]);
    // A second caption in the same paper (a return of service, a copy of the order) names the sides alone.
    expect(captionTold(CAPTION, explained)).toEqual([
      "BLACKWATER FEDERAL CREDIT UNION is the Plaintiff.",
      "LORELAI P. HUTCHINSON-MENSAH is the Defendant.",
    ]);
  });

  it("reads a role on the party's own line, parties over several lines, and plural roles", () => {
    const caption = [
      "INDIAN RIVER PLANTATION HOLDINGS, INC.",
      "d/b/a HUTCHINSON ISLAND VILLAS, Plaintiff, vs.",
      "",
      "JEBEDIAH W. ADEKUNLE-MARCHETTI and",
      "TABITHA S. ADEKUNLE-MARCHETTI,",
      "     Defendants.",
    ].join("\n");
    expect(captionTold(caption)).toEqual([
      "INDIAN RIVER PLANTATION HOLDINGS, INC. d/b/a HUTCHINSON ISLAND VILLAS is the Plaintiff (the side that sued).",
      "JEBEDIAH W. ADEKUNLE-MARCHETTI and TABITHA S. ADEKUNLE-MARCHETTI are the Defendants (the side being sued).",
    ]);
  });

  it("leaves a caption whose parts are not certain as it is", () => {
    // No defendant's role: which side the second name is on is not written.
    const noRole = "BLACKWATER FEDERAL CREDIT UNION,\nPlaintiff,\n\nv.\n\nLORELAI P. HUTCHINSON-MENSAH,";
    expect(captionTold(noRole)).toEqual(parseBlocks(noRole).map((block) => block.sentences.join(" ")));
    // A role with no name before it.
    expect(captionTold("IN AND FOR SANTA ROSA COUNTY, FLORIDA\n\nPlaintiff,\n\nv.\n\nJOHN DOE,\nDefendant.")).not.toContain(
      "JOHN DOE is the Defendant (the side being sued).",
    );
  });

  it("says a form's party label holding a name alone, not one with an address", () => {
    expect(captionTold("Defendant: GWENDOLYN F. OSTROWSKI-NNAMDI")).toEqual([
      "GWENDOLYN F. OSTROWSKI-NNAMDI is the Defendant (the side being sued).",
    ]);
    const withAddress = "Plaintiff: HOMOSASSA SPRINGS FENCE & SCREEN CO., INC. 8245 West Grover Cleveland Boulevard";
    expect(captionTold(withAddress)).toEqual([withAddress]);
  });

  it("says the court's name cut over two lines as one caption line", () => {
    expect(captionTold("IN THE COUNTY COURT OF THE EIGHTH JUDICIAL CIRCUIT IN AND FOR\nBRADFORD COUNTY, FLORIDA")).toEqual([
      "This case is in the County Court of the Eighth Judicial Circuit for Bradford County, Florida.",
    ]);
  });
});

describe("a signature block", () => {
  it("says a judge's or a clerk's name with the title under it as who signed", () => {
    expect(signaturesTold(`${FIRST_SENTENCE}\n\nHON. ROWENA K. STAVROPOULOS-EKE\nCounty Judge`)).toEqual([
      FIRST_SENTENCE,
      "It is signed by HON. ROWENA K. STAVROPOULOS-EKE, County Judge.",
    ]);
    expect(signaturesTold(`${FIRST_SENTENCE}\n\nDarnell Q. Whitfield-Osei, Certified Process Server #SR-0419`)).toEqual([
      FIRST_SENTENCE,
      "It is signed by Darnell Q. Whitfield-Osei, Certified Process Server #SR-0419.",
    ]);
    expect(signaturesTold(`${FIRST_SENTENCE}\n\nRosalind M. Quartermaine, Esq., Florida Bar No. 1140821`)[1]).toBe(
      "It is signed by Rosalind M. Quartermaine, Esq., Florida Bar No. 1140821.",
    );
  });

  it("says a date beside the signature as two sentences, and a closing with its signer as one", () => {
    const dated = `${FIRST_SENTENCE}\n\nDATED: December 9, 2027 DONALD C. SPENCER, Clerk of Court and Comptroller`;
    expect(signaturesTold(dated)[1]).toBe(
      "It is dated December 9, 2027. It is signed by DONALD C. SPENCER, Clerk of Court and Comptroller.",
    );
    expect(signaturesTold(`${FIRST_SENTENCE}\n\nSincerely,\n\nMarcus Bellamy\n\nAccount Representative`)[1]).toBe(
      "It is signed by Marcus Bellamy, Account Representative.",
    );
    const forBoard = `${FIRST_SENTENCE}\n\nFor the Board of Directors, Philomena A. Hargreaves-Ukah, Secretary`;
    expect(signaturesTold(forBoard)[1]).toBe(
      "It is signed by Philomena A. Hargreaves-Ukah, Secretary, for the Board of Directors.",
    );
    expect(signaturesTold(`${FIRST_SENTENCE}\n\nSigned: ______________ Marguerite O. Lindgren-Adeyemi`)[1]).toBe(
      "It is signed by Marguerite O. Lindgren-Adeyemi.",
    );
  });

  it("leaves names at the head of the paper and names a copy was sent to", () => {
    const head = "Marcus Bellamy\nAccount Representative\n\n" + FIRST_SENTENCE;
    expect(signaturesTold(head)).toEqual(parseBlocks(head).map((block) => block.sentences.join(" ")));
    const copies = `${FIRST_SENTENCE}\n\nCopies to:\n\nRosalind Quartermaine\n\nCounty Judge`;
    expect(signaturesTold(copies)).not.toContain("It is signed by Rosalind Quartermaine, County Judge.");
  });
});

describe("a court paper's plain version", () => {
  const paper = [
    "IN THE COUNTY COURT IN AND FOR SUMTER COUNTY, FLORIDA",
    "",
    CAPTION,
    "",
    "ORDER",
    "",
    "The Defendant shall pay the Plaintiff $1,320.00 within ten (10) days of this order.",
    "",
    "DONE AND ORDERED on September 30, 2027.",
    "",
    "ROWENA K. STAVROPOULOS-EKE",
    "County Judge",
  ].join("\n");

  it("says its caption and signature as sentences, keeps every value, and reads easier by full sentences", () => {
    const { simplifiedContent } = translateText(paper);
    expect(simplifiedContent).toContain("BLACKWATER FEDERAL CREDIT UNION is the Plaintiff (the side that sued).");
    expect(simplifiedContent).toContain("LORELAI P. HUTCHINSON-MENSAH is the Defendant (the side being sued).");
    expect(simplifiedContent).toContain("It is signed by ROWENA K. STAVROPOULOS-EKE, County Judge.");
    expect(lostValues(paper, simplifiedContent)).toEqual([]);
    const lines = simplifiedContent.split(/\n+/).filter((line) => line.trim());
    expect(lines.every((line) => /[.!?]$/.test(line) || line === "This is an order.")).toBe(true);
    expect(fleschKincaidGradeFullSentences(simplifiedContent)).toBeLessThan(fleschKincaidGradeFullSentences(paper));
  });
});
