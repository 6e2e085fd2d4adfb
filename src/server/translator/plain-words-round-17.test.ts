/**
 * The seventeenth plain-words round, each rule on short made-up papers: meaning kept first. A court paper's name is
 * kept as written (court-paper-names.ts) and "vacate" said of a judgment is "set aside", never "move out of"; other
 * words with a second, legal meaning are said by it (legalese-phrases.yaml); an address after "the premises" is said of
 * the home, not of the words before (place-address.ts); a line to sign with no name is no signer, and a name typed
 * under a line is who signed only on a signed original (signature-lines.ts); a file number and an account's last
 * figures said as sentences (label-sentences.ts); a title's Spanish half (bilingual-title.ts); a garnishment's third
 * side (caption-parties.ts); and an address in capitals moved out of its sentence (place-address.ts).
 */
import { describe, expect, it } from "vitest";
import { bilingualHeading } from "./bilingual-title";
import { movePlaceAddress } from "./place-address";
import { tellLabelSentence } from "./label-sentences";
import { rewriteLegalese } from "./legalese";
import { translateText } from "./translate";

const plain = (text: string) => translateText(text).simplifiedContent;
const plainLines = (text: string) =>
  plain(text)
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
const rewrite = (sentence: string) => rewriteLegalese(sentence, { self: "this paper" });

describe("a court paper's name inside a sentence", () => {
  it("is kept as written, whatever its words", () => {
    expect(rewrite("Ms. Quill filed a Motion to Vacate on March 2, 2031.")).toBe(
      "Ms. Quill filed a Motion to Vacate on March 2, 2031.",
    );
    expect(rewrite("The judge will hear the Tenant's Motion to Vacate Default and for Leave to Answer next week.")).toContain(
      "Motion to Vacate Default and for Leave to Answer",
    );
    expect(rewrite("Bring your Notice of Termination, No Opportunity to Cure to the hearing.")).toContain(
      "Notice of Termination, No Opportunity to Cure",
    );
  });

  it("is still said in plain words when it is the whole line", () => {
    expect(plainLines("NOTICE TO VACATE\n\nYou must leave the apartment by July 9, 2031.")[0]).toBe(
      "This is a notice to move out.",
    );
  });
});

describe("a word with two meanings", () => {
  it("says vacate of a judgment, a default or an order as set aside", () => {
    expect(rewrite("The judge may vacate the final judgment if the tenant paid.")).toMatch(/may set aside .*the final judgment/);
    expect(rewrite("The clerk vacated the default on April 4, 2031.")).toMatch(/^The clerk set aside .*the default/);
    expect(rewrite("The writ issued on May 5, 2031 is hereby vacated.")).toBe("The writ issued on May 5, 2031 is set aside.");
    expect(rewrite("She may file a motion to vacate the sale.")).toContain("a motion to set aside");
    expect(rewrite("THE COURT VACATES THE DEFAULT ORDER.")).toContain("SETS ASIDE");
    expect(rewrite("RE: NOTICE OF FINE - NO OPPORTUNITY TO CURE - see s. 720.305, Fla. Stat.")).not.toMatch(
      /[A-Z]{2} [a-z]|[A-Z] [a-z]+ to/,
    );
  });

  it("still says vacate of a home as move out", () => {
    expect(rewrite("The renter vacated the cottage on June 1, 2031.")).toMatch(/moved out of/);
    expect(rewrite("Resident shall vacate the unit by June 30, 2031.")).toBe("Resident must move out by June 30, 2031.");
    // An order that the home be vacated orders a move-out: it never becomes "set aside".
    expect(rewrite("Judgment is entered for Plaintiff, and the premises shall be vacated by March 3, 2031.")).not.toMatch(
      /set aside/,
    );
  });

  it("says the legal meaning of proceeding, retain, levy and the premises of an order", () => {
    expect(rewrite("Before proceeding with the work, the owner will call you.")).toContain("going ahead with");
    // The noun stays a case: "in any legal proceeding with the landlord".
    expect(rewrite("You may be a witness in any legal proceeding with the landlord.")).not.toContain("going ahead");
    expect(rewrite("You may retain a lawyer at your own cost.")).toContain("hire a lawyer");
    expect(rewrite("The sheriff levied upon the truck on May 8, 2031.")).toContain("seized the truck");
    expect(rewrite("The Court, being fully advised in the premises, orders as follows.")).not.toMatch(/home/);
    expect(rewrite("The personal representative must sign.")).toContain("personal representative");
  });

  it("leaves serve, execute a writ, discharge, satisfy, tender and party as the paper says them", () => {
    const sentence =
      "The sheriff will execute the writ, the judgment was satisfied and the debt discharged, and each party must serve the other.";
    const said = rewrite(sentence);
    for (const word of ["execute the writ", "satisfied", "discharged", "party", "serve"]) expect(said).toContain(word);
    expect(rewrite("The renter may tender the rent owed.")).toContain("tender");
  });
});

describe("an address after the premises", () => {
  it("is said of the home, never of the words before", () => {
    const said = plain(
      "You will have 7 days from the mailing of this notice to vacate the premises at 88 Heron Way, Ocala, Florida 34470. " +
        "The owner may then file suit.",
    );
    expect(said).toContain("The home is at 88 Heron Way, Ocala, Florida 34470.");
    expect(said).not.toMatch(/notice to move out is at/);
  });

  it("takes no place whose words hold another preposition than of", () => {
    const moved = movePlaceAddress(
      "You have 7 days from the posting of this notice to leave at 9 Elm Road, Ocala, Florida 34470.",
    );
    expect(moved?.where ?? "").not.toMatch(/^the posting/);
  });
});

