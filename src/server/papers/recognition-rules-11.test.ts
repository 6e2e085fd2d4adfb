/**
 * The recognition round on tuning set 11 (src/server/translator/test-support/tuning-papers-11/): each rule on short
 * papers of my own (fields and amounts here, key points beside them), then the set's key points scored against what
 * her deadlines must and must not say (TUNING_11_KEY_POINTS).
 */
import { describe, expect, it } from "vitest";
import { pickKeyPoints } from "../translator/key-points";
import { translateText } from "../translator/translate";
import { TUNING_11_KEY_POINTS, TUNING_PAPERS_11, tuningText11 } from "../translator/test-support/tuning-papers-11/index";
import { findAmounts } from "./amounts";
import { readPaper } from "./read-paper";

const labelOf = (amounts: ReturnType<typeof findAmounts>, amount: number) =>
  amounts.find((found) => found.amount === amount)?.label;

describe("a caption's party without what the party is", () => {
  it("drops ', a Florida corporation' and ', a Florida limited liability company'", () => {
    const { paper } = readPaper(
      [
        "IN THE COUNTY COURT IN AND FOR LEON COUNTY, FLORIDA",
        "GULF BREEZE MARINE SUPPLY, INC., a Florida corporation,",
        "        Plaintiff,",
        "v.",
        "SEAGRASS KAYAK TOURS, LLC, a Florida limited liability company,",
        "        Defendant.",
        "SUMMONS",
      ].join("\n"),
    );
    expect(paper.parties.plaintiff).toBe("GULF BREEZE MARINE SUPPLY, INC.");
    expect(paper.parties.defendant).toBe("SEAGRASS KAYAK TOURS, LLC");
  });

  it("keeps what a name says of its role ('as assignee of …') and drops ', an individual'", () => {
    const { paper } = readPaper(
      [
        "IN THE COUNTY COURT IN AND FOR MARION COUNTY, FLORIDA",
        "PALMETTO PORTFOLIO, LLC, as assignee of SUNRISE BANK,",
        "        Plaintiff,",
        "v.",
        "OSWALDO R. TEIXEIRA, an individual,",
        "        Defendant.",
      ].join("\n"),
    );
    expect(paper.parties.plaintiff).toBe("PALMETTO PORTFOLIO, LLC, as assignee of SUNRISE BANK");
    expect(paper.parties.defendant).toBe("OSWALDO R. TEIXEIRA");
  });
});

describe("an e-mail's 'Sent:' header dates it", () => {
  it("in English and in Spanish", () => {
    const english = readPaper(
      "From: Oak Row Rentals <office@oakrow.example>\nSent: Monday, March 4, 2030 9:02 AM\nTo: Dana Pruitt\nSubject: Deposit\n\nThis is a notice of my intention to impose a claim for damages in the amount of $210.00 upon your security deposit.",
    );
    expect(english.paper.paperDate).toBe("2030-03-04");
    const spanish = readPaper(
      "De: Alquileres Ceiba <ceiba@mail.example>\nEnviado: lunes, 4 de marzo de 2030 9:02\nPara: Dana Pruitt\nAsunto: Depósito",
    );
    expect(spanish.paper.paperDate).toBe("2030-03-04");
  });
});

describe("what an amount is", () => {
  it("'seeking $N' is the claim", () => {
    expect(labelOf(findAmounts("Plaintiff filed its complaint seeking $2,150.00 for unpaid invoices."), 2150)).toBe(
      "claim_amount",
    );
  });

  it("a pet deposit is a deposit held, not rent", () => {
    const amounts = findAmounts("Tenant will pay a pet deposit of $300.00 and pet rent of $25.00 a month.", "lease_or_addendum");
    expect(labelOf(amounts, 300)).toBe("deposit_held");
  });

  it("an itemisation date's balance is no debt when the debt now follows; alone, it is the debt", () => {
    const both = findAmounts(
      "As of June 30, 2030, you owed: $900.00 You paid this amount: - $50.00 Total amount of the debt now: $850.00",
      "collection_letter",
    );
    expect(labelOf(both, 900)).toBeNull();
    expect(labelOf(both, 850)).toBe("debt_amount");
    expect(labelOf(findAmounts("As of June 30, 2030, you owed: $900.00", "collection_letter"), 900)).toBe("debt_amount");
  });

  it("a word after an amount names it only right after it, and never past the next amount", () => {
    const ledger = findAmounts("Water charge $40.00 $640.00 Only rent may be demanded here.", "three_day_notice");
    expect(labelOf(ledger, 40)).not.toBe("rent_owed");
    expect(labelOf(ledger, 640)).not.toBe("rent_owed");
    expect(labelOf(findAmounts("You owe $900.00 rent for May."), 900)).toBe("rent_owed");
  });

  it("a ledger's rows are the account's history, not what is owed now", () => {
    const amounts = findAmounts(
      "Date Description Charges Payments Balance 06/01/2030 Rent - June 2030 $1,100.00 $1,100.00 06/09/2030 Payment $400.00 $700.00 You are indebted to the Landlord in the sum of $700.00 for the rent and use of the premises.",
      "three_day_notice",
    );
    expect(amounts.filter((found) => found.label === "rent_owed").map((found) => found.amount)).toEqual([700]);
    expect(labelOf(findAmounts("Rent for 06/01/2030 - 06/30/2030: $1,100.00", "three_day_notice"), 1100)).toBe("rent_owed");
    expect(labelOf(findAmounts("the rent due 06/01/2030 in the sum of $1,100.00", "three_day_notice"), 1100)).toBe("rent_owed");
  });

  it("what an eviction summons says the complaint claims is the rent to deposit", () => {
    const amounts = findAmounts("Pay the amount of rent that the complaint claims to be due, $1,800.00.", "eviction_summons");
    expect(labelOf(amounts, 1800)).toBe("rent_owed");
  });
});

