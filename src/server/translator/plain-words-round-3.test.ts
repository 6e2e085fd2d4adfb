/**
 * The third plain-words round: nouns made of verbs back into verbs, passives with a named actor turned active, "it is
 * the Tenant's responsibility to" as "the Tenant must", relative clauses cut to their participle, openers that only
 * announce, more long words with a short twin, and new joints for long sentences (", because", ", so that", ", at which
 * time", ", after which", ", although", ", or" before a clause). Each rule is shown with sentences it must leave alone.
 */
import { describe, expect, it } from "vitest";
import { rewriteLegalese } from "./legalese";
import { plainSentence } from "./translate";

const paper = { self: "this paper" };
const plain = (sentence: string) => rewriteLegalese(sentence, paper);
const pieces = (sentence: string) => plainSentence(sentence, paper).pieces;

describe("nouns made of verbs", () => {
  it.each([
    ["Tenant shall make payment of all rent to the Landlord's office.", "Tenant must pay all rent to the Landlord's office."],
    [
      "The Board will make a determination as to whether the fence must be removed.",
      "The Board will decide whether the fence must be removed.",
    ],
    ["You may make application for a hearing.", "You may apply for a hearing."],
    ["Landlord may conduct an inspection of the unit on 24 hours' notice.", "Landlord may check the unit on 24 hours' notice."],
    ["The parties reached a settlement before trial.", "The parties settled before trial."],
    ["The judge will give due consideration to your request.", "The judge will consider your request."],
    ["The creditor may take legal action against you.", "The creditor may sue you."],
    ["The Association has given approval for the change.", "The Association has approved the change."],
    ["If the tenant had knowledge of the defect, the claim fails.", "If the tenant knew about the defect, the claim fails."],
    ["The Landlord is in receipt of your letter.", "The Landlord has received your letter."],
    ["You are not in compliance with the lease.", "You are not following the lease."],
    ["This rule is applicable to all residents.", "This rule applies to all residents."],
    ["The agent is hereby authorized to sign checks.", "The agent may sign checks."],
    ["If you are unable to attend, call the clerk.", "If you cannot attend, call the clerk."],
    ["In no event shall you be required to pay the fee.", "You will never have to pay the fee."],
  ])("%s", (before, after) => {
    expect(plain(before)).toBe(after);
  });

  it("leaves a payment that is the object alone: 'made a payment to' is not 'paid to'", () => {
    expect(plain("You made a payment to the wrong account.")).toBe("You made a payment to the wrong account.");
  });
});

describe("wordy phrases", () => {
  it.each([
    ["In the absence of written consent, no pets are allowed.", "Without written consent, no pets are allowed."],
    ["Rent is charged on a monthly basis.", "Rent is charged each month."],
    ["Please pay in a timely manner.", "Please pay on time."],
    ["Guests may not stay more than 14 consecutive days.", "Guests may not stay more than 14 days in a row."],
    [
      "The unit must be used under the provisions of Section 83.49 and the provisions of this lease.",
      "The unit must be used under Section 83.49 and this lease.",
    ],
    ["Any fee is refundable under applicable law.", "Any fee is refundable under the law."],
    ["In the event litigation becomes necessary, the winner gets fees.", "If a lawsuit becomes needed, the winner gets fees."],
    ["Tenant must pay the rent on or about the first of the month.", "Tenant must pay the rent around the first of the month."],
    ["This letter shall serve as your notice to vacate.", "This letter is your notice to move out."],
  ])("%s", (before, after) => {
    expect(plain(before)).toBe(after);
  });
});

describe("passives with a named actor", () => {
  it.each([
    ["All repairs must be made by the Tenant at Tenant's expense.", "The Tenant must make all repairs at their own cost."],
    ["The rent shall be paid by you on the first day of each month.", "You must pay the rent on the first day of each month."],
    ["It is the responsibility of the Tenant to mow the lawn.", "The Tenant must mow the lawn."],
    ["It shall be your responsibility to change the air filters.", "You must change the air filters."],
    ["Tenant is responsible for paying the water bill.", "Tenant must pay the water bill."],
    ["Tenant will be responsible for all repairs caused by pets.", "Tenant will have to pay for all repairs caused by pets."],
    ["It is agreed that the deposit is not refundable.", "The deposit is not refundable."],
  ])("%s", (before, after) => {
    expect(plain(before)).toBe(after);
  });

  it("never moves a name (its capital would be lost) nor a subject that says 'no'", () => {
    expect(plain("Maria's rent shall be paid by Tenant.")).toBe("Maria's rent will be paid by Tenant.");
    expect(plain("No notice shall be given by Landlord.")).toBe("No notice will be given by Landlord.");
  });

  it("keeps a responsibility that is not a payment or a deed as written", () => {
    expect(plain("Tenant is responsible for the conduct of guests.")).toBe("Tenant is responsible for the conduct of guests.");
  });
});

