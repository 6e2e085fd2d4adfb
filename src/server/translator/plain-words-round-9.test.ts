/**
 * The ninth plain-words round: correct first, plain second. Meaning bugs seen on the tuning papers, each fixed by a
 * general rule and shown here as a sentence of a paper and the plain sentences it must give: ", which" becomes a
 * sentence only when what it is about can be named (which-subject.ts); a party's name is taken whole; a piece that
 * cannot stand alone is never cut off; a sentence the rules made is not said twice; an aside without a verb is not
 * made a sentence; a condition stays with the clause it governs. Each rule is shown with a sentence it must leave
 * alone where one exists.
 */
import { describe, expect, it } from "vitest";
import { plainSentence, translateText } from "./translate";

const pieces = (sentence: string) => plainSentence(sentence, { self: "this paper" }).pieces;

describe("', which' as a sentence of its own only when its subject can be named", () => {
  it.each([
    [
      "All requests for approval must be sent in writing to the Association's manager, which may be contacted at (305) 555-0142.",
      [
        "All requests for approval must be sent in writing to the Association's manager.",
        "The manager may be contacted at (305) 555-0142.",
      ],
    ],
    [
      "You have the right to cure the default by paying $212.00, which is the past due amount and the late fees, on or before June 24, 2027.",
      [
        "You have the right to cure the default by paying $212.00 by June 24, 2027.",
        "$212.00 is the past due amount and the late fees.",
      ],
    ],
    [
      "Our records indicate that you owe $4,812.36 to Coastal Bank, N.A., which includes $3,950.00 in principal and $150.00 in fees.",
      [
        "Our records show that you owe $4,812.36 to Coastal Bank, N.A., which includes $3,950.00 in principal and $150.00 in fees.",
      ],
    ],
    [
      "You must pay $300.00 to the bank, which includes the late fee.",
      ["You must pay $300.00 to the bank, which includes the late fee."],
    ],
    [
      "Payment of $95.00 must be made to Treasure Coast Towing, Inc., which may be contacted at (772) 555-0193.",
      [
        "Payment of $95.00 must be made to Treasure Coast Towing, Inc.",
        "Treasure Coast Towing, Inc. may be contacted at (772) 555-0193.",
      ],
    ],
    [
      "The towing company presently under contract with the Landlord is Treasure Coast Towing, Inc., which may be contacted at (772) 555-0193.",
      [
        "The towing company now under contract with the Landlord is Treasure Coast Towing, Inc.",
        "Treasure Coast Towing, Inc. may be contacted at (772) 555-0193.",
      ],
    ],
    [
      "A boat trailer continues to be parked on the driveway of this Lot in violation of Article IX, Section 9.2 of the Declaration, which prohibits the parking of any boat or trailer on any Lot.",
      [
        "A boat trailer continues to be parked on the driveway of this Lot breaking Article IX, Section 9.2 of the Declaration.",
        "That section does not allow the parking of any boat or trailer on any Lot.",
      ],
    ],
    [
      "Residents who do not renew will be shown the unit's move-out checklist, which explains the cleaning that is expected.",
      [
        "Residents who do not renew will be shown the unit's move-out checklist.",
        "The move-out checklist explains the cleaning that is expected.",
      ],
    ],
    [
      "Pay to the Clerk of the Court the amount of rent that the attached complaint claims to be due, which is $3,700.00, and any rent that becomes due until the lawsuit is over.",
      [
        "Pay to the Clerk of the Court the amount of rent that the attached complaint claims to be due, and any rent that becomes due until the lawsuit is over.",
        "That amount is $3,700.00.",
      ],
    ],
    [
      "Your month-to-month tenancy is terminated effective May 31, 2026, which date is at least 30 days after the delivery of this notice.",
      [
        "Your month-to-month tenancy is ended effective May 31, 2026.",
        "This date is at least 30 days after the delivery of this notice.",
      ],
    ],
    [
      "We may also report the default to the credit bureaus, which may hurt your credit rating in the months that follow.",
      ["We may also report the default to the credit bureaus.", "This may hurt your credit rating in the months that follow."],
    ],
    [
      // A clause with a subject of its own takes the amount it is about after its verb.
      "Tenant shall pay a pet fee of $300.00 and monthly pet rent of $25.00, which Tenant agrees to pay with the rent each month.",
      [
        "Tenant must pay a pet fee of $300.00 and monthly pet rent of $25.00.",
        "Tenant agrees to pay $25.00 with the rent each month.",
      ],
    ],
    [
      // A clause between a subject and its verb: the subject keeps its verb, the clause follows.
      "The merchandise that you purchased, which is a sofa, a dining set and a mattress, secures this account.",
      [
        "The merchandise that you bought secures this account.",
        "The merchandise that you bought is a sofa, a dining set and a mattress.",
      ],
    ],
  ])("%s", (sentence, expected) => {
    expect(pieces(sentence)).toEqual(expected);
  });

  it.each([
    // "This" could be the mediation or the day.
    "The parties may be sent to mediation on the same day, which is free of charge in small claims cases.",
    // The clause has a subject of its own: "This Plaintiff has a right to get…" was no English.
    "Plaintiff has incurred attorney's fees of $450.00 for preparing this Motion, which Plaintiff has a right to get under Rule 1.380(a)(4).",
    // A time said in passing is not what the clause is about.
    "Tenant must pay a late fee of $75.00 each month, which will be added to the rent due that month and to no other.",
  ])("keeps whole: %s", (sentence) => {
    expect(pieces(sentence)).toEqual([sentence]);
  });
});