describe("a signature line", () => {
  const FIRST = "The owner of the park gives you this notice because the rent is late again.";

  it("with a title and no name is a line for that one to sign", () => {
    expect(plainLines(`${FIRST}\n\n______________________ Deputy Clerk`)).toContain(
      "There is a line for the Deputy Clerk to sign.",
    );
    expect(plain(`${FIRST}\n\nBy: ____________________ Deputy Clerk`)).not.toMatch(/signed by _/);
  });

  it("with a typed name under it says only the name on a paper that shows no signature", () => {
    const lines = plainLines(`${FIRST}\n\nBy: ______________________\nOttilie R. Vanderbeek, Property Manager`);
    expect(lines).toContain("The name at the end is Ottilie R. Vanderbeek, Property Manager.");
    expect(lines.join(" ")).not.toMatch(/signed by/);
  });

  it("says who signed when the paper shows a signature", () => {
    const lines = plainLines(`${FIRST}\n\n/s/ Ottilie R. Vanderbeek\nOttilie R. Vanderbeek, Property Manager`);
    expect(lines).toContain("It is signed by Ottilie R. Vanderbeek, Property Manager.");
    const signedOn = `${FIRST}\n\nSigned on June 3, 2031.\n\n______________________\nOttilie R. Vanderbeek, Property Manager`;
    expect(plainLines(signedOn)).toContain("It is signed by Ottilie R. Vanderbeek, Property Manager.");
  });

  it("keeps a line to sign with nothing on it as written", () => {
    expect(plainLines(`${FIRST}\n\nSignature: ____________________`)).toContain("Signature: ____________________");
  });
});

describe("a file number and an account's last figures", () => {
  it("are said as short sentences", () => {
    expect(tellLabelSentence("Our File No.: QRT-31-00077")).toBe("Our file number is QRT-31-00077.");
    expect(tellLabelSentence("Your account no.: 55-1902")).toBe("Your account number is 55-1902.");
    expect(tellLabelSentence("Reference #: ZZP-31-4410")).toBe("The reference number is ZZP-31-4410.");
    expect(tellLabelSentence("Ref. No.: 88120")).toBe("The reference number is 88120.");
    expect(tellLabelSentence("Account ending: 0931")).toBe("The account ends in 0931.");
    expect(tellLabelSentence("Card account ending in: 0931")).toBe("The card account ends in 0931.");
  });
});

describe("a title with its Spanish half", () => {
  it("says the English half, and quotes the Spanish half only when it holds a value", () => {
    expect(bilingualHeading("NOTICE OF RENT DUE / AVISO DE RENTA")).toEqual({
      english: "NOTICE OF RENT DUE",
      other: "AVISO DE RENTA",
      otherHasValue: false,
    });
    expect(bilingualHeading("3-DAY NOTICE TO PAY / AVISO DE 3 DÍAS PARA PAGAR")?.otherHasValue).toBe(true);
    expect(bilingualHeading("SUMMONS / NOTICE TO APPEAR")).toBeUndefined();
    const lines = plainLines("15-DAY NOTICE TO CURE / AVISO DE 15 DÍAS PARA CORREGIR\n\nYou must fix the fence by May 2, 2031.");
    expect(lines[0]).toBe('This is a 15-day notice to cure. "AVISO DE 15 DÍAS PARA CORREGIR"');
    const noValue = plainLines("NOTICE OF RENT DUE / AVISO DE RENTA\n\nYou owe $400.00 in rent for May 2031.");
    expect(noValue[0]).toBe("This is a notice of rent due.");
  });
});

describe("a garnishment's caption", () => {
  it("says the garnishee as the third side, with what a garnishee is", () => {
    const lines = plainLines(
      [
        "IN THE COUNTY COURT IN AND FOR LEVY COUNTY, FLORIDA",
        "",
        "SUWANNEE TRUCK CREDIT, LLC,",
        "        Plaintiff,",
        "v.",
        "ROSAMUND E. TILLINGHAST,",
        "        Defendant,",
        "and",
        "CEDAR KEY COMMUNITY BANK, INC.,",
        "        Garnishee.",
        "______________________/",
        "",
        "The Plaintiff asks the Garnishee to hold the money it owes the Defendant until the court says what to do.",
      ].join("\n"),
    );
    expect(lines).toContain("SUWANNEE TRUCK CREDIT, LLC is the Plaintiff (the side that sued).");
    expect(lines).toContain("ROSAMUND E. TILLINGHAST is the Defendant (the side being sued).");
    expect(lines).toContain(
      "CEDAR KEY COMMUNITY BANK, INC. is the Garnishee (the one holding the money, like a bank or employer).",
    );
  });
});

describe("an address in capitals", () => {
  it("moves out of its sentence after a building said in small letters", () => {
    const said = plain(
      "You must file the form with the clerk's office, 110 NORTH MAIN STREET, BRONSON, FLORIDA 32621, within 20 days.",
    );
    expect(said).toContain("The clerk's office is at 110 NORTH MAIN STREET, BRONSON, FLORIDA 32621.");
  });
});