describe("a hearing's place and a recited service", () => {
  it("'Place:' in a table of date, time and place, up to its state and ZIP code", () => {
    const { paper } = readPaper(
      [
        "OAK HAMMOCK HOMEOWNERS ASSOCIATION, INC.",
        "Notice of violation and of a hearing before the fining committee",
        "Date of this notice: May 1, 2030",
        "The hearing will be held:",
        "Date: Tuesday, May 21, 2030",
        "Time: 6:00 p.m.",
        "Place: Oak Hammock Clubhouse, 12345 Hammock Way, Ocala, FL 34470",
        "You may bring witnesses.",
      ].join("\n"),
    );
    expect(paper.hearing).toEqual({
      date: "2030-05-21",
      time: "18:00",
      place: "Oak Hammock Clubhouse, 12345 Hammock Way, Ocala, FL 34470",
    });
  });

  it("a judgment reciting when the summons was served was not delivered that day", () => {
    const { paper } = readPaper(
      "FINAL JUDGMENT FOR POSSESSION\nThe Defendant was served with the eviction summons and complaint on March 3, 2030, and did not respond.\nDONE AND ORDERED this 20th day of March, 2030.",
    );
    expect(paper.deliveredOn).toBeNull();
    expect(paper.paperDate).toBe("2030-03-20");
  });
});

describe("the answer a motion for default leads to", () => {
  it("does not take the day she got the motion as the day the summons was served", () => {
    const { paper, nextStep } = readPaper(
      [
        "IN THE COUNTY COURT IN AND FOR PUTNAM COUNTY, FLORIDA",
        "RIVER CITY LENDING, LLC,",
        "        Plaintiff,                    CASE NO.: 2030-CC-000412",
        "v.",
        "LORENA V. ASHCROFT,",
        "        Defendant.",
        "PLAINTIFF'S MOTION FOR CLERK'S DEFAULT",
        "Plaintiff moves the Clerk to enter a default against Defendant for failure to serve or file any paper.",
      ].join("\n"),
      "2030-04-02",
    );
    expect(paper.kind).toBe("motion_for_default");
    expect(nextStep?.prefill).toMatchObject({ case_number: "2030-CC-000412", defendant_name: "LORENA V. ASHCROFT" });
    expect(nextStep?.prefill).not.toHaveProperty("service_date");
  });
});

/** The key point kind of `original` (its plain version itself). */
const kindOf = (original: string) => pickKeyPoints([{ original, simplified: original }], "other")[0]?.kind;

describe("key points: days that are not hers", () => {
  it("a log's row of what happened, beginning with its date, is the past", () => {
    expect(kindOf("June 2, 2030 Dog off leash at the pool after 9:00 p.m.; a warning was given")).toBeUndefined();
    expect(kindOf("On June 2, 2030 the notice was posted; you must pay the balance by June 5, 2030.")).toBe("deadline");
  });

  it("a notice's name is no period, and what it may lead to is what happens if", () => {
    expect(kindOf("A second violation within 6 months may lead to a 7-day notice to vacate.")).toBe("consequence");
    expect(kindOf("You have 7 days to fix the problem.")).toBe("deadline");
  });

  it("what may not be done to her is her protection", () => {
    expect(kindOf("Your Social Security benefits cannot be garnished, even if they are in a bank account.")).toBe("right");
    expect(kindOf("If the board does not approve the fine, it may not be imposed.")).toBe("right");
  });
});

describe("tuning set 11's key points", () => {
  it("say her deadlines and no day that is not hers", () => {
    let passed = 0;
    let total = 0;
    const misses: string[] = [];
    for (const paper of TUNING_PAPERS_11) {
      const expected = TUNING_11_KEY_POINTS[paper.file];
      if (!expected) throw new Error(`no key points for ${paper.file}`);
      const deadlines = translateText(tuningText11(paper))
        .keyPoints.filter((point) => point.kind === "deadline")
        .map((point) => point.text);
      const says = (phrase: string) => deadlines.some((text) => text.includes(phrase));
      for (const phrase of expected.deadline) {
        total += 1;
        if (says(phrase)) passed += 1;
        else misses.push(`${paper.file}: no deadline says "${phrase}"`);
      }
      for (const phrase of expected.notDeadline) {
        total += 1;
        if (!says(phrase)) passed += 1;
        else misses.push(`${paper.file}: a deadline says "${phrase}"`);
      }
    }
    console.log(`Key points, tuning 11: ${passed}/${total}${misses.length ? `\n${misses.join("\n")}` : ""}`);
    // Measured after this round; the two misses are hearing dates on a "Date:" line the plain version reads as a heading.
    expect(passed).toBeGreaterThanOrEqual(total - 2);
  });
});