describe("names and places taken whole", () => {
  it("says a company's address with its whole name, never 'The address of INC.'", () => {
    expect(
      pieces(
        "ORDERED AND ADJUDGED that Plaintiff, HARBORVIEW AUTO FINANCE, INC., whose address is 1200 Riverplace Boulevard, Jacksonville, Florida 32207, shall recover from Defendant the sum of $500.00.",
      ),
    ).toEqual([
      "The court orders that Plaintiff, HARBORVIEW AUTO FINANCE, INC., gets from Defendant $500.00.",
      "The address of HARBORVIEW AUTO FINANCE, INC. is 1200 Riverplace Boulevard, Jacksonville, Florida 32207.",
    ]);
  });

  it("keeps a building's name with 'and' in it, and the comma after a name set off by commas", () => {
    expect(
      pieces(
        "The final hearing is set for July 20, 2027, at 1:30 p.m., in Courtroom 2B of the Alachua County Family and Civil Justice Center, 201 East University Avenue, Gainesville, Florida 32601.",
      ),
    ).toEqual([
      "The final hearing is set for July 20, 2027, at 1:30 p.m.",
      "It will be in Courtroom 2B of the Alachua County Family and Civil Justice Center.",
      "The Alachua County Family and Civil Justice Center is at 201 East University Avenue, Gainesville, Florida 32601.",
    ]);
    expect(
      pieces(
        "I choose my friend, Ottoline Fairweather-Musa, of 1402 Hammock Road, Ocala, Florida 34472, to serve as alternate guardian of my minor children.",
      ),
    ).toEqual([
      "I choose my friend, Ottoline Fairweather-Musa, to serve as alternate guardian of my minor children.",
      "The address of Ottoline Fairweather-Musa is 1402 Hammock Road, Ocala, Florida 34472.",
    ]);
  });
});

