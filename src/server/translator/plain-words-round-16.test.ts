/**
 * The sixteenth plain-words round, each rule on short made-up papers: shorter sentences and fewer lines that are no
 * sentences. A writ's command over three lines read as one order and its second duty said apart
 * (command-headings.ts, split-second-order.ts), the one to send a copy to named after a colon (split-contact-colon.ts,
 * join-contact-line.ts), the law a sentence ends on (split-law-tail.ts), label lines said as sentences
 * (label-sentences.ts), a second verb that belongs to a "which" clause with its own subject (split-long.ts), and words
 * in capitals after "A" that name a kind of thing (caps-sentence.ts).
 */
import { describe, expect, it } from "vitest";
import { inSentenceCase } from "./caps-sentence";
import { splitContactColon } from "./split-contact-colon";
import { splitLawTail } from "./split-law-tail";
import { splitLongSentence } from "./split-long";
import { splitSecondOrder } from "./split-second-order";
import { splitWhichOwnSubject } from "./split-which-own-subject";
import { tellLabelSentence } from "./label-sentences";
import { translateText } from "./translate";

const plainLines = (text: string) =>
  translateText(text)
    .simplifiedContent.split(/\n+|(?<=\.)\s+(?=[A-Z])/)
    .map((line) => line.trim())
    .filter(Boolean);

describe("a writ's command written over three lines", () => {
  it("is read as one order, its address kept, and its second duty said apart", () => {
    const lines = plainLines(
      [
        "THE STATE OF FLORIDA",
        "",
        "TO THE SHERIFF OF WAKULLA COUNTY, FLORIDA:",
        "",
        "YOU ARE COMMANDED to remove all persons from the following described property in Wakulla County, Florida:",
        "",
        "22 Shell Point Road, Crawfordville, Florida 32327",
        "",
        "and to put Plaintiff in possession of it, after 24 hours' notice conspicuously posted on the premises.",
      ].join("\n"),
    );
    expect(lines.join(" ")).toContain("The State of Florida orders the Sheriff of WAKULLA COUNTY, FLORIDA to remove all persons");
    expect(lines.join(" ")).toContain("22 Shell Point Road, Crawfordville, Florida 32327.");
    expect(lines).toContain(
      "The sheriff must also put Plaintiff in possession of it, after 24 hours' notice conspicuously posted at the home.",
    );
  });

  it("leaves the lines alone when no command follows them", () => {
    const lines = plainLines(
      ["THE STATE OF FLORIDA", "", "COUNTY OF WAKULLA", "", "Sworn to before me on May 2, 2031."].join("\n"),
    );
    expect(lines.slice(0, 2)).toEqual(["The State of Florida", "COUNTY OF WAKULLA"]);
  });

  it("splits an order's second duty only after a noun for the one ordered", () => {
    expect(
      splitSecondOrder(
        "The State of Florida orders each sheriff of the state to serve this summons on the defendant named below and to return it to the clerk with the date it was served.",
      ),
    ).toEqual([
      "The State of Florida orders each sheriff of the state to serve this summons on the defendant named below.",
      "The sheriff must also return it to the clerk with the date it was served.",
    ]);
    expect(
      splitSecondOrder("The judge orders him to pay the rent into the registry of the court and to appear at the hearing."),
    ).toBe(undefined);
  });
});

describe("the one to send a copy to, named after a colon", () => {
  it("is said in a sentence of its own", () => {
    expect(
      splitContactColon(
        "You must also mail a copy of your answer to the landlord's lawyer: Pruitt & Oduya, P.A., 40 Bay Street, Apalachicola, Florida 32320.",
      ),
    ).toEqual([
      "You must also mail a copy of your answer to the landlord's lawyer.",
      "The landlord's lawyer is Pruitt & Oduya, P.A., 40 Bay Street, Apalachicola, Florida 32320.",
    ]);
  });

  it("reads the contact from the next line", () => {
    const lines = plainLines(
      [
        "If you want a hearing, you must file the form with the clerk within 20 days and mail a copy to the creditor's attorney:",
        "Marlow Legal Group, P.A., 9 Oak Street, Live Oak, FL 32064, (386) 555-0199.",
      ].join("\n\n"),
    );
    expect(lines.join(" ")).toContain("mail a copy to the creditor's attorney.");
    expect(lines.join(" ")).toContain("The creditor's attorney is Marlow Legal Group, P.A.");
  });

  it("leaves a colon before anything but a name with an address or phone", () => {
    expect(
      splitContactColon("You must bring these papers with you to the hearing: your lease, your receipts and your photos."),
    ).toBe(undefined);
  });
});

describe("the law a sentence ends on", () => {
  it("is said after it, with its own verb", () => {
    expect(
      splitLawTail(
        "Owner will keep the pet deposit in a separate account at Gulf Coast Bank, as Section 83.49(1), Florida Statutes, requires.",
      ),
    ).toEqual([
      "Owner will keep the pet deposit in a separate account at Gulf Coast Bank.",
      "Section 83.49(1), Florida Statutes, requires this.",
    ]);
    expect(splitLawTail("Rent is due, as Chapter 83 allows.")).toBe(undefined);
  });
});