describe("relative clauses and openers", () => {
  it.each([
    ["The home which is located at 12 Oak Street is leased.", "The home at 12 Oak Street is leased."],
    ["Any fee that is required by law will be charged.", "Any fee required by law will be charged."],
    ["A copy of the invoice, which is attached hereto, shows the charge.", "A copy of the invoice attached shows the charge."],
    ["We are writing to inform you that your rent is late.", "Your rent is late."],
    ["It has come to our attention that a dog lives in your unit.", "We have learned that a dog lives in your unit."],
    [
      "It has come to the attention of the Board of Directors that your fence is too tall.",
      "The Board of Directors has learned that your fence is too tall.",
    ],
    ["Please be further advised that fines may apply.", "Fines may apply."],
    ["Kindly return the keys.", "Please return the keys."],
    ["Should you fail to pay, the Landlord may sue.", "If you do not pay, the Landlord may sue."],
  ])("%s", (before, after) => {
    expect(plain(before)).toBe(after);
  });

  it("cuts 'that is' only after a noun, and leaves an aside after a comma to the sentence splitter", () => {
    expect(plain("Tenant agrees that is required.")).toBe("Tenant agrees that is required.");
    expect(plain("The Committee, which is made up of three owners, meets monthly.")).toBe(
      "The Committee, which has three owners, meets monthly.",
    );
  });
});

describe("long words", () => {
  it.each([
    ["You may revoke this authorization at any time.", "You may revoke this permission at any time."],
    ["I voluntarily sign this form.", "I freely sign this form."],
    ["Additionally, you must verify the balance.", "Also, you must confirm the balance."],
  ])("%s", (before, after) => {
    expect(plain(before)).toBe(after);
  });

  it("leaves a word inside a name alone", () => {
    expect(plain("Send the payment to Information Services, Inc. by May 1, 2026.")).toBe(
      "Send the payment to Information Services, Inc. by May 1, 2026.",
    );
    expect(plain("The Privacy Officer will answer all inquiries voluntarily.")).toContain("The Privacy Officer");
    expect(plain("Send the form to Additionally Holdings, Inc. by May 1, 2026.")).toBe(
      "Send the form to Additionally Holdings, Inc. by May 1, 2026.",
    );
  });
});

describe("new joints for long sentences", () => {
  it.each([
    [
      "You are not following your Rental Agreement dated August 15, 2025, because you are keeping a dog in your unit without the written consent of the Landlord.",
      [
        "You are not following your Rental Agreement dated August 15, 2025.",
        "This is because you are keeping a dog in your unit without the written consent of the Landlord.",
      ],
    ],
    [
      "Give the Landlord a forwarding address in writing, so that the security deposit may be returned or a notice of claim may be sent to you.",
      [
        "Give the Landlord a forwarding address in writing.",
        "This is so that the security deposit may be returned or a notice of claim may be sent to you.",
      ],
    ],
    [
      "The hearing will be held at the clubhouse on December 2, 2026, at which time you may present evidence and bring witnesses.",
      ["The hearing will be held at the clubhouse on December 2, 2026.", "At that time, you may show proof and bring witnesses."],
    ],
    [
      "The Board will send you written notice of the fine within seven days, after which the fine will be due within five days.",
      [
        "The Board will send you written notice of the fine within seven days.",
        "After that, the fine will be due within five days.",
      ],
    ],
    [
      "You may appear at the hearing in person with your witnesses, or a lawyer may appear at the hearing for you.",
      ["You may appear at the hearing in person with your witnesses.", "Or a lawyer may appear at the hearing for you."],
    ],
    [
      "You must pay the rent in full by the first day of the month, although the Landlord may accept a late payment with a fee.",
      ["You must pay the rent in full by the first day of the month.", "But the Landlord may accept a late payment with a fee."],
    ],
  ])("%s", (sentence, expected) => {
    expect(pieces(sentence)).toEqual(expected);
  });

  it("never cuts a list of nouns at ', or'", () => {
    const sentence = "You may pay by check, money order, or cash at the leasing office during regular business hours.";
    expect(pieces(sentence)).toEqual([sentence]);
  });
});