describe("never a piece that cannot stand alone", () => {
  it("does not cut at ', or' before a thing and what was done to it", () => {
    expect(
      pieces(
        "The Defendant failed to deposit the accrued rent alleged in the complaint, or the amount determined by the Court, into the registry of the Court as required by Section 83.60(2), Florida Statutes.",
      ),
    ).toEqual([
      // "accrued rent" reads "unpaid rent" since plain words round 13 (only the swapped word changed).
      "The Defendant did not deposit the unpaid rent claimed in the complaint, or the amount decided by the Court, into the registry of the Court.",
      "This is required by Section 83.60(2), Florida Statutes.",
    ]);
  });

  it("cuts a list of duties after ', including' only with the duty's own subject and verb", () => {
    expect(
      pieces(
        "The Defendant shall complete Florida Rule of Civil Procedure Form 1.977, including all required attachments, and serve it on the Plaintiff's attorney within 45 days.",
      ),
    ).toEqual([
      "The Defendant must complete Florida Rule of Civil Procedure Form 1.977, including all required attachments.",
      "The Defendant must serve it on the Plaintiff's attorney within 45 days.",
    ]);
    // "This includes all required attachments, and serve it on…" was no sentence: "serve" is the Defendant's.
    expect(
      pieces(
        "Jurisdiction of this case is retained to enter further orders that are proper to compel the Defendant to complete Form 1.977, including all required attachments, and serve it on the Plaintiff's attorney.",
      ),
    ).toEqual([
      "The court keeps the power to enter more orders that are proper to compel the Defendant to complete Form 1.977, including all required attachments, and serve it on the Plaintiff's attorney.",
    ]);
  });

  it("says an aside without a verb as a sentence only when it can be one", () => {
    expect(
      pieces(
        "You must do them within 5 days (not including Saturday, Sunday, or any legal holiday) after the date these papers were given to you.",
      ),
    ).toEqual([
      "You must do them within 5 days after the date these papers were given to you.",
      "Do not count Saturday, Sunday, or any legal holiday.",
    ]);
    expect(
      pieces(
        "Tenant agrees to pay $3,100.00 (an amount that does not exceed two months' rent) as liquidated damages if Tenant elects to terminate the rental agreement.",
      ),
    ).toEqual([
      // "elects to" reads "chooses to" since plain words round 13 (only the swapped word changed).
      "Tenant agrees to pay $3,100.00 as liquidated damages if Tenant chooses to end the rental agreement.",
      "$3,100.00 is an amount that does not go over two months' rent.",
    ]);
    const listed =
      "If you do not know an attorney, you may call an attorney referral service or a legal aid office (listed in the phone book).";
    expect(pieces(listed)).toEqual([listed]);
  });

  it("ends the motion's opening with its reasons announced, not with a dangling 'and says'", () => {
    expect(
      pieces(
        "Plaintiff, Summit Credit Partners, LLC, moves the Clerk of this Court to enter a default against Defendant, Thomas Brennan, and as grounds therefor states as follows:",
      ),
    ).toEqual([
      "Plaintiff, Summit Credit Partners, LLC, moves the Clerk of this Court to enter a default against Defendant, Thomas Brennan. Here are the reasons.",
    ]);
  });

  it("cuts a second clause with a long subject, never a thing with its own clause", () => {
    expect(
      pieces(
        "Rent for May 2026 of $1,240.00 will be due on May 1, 2026 under your rental agreement, and the acceptance by the Landlord of rent for any period after May 31, 2026 will not constitute a waiver of this notice.",
      ),
    ).toEqual([
      "Rent for May 2026 of $1,240.00 will be due on May 1, 2026 under your rental agreement.",
      "The acceptance by the Landlord of rent for any period after May 31, 2026 will not constitute a waiver of this notice.",
    ]);
  });
});

describe("a sentence the rules made is said once", () => {
  it("says 'The court finds the following.' once before two findings", () => {
    const result = translateText(
      "FINAL JUDGMENT\n\nThe Court finds that the Defendant was served with process on March 3, 2027 and has failed to serve any response to the Complaint within the time required by law. The Court finds that the Plaintiff has proven the amount of $2,750.00 paid to the Defendant for landscaping work that was never performed.",
    );
    expect(result.simplifiedContent).toBe(
      "This is a final judgment.\n\nThe court finds the following. The Defendant was served with process on March 3, 2027 and did not serve any response to the Complaint within the time required by law. The Plaintiff has proven the amount of $2,750.00 paid to the Defendant for landscaping work that was never performed.",
    );
    expect(result.simplifiedContent.match(/finds the following/g)).toHaveLength(1);
  });

  it("keeps a sentence the paper itself says twice", () => {
    expect(translateText("NOTICE\n\nPay the rent now. Pay the rent now.").simplifiedContent).toBe(
      "This is a notice.\n\nPay the rent now. Pay the rent now.",
    );
  });
});

