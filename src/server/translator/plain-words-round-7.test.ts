/**
 * The seventh plain-words round: a broader list of common formal words (common-words.ts) and wordy phrases
 * (wordy-phrases.ts) with a short twin, swapped only where written in lower case or at a sentence's start; "prohibits
 * X from doing" said as "bans X from doing"; a list of what a law bans ("from A, or B") as two sentences; two openers
 * before her duty ("If A, at the same time B, you must C"); a trailing "after giving you …" said as what must come
 * first; a lease-kind paper titled as a notice calls itself "this notice". Each rule is shown with a sentence it must
 * leave alone, and every tuning set keeps every value.
 */
import { describe, expect, it } from "vitest";
import { PAPERS, paperText } from "./test-support/papers/index";
import { TUNING_PAPERS_4, tuningText4 } from "./test-support/tuning-papers-4/index";
import { TUNING_PAPERS_5, tuningText5 } from "./test-support/tuning-papers-5/index";
import { TUNING_PAPERS_6, tuningText6 } from "./test-support/tuning-papers-6/index";
import { missingValues } from "./test-support/kept-values";
import { selfName } from "./florida-rules";
import { plainSentence, translateText } from "./translate";

const pieces = (sentence: string) => plainSentence(sentence, { self: "this paper" }).pieces;

describe("common formal words", () => {
  it.each([
    ["Tenant must follow the rules and regulations of the Association.", "Tenant must follow the rules of the Association."],
    ["The debt was originally owed to Sunrise Bank, N.A.", "The debt was first owed to Sunrise Bank, N.A."],
    ["We will investigate the alleged error.", "We will look into the claimed error."],
    ["Please bring your documents and a photo identification.", "Please bring your papers and a photo ID."],
    ["Any amendment must be signed by both parties.", "Any change must be signed by both parties."],
    ["We apologize for any inconvenience.", "We apologize for any trouble."],
  ])("writes %s short", (sentence, plain) => {
    expect(pieces(sentence)).toEqual([plain]);
  });

  it("keeps a capitalized word inside a sentence, which may be part of a name", () => {
    const sentence = "The fence breaks the Declaration of Covenants and Restrictions.";
    expect(pieces(sentence)).toEqual([sentence]);
    expect(pieces("Restrictions on pets are listed below.")).toEqual(["Limits on pets are listed below."]);
  });

  it("fixes the article before a short twin, in capitals too", () => {
    expect(pieces("That is a permissible use.")).toEqual(["That is an allowed use."]);
    expect(pieces("SUMMONS: PERSONAL SERVICE ON AN INDIVIDUAL")).toEqual(["SUMMONS: PERSONAL SERVICE ON A PERSON"]);
  });
});

describe("wordy phrases", () => {
  it("writes 'between the hours of' and 'for the month of' short", () => {
    expect(pieces("Call us between the hours of 9:00 a.m. and 5:00 p.m.")).toEqual(["Call us between 9:00 a.m. and 5:00 p.m."]);
    expect(pieces("Rent for the month of May 2027 is $900.00.")).toEqual(["Rent for May 2027 is $900.00."]);
  });

  it("keeps 'for the month of' before anything but a month's name", () => {
    const sentence = "Rent for the month of the move-out is due in full.";
    expect(pieces(sentence)).toEqual([sentence]);
  });
});

describe("what a law bans", () => {
  it("says 'prohibits X from doing' as 'bans X from doing', and a list of two as two sentences", () => {
    expect(
      pieces(
        "Section 559.72, Florida Statutes, prohibits any person collecting a consumer debt from contacting the debtor between the hours of 9:00 p.m. and 8:00 a.m. without the prior consent of the debtor, or threatening to disclose information about the debt to a person other than the debtor.",
      ),
    ).toEqual([
      "Section 559.72, Florida Statutes, bans any person collecting a consumer debt from contacting the debtor between 9:00 p.m. and 8:00 a.m. without first getting the debtor's consent.",
      "It also bans any person collecting a consumer debt from threatening to share information about the debt to a person other than the debtor.",
    ]);
    expect(pieces("Tenants are prohibited from parking on the lawn.")).toEqual(["Tenants are banned from parking on the lawn."]);
  });

  it("keeps a list of two when a person, not a law, does the banning", () => {
    expect(
      pieces(
        "The Landlord prohibits any guest staying in the home from parking a boat or trailer on the lawn, or storing any fuel in the garage.",
      ),
    ).toEqual([
      "The Landlord bans any guest staying in the home from parking a boat or trailer on the lawn, or storing any fuel in the garage.",
    ]);
  });
});

describe("two openers and a trailing condition", () => {
  it("says her duty after the first opener, and the second as 'Do this …'", () => {
    expect(
      pieces(
        "Unless you hire a lawyer, at the same time you file your written response to the court, you must also mail a copy of your response to the Plaintiff's attorney.",
      ),
    ).toEqual([
      "Unless you hire a lawyer, you must also mail a copy of your response to the Plaintiff's attorney.",
      "Do this at the same time you file your written response to the court.",
    ]);
  });

  it("leaves two openers alone when the main clause is not her duty", () => {
    const sentence =
      "If the Tenant files a response, at the same time the Tenant pays the rent into the court registry, the court may set a hearing.";
    expect(pieces(sentence)).toEqual([sentence]);
  });

  it("says a trailing 'after having given you …' as what must come first", () => {
    expect(
      pieces(
        "The Board of Directors may levy a fine against the Lot of $50.00 per day, up to $1,000.00 in the aggregate, after having given you at least 14 days' notice and an opportunity for a hearing.",
      ),
    ).toEqual([
      "The Board of Directors may charge a fine against the Lot of $50.00 per day, up to $1,000.00 in total.",
      "First, you must be given at least 14 days' notice and a chance for a hearing.",
    ]);
  });

  it("keeps 'after giving' that is not given to her", () => {
    const sentence = "The Landlord may enter the home to make repairs, after giving the Tenant at least 12 hours' notice.";
    expect(pieces(sentence)).toEqual([sentence]);
  });
});

describe("how a paper calls itself", () => {
  it("calls a landlord's notice 'this notice', and a lease or its addendum 'this lease'", () => {
    expect(
      selfName("lease_or_addendum", "Blue Heron, LLC\n\nNOTICE OF TERMINATION OF MONTH-TO-MONTH TENANCY\n\nDate: May 1, 2027"),
    ).toBe("this notice");
    expect(selfName("lease_or_addendum", "NOTICE OF LEASE END AND HOLDOVER CHARGES")).toBe("this notice");
    expect(selfName("lease_or_addendum", "RESIDENTIAL LEASE AGREEMENT\n\nNOTICES: All notices will be in writing.")).toBe(
      "this lease",
    );
    expect(selfName("lease_or_addendum", "LEASE ADDENDUM - NOTICE PROVISIONS")).toBe("this lease");
  });
});

describe("every tuning set after the seventh round", () => {
  const sets = [
    ...PAPERS.map((paper) => [paper.file, paperText(paper), paper.values] as const),
    ...TUNING_PAPERS_4.map((paper) => [paper.file, tuningText4(paper), paper.values] as const),
    ...TUNING_PAPERS_5.map((paper) => [paper.file, tuningText5(paper), paper.values] as const),
    ...TUNING_PAPERS_6.map((paper) => [paper.file, tuningText6(paper), paper.values] as const),
  ];

  it.each(sets)("%s keeps every value", (_file, text, values) => {
    expect(missingValues(values, translateText(text).simplifiedContent)).toEqual([]);
  });
});
