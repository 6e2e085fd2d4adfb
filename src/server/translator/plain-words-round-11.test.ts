/**
 * The eleventh plain-words round, each rule on short made-up sentences: a sentence in capitals put in sentence case
 * with its values as written (caps-sentence.ts), a short rule-then-condition said condition first (condition-first.ts),
 * and a line of address, phone, e-mail or web address ended as a unit of its own (contact-lines.ts).
 */
import { describe, expect, it } from "vitest";
import { inSentenceCase, isCapsSentence } from "./caps-sentence";
import { conditionFirst } from "./condition-first";
import { endContactLine, isContactLine } from "./contact-lines";
import { countText } from "./readability";
import { translateText } from "./translate";
import { keepsAllValues } from "./values";

describe("a sentence in capitals", () => {
  it("is put in sentence case, then simplified", () => {
    const sentence = "IF YOU FAIL TO FILE A WRITTEN ANSWER BY MAY 1, 2027, A DEFAULT MAY BE ENTERED AGAINST YOU.";
    expect(inSentenceCase(sentence)).toBe(
      "If you fail to file a written answer by MAY 1, 2027, a default may be entered against you.",
    );
    const plain = translateText(sentence).simplifiedContent;
    expect(plain).not.toMatch(/WRITTEN ANSWER/);
    expect(plain).toContain("MAY 1, 2027");
  });

  it("keeps a name the paper writes on a line of its own, amounts and case numbers as written", () => {
    const paper = [
      "JOHN Q. DOE,",
      "Defendant.",
      "",
      "THE COURT ORDERS JOHN Q. DOE TO PAY $1,250.00 IN CASE 2027-CC-001234 WITHIN 10 DAYS OF THIS ORDER.",
    ].join("\n");
    const cased = inSentenceCase(paper.split("\n")[3]!, paper);
    expect(cased).toBe(
      "The court orders JOHN Q. DOE to pay $1,250.00 in case 2027-CC-001234 within 10 DAYS of this order.".replace(
        "10 DAYS",
        "10 days",
      ),
    );
    expect(keepsAllValues(paper, translateText(paper).simplifiedContent)).toBe(true);
  });

  it("keeps two unknown words in a row as a name, and a defined term's capital", () => {
    const paper = "The Tenant must pay rent.\nTHE TENANT MUST PAY JOHN DOE THE FULL AMOUNT BEFORE THE LEASE ENDS.";
    expect(inSentenceCase(paper.split("\n")[1]!, paper)).toBe(
      "The Tenant must pay JOHN DOE the full amount before the lease ends.",
    );
  });

  it("leaves a short warning, a heading and a Spanish sentence in capitals alone", () => {
    expect(isCapsSentence("IMPORTANT - READ CAREFULLY.")).toBe(false);
    expect(isCapsSentence("TENANT SHALL PAY RENT BY MAY 1, 2025.")).toBe(false);
    expect(
      isCapsSentence("SI NO HACE TODAS ESTAS COSAS DENTRO DE 5 DÍAS, PUEDE SER DESALOJADO SIN OTRO AVISO POR EL TRIBUNAL."),
    ).toBe(false);
    expect(isCapsSentence("The Landlord MUST give YOU notice BEFORE the lease ends and the rent is due.")).toBe(false);
  });
});

describe("a rule, then its condition", () => {
  it("is said condition first when short", () => {
    expect(conditionFirst(["The fine may not be given.", "This applies if the committee does not approve the fine."])).toEqual([
      "If the committee does not approve the fine, the fine may not be given.",
    ]);
    expect(
      conditionFirst(["Even so, the Landlord may keep the deposit.", "This applies unless you pay by May 1, 2027."]),
    ).toEqual(["Even so, unless you pay by May 1, 2027, the Landlord may keep the deposit."]);
  });

  it("stays as it is when long, or when the condition points back", () => {
    const long = [
      "Landlord may deliver to Tenant a written notice stating the violation and giving Tenant 7 days to cure it.",
      "This applies if Tenant or any Guest violates any rule in this Addendum.",
    ];
    expect(conditionFirst(long)).toEqual(long);
    const back = ["A default will be entered against you.", "This applies if you do not do so."];
    expect(conditionFirst(back)).toEqual(back);
  });
});

describe("a line of address, phone, e-mail or web address", () => {
  it("ends as a unit of its own", () => {
    expect(endContactLine("4310 Pablo Oaks Court, Jacksonville, Florida 32224 | (904) 555-0131")).toMatch(/0131\.$/);
    // An e-mail or web address last on its line gets no stop: it would be copied with the address.
    expect(endContactLine("eservice@firm.example")).toBe("eservice@firm.example");
    expect(endContactLine("Pensacola, FL 32503 | www.example.org")).toBe("Pensacola, FL 32503 | www.example.org");
    expect(endContactLine("Ponte Vedra, FL 32081")).toBe("Ponte Vedra, FL 32081.");
    expect(isContactLine("www.example.org")).toBe(true);
  });

  it("leaves a sentence, a caption line and a line going on alone", () => {
    expect(isContactLine("Call (352) 555-0104 by May 1, 2027.")).toBe(false);
    expect(isContactLine("WINSTON A. DOE,")).toBe(false);
    expect(isContactLine("Dear Ms. Reyes")).toBe(false);
  });

  it("is not counted with the next sentence", () => {
    const plain = translateText(
      "1127 Riverside Avenue\nJacksonville, Florida 32204\n\nYou owe $500.00. Pay it by May 1, 2027.",
    ).simplifiedContent;
    expect(countText(plain, "full stop").sentences).toBe(4);
  });
});