describe("a condition stays with the clause it governs", () => {
  it("gives each clause after a semicolon its own condition", () => {
    expect(
      pieces(
        "If the Plaintiff fails to appear, the case may be dismissed; if the Defendant fails to appear, a default judgment may be entered against the Defendant.",
      ),
    ).toEqual([
      "If the Plaintiff does not appear, the case may be dismissed.",
      "If the Defendant does not appear, a default judgment may be entered against the Defendant.",
    ]);
  });

  it("puts the condition after the first piece of its rule, not after a later clause with a condition of its own", () => {
    expect(
      pieces(
        "If Tenant or any Guest violates any rule in this Addendum, Landlord may deliver to Tenant a written notice specifying the violation and giving Tenant seven (7) days to cure it, and if the same violation recurs within twelve (12) months, Landlord may terminate the Lease without giving Tenant an opportunity to cure.",
      ),
    ).toEqual([
      "Landlord may deliver to Tenant a written notice stating the violation and giving Tenant 7 days to cure it.",
      "This applies if Tenant or any Guest violates any rule in this Addendum.",
      "Landlord may end the Lease without giving Tenant a chance to fix it.",
      "This applies if the same violation recurs within 12 months.",
    ]);
  });

  it("moves a condition after a connector, and one written in capitals, as written", () => {
    expect(
      pieces(
        "Even so, if the balance remains unpaid and no dispute is received within the period listed above, this account may be referred to an attorney licensed in the State of Florida.",
      ),
    ).toEqual([
      "Even so, this account may be referred to an attorney licensed in the State of Florida.",
      "This applies if the balance remains unpaid and no dispute is received within the period listed above.",
    ]);
    expect(
      pieces(
        "IF YOU DO NOT DO ALL OF THE THINGS STATED ABOVE WITHIN 5 WORKING DAYS AFTER THE DATE THAT THESE PAPERS WERE GIVEN TO YOU, the Plaintiff may ask the court to enter a judgment for possession.",
      ),
    ).toEqual([
      "The Plaintiff may ask the court to enter a judgment for possession.",
      "This applies IF YOU DO NOT DO ALL OF THE THINGS STATED ABOVE WITHIN 5 WORKING DAYS AFTER THE DATE THAT THESE PAPERS WERE GIVEN TO YOU.",
    ]);
    expect(
      pieces(
        "Unless the total amount due is paid in full within 45 days of the date of this letter, the Association intends to record a Claim of Lien against your unit.",
      ),
    ).toEqual([
      "The Association intends to record a Claim of Lien against your unit.",
      "This applies unless the total amount due is paid in full within 45 days of the date of this letter.",
    ]);
  });

  it("says who also keeps a power, and what is also kept", () => {
    expect(
      pieces(
        "3. The Court reserves jurisdiction to determine Plaintiff's entitlement to attorney's fees and any additional damages, and to enter such further orders as may be necessary.",
      ),
    ).toEqual([
      "3. The Court keeps the power to decide Plaintiff's right to attorney's fees and any extra damages.",
      "The Court also keeps the power to enter any other orders that may be needed.",
    ]);
    expect(
      pieces(
        "Jurisdiction of this case is retained to enter further orders to compel the Defendant to complete Form 1.977, and to determine any motion for additional attorney's fees.",
      ),
    ).toEqual([
      "The court keeps the power to enter more orders to compel the Defendant to complete Form 1.977.",
      "The court also keeps the power to decide any motion for extra attorney's fees.",
    ]);
  });
});

describe("words said correctly", () => {
  it.each([
    [
      "You are entitled to a trial to decide whether you can be required to move, but you MUST do ALL of the things listed below.",
      [
        "You have a right to a trial to decide whether you can be made to move.",
        "But you MUST do ALL of the things listed below.",
      ],
    ],
    [
      "Between October 31, 2025 and today, you were charged this amount in interest: $118.20, and this amount in fees: $0.00.",
      ["Between October 31, 2025 and today, you were charged $118.20 in interest, and $0.00 in fees."],
    ],
    [
      "Any person who stays longer than that period without the written consent of Landlord shall be considered an unauthorized occupant.",
      [
        "Any person who stays longer than that period without the written consent of Landlord will be considered an occupant without permission.",
      ],
    ],
    [
      "Plaintiff asks that the Court grant such other and further relief as the Court deems just and proper.",
      ["Plaintiff asks that the Court grant any other relief that the Court deems fair."],
    ],
    [
      "We, the undersigned witnesses, declare that the declarant signed this designation in our presence.",
      ["We, the witnesses, declare that the declarant signed this designation in our presence."],
    ],
    [
      "Any damage to the system caused by the Tenant's failure to replace said filters shall be repaired at the Tenant's expense.",
      [
        "Any damage to the system caused by the Tenant's failure to replace the filters will be repaired at the Tenant's expense.",
      ],
    ],
    [
      // A proviso with an amount in it ("$50.00" holds a full stop) is a "but", not a condition.
      "Renewal is subject to the condition that your account is in good standing, provided that a balance of less than $50.00 will not prevent renewal.",
      [
        "Renewal is subject to the condition that your account is in good standing.",
        "But a balance of less than $50.00 will not prevent renewal.",
      ],
    ],
    [
      "Any utility charge that remains unpaid after the Tenant vacates the premises may be deducted from the security deposit of $1,950.00.",
      [
        "Suppose a utility charge remains unpaid after the Tenant moves out of the home.",
        "That utility charge may be deducted from the security deposit of $1,950.00.",
      ],
    ],
    [
      "Any rent that is received after the fifth day of the month shall be subject to a late charge of $75.00 for that month.",
      [
        "Suppose rent is received after the fifth day of the month.",
        "That rent will be subject to a late charge of $75.00 for that month.",
      ],
    ],
  ])("%s", (sentence, expected) => {
    expect(pieces(sentence)).toEqual(expected);
  });
});