describe("label lines said as sentences", () => {
  it("says a line that only names the law", () => {
    expect(tellLabelSentence("(Section 83.57(3), Florida Statutes)")).toBe("This is under Section 83.57(3), Florida Statutes.");
    expect(tellLabelSentence("(Section 83.56(2)(a), Fla. Stat.)")).toBe("This is under Section 83.56(2)(a), Fla. Stat.");
    expect(tellLabelSentence("Florida Statutes Section 720.305(2)")).toBe("This is under Florida Statutes Section 720.305(2).");
    expect(tellLabelSentence("(Florida Statutes § 83.57(3))")).toBe("This is under Florida Statutes § 83.57(3).");
    expect(tellLabelSentence("Date of posting: May 2, 2031")).toBe("The date of posting is May 2, 2031.");
  });

  it("says a case number without its colon and a form's name of a party", () => {
    expect(tellLabelSentence("CASE NO. 2031-CC-004512")).toBe("The case number is 2031-CC-004512.");
    expect(tellLabelSentence("Name of tenant: Rosario Q. Delgado-Finch")).toBe("The tenant is Rosario Q. Delgado-Finch.");
    expect(tellLabelSentence("Name of landlord: ____________")).toBe(undefined);
    expect(tellLabelSentence("Section 8 Housing")).toBe(undefined);
  });

  it("keeps them as sentences in the plain version", () => {
    const lines = plainLines(
      ["CASE NO. 2031-CC-004512", "", "(Section 83.57(3), Florida Statutes)", "", "Your tenancy ends on June 30, 2031."].join(
        "\n",
      ),
    );
    expect(lines).toContain("The case number is 2031-CC-004512.");
    expect(lines).toContain("This is under Section 83.57(3), Florida Statutes.");
  });
});

describe("a second verb after a which clause with its own subject", () => {
  it("is not given the sentence's first subject", () => {
    const pieces = splitLongSentence(
      "Tenant has paid a deposit of $900.00, which Landlord must keep in a separate account at Harbor Bank, and must pay Tenant interest on it each year.",
    );
    expect(pieces.join(" ")).not.toContain("Tenant must pay Tenant");
  });
});

describe("words in capitals after A", () => {
  it("are a kind of thing, put in small letters", () => {
    expect(inSentenceCase("YOUR LEASE ALSO CHARGES A LATE FEE OF $40.00 AND A RETURNED-CHECK CHARGE OF $25.00 EACH TIME.")).toBe(
      "Your lease also charges a late fee of $40.00 and a returned-check charge of $25.00 each time.",
    );
  });
});

describe("headings in capitals", () => {
  it("are said in sentence case when every word is an ordinary one", () => {
    const lines = plainLines(
      [
        "ARTICLE 4 - RENEWAL AND MOVE-OUT",
        "",
        "The lease ends on May 31, 2031.",
        "",
        "HOW THIS NOTICE WAS DELIVERED",
        "",
        "I mailed a copy on May 2, 2031.",
      ].join("\n"),
    );
    expect(lines).toContain("Article 4 - Renewal and move-out");
    expect(lines).toContain("How this notice was delivered");
  });

  it("keep a line that may be a name as written", () => {
    const lines = plainLines(["PELICAN BAY COMMONS", "", "Your rent is late. Pelican Bay is our community."].join("\n"));
    expect(lines[0]).toBe("PELICAN BAY COMMONS");
  });
});

describe("a date after its label", () => {
  it("is said as a sentence, an aside in brackets kept", () => {
    expect(tellLabelSentence("Second warning: March 3, 2031")).toBe("The date of the second warning is March 3, 2031.");
    expect(tellLabelSentence("Last inspection: April 9, 2031 (still there)")).toBe(
      "The date of the last inspection is April 9, 2031 (still there).",
    );
    expect(tellLabelSentence("Meeting date: Thursday, May 8, 2031")).toBe("The meeting date is Thursday, May 8, 2031.");
    expect(tellLabelSentence("Amount owed: $1,200.00 as of May 8, 2031")).toBe(undefined);
  });
});

describe("the summons form's duties", () => {
  it("names the lawyer apart and says the second duty with its subject", () => {
    const pieces = splitLongSentence(
      "Each defendant must serve written defenses to the complaint on the plaintiff's attorney, whose name and address is: Quill & Barrow, PLLC, 12 Gulf Avenue, Panama City, Florida 32401, within 20 days after service of this summons on that defendant, and to file the original of the defenses with the clerk of this court.",
    );
    expect(pieces).toContain("The plaintiff's attorney is Quill & Barrow, PLLC, 12 Gulf Avenue, Panama City, Florida 32401.");
    expect(pieces).toContain("Each defendant must file the original of the defenses with the clerk of this court.");
    expect(pieces.join(" ")).toContain("on the plaintiff's attorney within 20 days");
  });
});

describe("where to appear", () => {
  it("is said after when", () => {
    expect(
      splitLongSentence(
        "You must appear in person or by attorney at the Walton County Courthouse, Courtroom 3, 571 US Highway 90 East, DeFuniak Springs, Florida 32433, on Friday, June 6, 2031, at 9:00 a.m., for a pretrial conference.",
      ),
    ).toEqual([
      "You must appear in person or by attorney on Friday, June 6, 2031, at 9:00 a.m., for a pretrial conference.",
      "It will be at the Walton County Courthouse, Courtroom 3, 571 US Highway 90 East, DeFuniak Springs, Florida 32433.",
    ]);
  });
});

describe("a court's two findings joined by 'and that'", () => {
  it("are said one by one after a lead-in of several parts", () => {
    expect(
      splitLongSentence(
        "Having read the motion, the affidavit and the file, and having heard both sides, the Court finds that the tenant was served on May 1, 2031 and that the tenant has not paid rent into the registry.",
      ),
    ).toEqual([
      "Having read the motion, the affidavit and the file, and having heard both sides, the Court finds that the tenant was served on May 1, 2031.",
      "The Court also finds that the tenant has not paid rent into the registry.",
    ]);
  });

  it("leaves one thing described twice alone", () => {
    const pieces = splitLongSentence(
      "The Court finds that the rent that is due and that remains unpaid for the months of April and May 2031 is $1,900.00.",
    );
    expect(pieces.join(" ")).not.toContain("also finds");
  });
});

describe("a motion's 'and states:'", () => {
  it("becomes 'Here are the reasons.' before its numbered reasons", () => {
    const lines = plainLines(
      [
        "Plaintiff, GULF BREEZE STORAGE, LLC, through its lawyer, moves the Clerk to enter a default against the Defendant, and states:",
        "1. The Defendant was served on May 1, 2031.",
      ].join("\n"),
    );
    expect(lines).toContain("Here are the reasons.");
  });
});

describe("a lease's opening sentence", () => {
  it("says when it is made, between whom and for what, one by one", () => {
    expect(
      splitLongSentence(
        'This Parking Addendum is made on April 2, 2031 between PALM HOLLOW FLATS, LLC ("Landlord") and DORIAN K. VASQUEZ-LYLE ("Tenant") for Apartment 4, 88 Tarpon Road, Cedar Key, Florida 32625, and becomes part of the Lease dated May 1, 2030.',
      ),
    ).toEqual([
      "This Parking Addendum is made on April 2, 2031.",
      'It is between PALM HOLLOW FLATS, LLC ("Landlord") and DORIAN K. VASQUEZ-LYLE ("Tenant").',
      "It is for Apartment 4, 88 Tarpon Road, Cedar Key, Florida 32625.",
      "It becomes part of the Lease dated May 1, 2030.",
    ]);
  });
});

describe("a which clause with its own subject about a sum", () => {
  it("names the sum again as the object", () => {
    expect(
      splitWhichOwnSubject(
        "Tenant has paid a pet deposit of $350.00, which Landlord will keep in a separate account at Seaside Bank.",
      ),
    ).toEqual([
      "Tenant has paid a pet deposit of $350.00.",
      "Landlord will keep the pet deposit in a separate account at Seaside Bank.",
    ]);
    expect(splitWhichOwnSubject("Tenant has paid a pet deposit of $350.00, which Landlord thinks is too low.")).toBe(undefined);
  });
});

describe("a rule named before what a motion asks", () => {
  it("is said after the ask, before the motion's reasons", () => {
    expect(
      splitLongSentence(
        "Plaintiff, BAYOU CREDIT UNION, through its lawyer, moves the Clerk under Florida Rule of Civil Procedure 1.500(a) to enter a default against the Defendant. Here are the reasons.",
      ),
    ).toEqual([
      "Plaintiff, BAYOU CREDIT UNION, through its lawyer, moves the Clerk to enter a default against the Defendant.",
      "This is under Florida Rule of Civil Procedure 1.500(a).",
      "Here are the reasons.",
    ]);
  });
});

describe("how a letter was sent, on a line of its own", () => {
  it("is said as a sentence", () => {
    expect(tellLabelSentence("By first-class mail and by e-mail to the address on file")).toBe(
      "It was sent by first-class mail and by e-mail to the address on file.",
    );
    expect(tellLabelSentence("SENT BY CERTIFIED MAIL AND U.S. MAIL")).toBe("It was sent by certified mail and U.S. mail.");
    expect(tellLabelSentence("By the Board of Directors")).toBe(undefined);
  });
});

describe("a thing's number after its label", () => {
  it("is said as a sentence", () => {
    expect(tellLabelSentence("Lease No.: GBV-2031-0042")).toBe("The lease number is GBV-2031-0042.");
    expect(tellLabelSentence("Account: HOA-5512")).toBe("The account number is HOA-5512.");
    expect(tellLabelSentence("Account: closed")).toBe(undefined);
  });
});
