/**
 * The November 2026 plain-words round: doublets dropped, stock phrases of motions and certificates in everyday words,
 * a proviso that forbids read as "But …", and long sentences split at safe points (an address after a place, the law
 * a sentence opens or ends with, "…must…, or … will", ", who", "as shown by", a second verb of the same subject).
 * Each rule is shown with a sentence it must leave alone, and no plain version of the test papers reads broken.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { rewriteLegalese } from "./legalese";
import { splitLongSentence } from "./split-long";
import { plainSentence, translateText } from "./translate";
import { HELD_OUT_PAPERS, heldOutText } from "./test-support/held-out-papers/index";
import { PAPERS, paperText } from "./test-support/papers/index";

const paper = { self: "this paper" };
const plain = (sentence: string) => rewriteLegalese(sentence, paper);
const simplified = (sentence: string) => plainSentence(sentence, paper);

describe("doublets and stock phrases", () => {
  it.each([
    ["Each and every payment is null and void.", "Every payment is not valid."],
    ["This is the sole and exclusive remedy.", "This is the only remedy."],
    ["Rent is not due unless and until the repair is made.", "Rent is not due until the repair is made."],
    ["The buyer takes the car free and clear of all liens.", "The buyer takes the car free of all liens."],
    ["This decision is final and binding.", "This decision is final."],
    ["I acknowledge and agree to these rules.", "I agree to these rules."],
    ["All other terms of the Lease shall remain in full force and effect.", "All other terms of the Lease will still apply."],
    ["The Lease remains in full force and effect.", "The Lease still applies."],
    ["This Addendum shall not be construed to waive any right of Tenant.", "This Addendum will not waive any right of Tenant."],
    ["Nothing here shall be construed as a waiver.", "Nothing here will count as a waiver."],
    ["You have failed to comply with the lease.", "You did not follow the lease."],
    ["Defendant has failed to serve any paper.", "Defendant did not serve any paper."],
    ["In the event of any conflict, this Addendum controls.", "In case of any conflict, this Addendum controls."],
    [
      "Plaintiff, by and through its undersigned counsel, moves for a default, and as grounds therefor states as follows:",
      // "and says:" left a sentence that ended before what it said; the reasons are announced instead (round 9).
      "Plaintiff, through its lawyer, moves for a default. Here are the reasons.",
    ],
    ["The Board has been advised that the fence is too tall.", "The Board has learned that the fence is too tall."],
    ["Ann Lee produced a Florida driver license as identification.", "Ann Lee showed a Florida driver license as ID."],
    ["The items enumerated hereinabove are due.", "The items listed above are due."],
    ["Tenant may pay an early termination fee.", "Tenant may pay a fee for ending early."],
    ["If you desire more time, you must ask.", "If you want more time, you must ask."],
  ])("%s", (before, after) => {
    expect(plain(before)).toBe(after);
  });

  it("keeps a rule's own words: 'not to exceed' still reads 'up to'", () => {
    expect(plain("A fee not to exceed $50.00 may be charged.")).toBe("A fee up to $50.00 may be charged.");
    expect(plain("No gift may exceed $500.00.")).toBe("No gift may go over $500.00.");
  });
});

describe("provisos", () => {
  it("reads a proviso that forbids as a new sentence starting 'But'", () => {
    expect(
      simplified(
        "My Agent may sell, lease, or mortgage my real property, provided that my Agent may not make any gift of my property exceeding $15,000.00 in any calendar year.",
      ).pieces,
    ).toEqual([
      "My Agent may sell, lease, or mortgage my real property.",
      "But my Agent may not make any gift of my property over $15,000.00 in any calendar year.",
    ]);
  });

  it("keeps a proviso that sets a condition as 'as long as'", () => {
    expect(plain("Tenant may have guests, provided that Tenant does not disturb the neighbors.")).toBe(
      "Tenant may have guests, as long as Tenant does not disturb the neighbors.",
    );
  });
});

describe("a power of attorney's lasting clause", () => {
  it("is rewritten with the defined name as written, not kept whole", () => {
    const result = simplified(
      "This Durable Power of Attorney is not terminated by subsequent incapacity of the Principal except as provided in Chapter 709, Florida Statutes, and it shall be effective immediately upon execution.",
    );
    expect(result.kept).toBe(false);
    expect(result.pieces).toEqual([
      "This Durable Power of Attorney does not end if the Principal later cannot make decisions. The exceptions are in Chapter 709, Florida Statutes.",
      "It will take effect when signed.",
    ]);
  });
});

describe("long sentences split at safe points", () => {
  it("moves an address after a place to a sentence of its own", () => {
    expect(
      splitLongSentence(
        "Payment must be delivered to the management office at 1800 Coral Way, Suite 204, Miami, Florida 33145, between the hours of 9:00 a.m. and 5:00 p.m.",
      ),
    ).toEqual([
      "Payment must be delivered to the management office, between the hours of 9:00 a.m. and 5:00 p.m.",
      "The management office is at 1800 Coral Way, Suite 204, Miami, Florida 33145.",
    ]);
    expect(
      splitLongSentence(
        "If my Agent dies or resigns, I appoint Denise Carter, of 901 Palm Avenue, Sarasota, Florida 34236, as my successor agent.",
      ),
    ).toEqual([
      "If my Agent dies or resigns, I appoint Denise Carter as my successor agent.",
      "The address of Denise Carter is 901 Palm Avenue, Sarasota, Florida 34236.",
    ]);
  });

  it("leaves an address after a verb, and lines of names that are not a sentence", () => {
    const lives = "The tenant who lives at 12 Main Street, Miami, Florida 33101 must pay the rent by the first day of the month.";
    expect(splitLongSentence(lives).join(" ")).toContain("lives at 12 Main Street");
    const lines =
      "Copies given to: Wexford Law Group, PLLC, Lawyer for Plaintiff Keisha Monroe, 3307 West Cypress Street, Unit 14, Tampa, Florida 33607";
    expect(splitLongSentence(lines)).toEqual([lines]);
  });

  it("moves the law a long sentence opens or ends with after it", () => {
    expect(
      splitLongSentence(
        "Under Section 720.305, Florida Statutes, and Article XII of the Declaration, the Association plans to charge a fine of $100.00 per day.",
      ),
    ).toEqual([
      "The Association plans to charge a fine of $100.00 per day.",
      "This is under Section 720.305, Florida Statutes, and Article XII of the Declaration.",
    ]);
    expect(
      splitLongSentence(
        "A fine of $1,000.00 or more may become a lien against your parcel, under Section 720.305(2), Florida Statutes.",
      ),
    ).toEqual([
      "A fine of $1,000.00 or more may become a lien against your parcel.",
      "This is under Section 720.305(2), Florida Statutes.",
    ]);
    // "Florida Statutes, we may not…" is not a main clause: its subject would hold a comma.
    expect(
      splitLongSentence(
        "Under Section 559.72, Florida Statutes, we may not threaten to take any action that cannot legally be taken.",
      ),
    ).toEqual([
      "We may not threaten to take any action that cannot legally be taken.",
      "This is under Section 559.72, Florida Statutes.",
    ]);
  });

  it("reads '…must…, or … will' as what follows if not", () => {
    expect(
      splitLongSentence(
        "You must object in writing within 15 days from the time you get this letter or I will be allowed to deduct my claim from your deposit.",
      ),
    ).toEqual([
      "You must object in writing within 15 days from the time you get this letter.",
      "If not, I will be allowed to deduct my claim from your deposit.",
    ]);
    // Without "must", or with "who" after the "or", the "or" joins two things and stays.
    const choice = "You may pay the rent by check at the office on Monday or the landlord will accept a money order on Tuesday.";
    expect(splitLongSentence(choice)).toEqual([choice]);
    const guests = "Tenant must not keep pets in the unit at any time or the guests who will stay longer than two weeks.";
    expect(splitLongSentence(guests)).toEqual([guests]);
  });

  it("splits at ', who' after a name, 'as shown by', and a second verb of the same subject", () => {
    expect(
      splitLongSentence(
        "Sworn to and signed before me on January 12, 2026, by Eleanor Whitfield, who showed a Florida driver license as ID.",
      ),
    ).toEqual([
      "Sworn to and signed before me on January 12, 2026, by Eleanor Whitfield.",
      "Eleanor Whitfield showed a Florida driver license as ID.",
    ]);
    expect(
      splitLongSentence(
        "Defendant is not a member of the armed forces of the United States, as shown by the affidavit filed with this paper.",
      ),
    ).toEqual([
      "Defendant is not a member of the armed forces of the United States.",
      "This is shown by the affidavit filed with this paper.",
    ]);
    expect(
      splitLongSentence(
        "If you do not pay the rent in full or move out on time, Landlord may file a lawsuit to have you evicted and may seek a money judgment for all rent owed.",
      ),
    ).toEqual([
      "If you do not pay the rent in full or move out on time, Landlord may file a lawsuit to have you evicted.",
      "Landlord may seek a money judgment for all rent owed.",
    ]);
  });
});

/** What a swap or a split must never leave: "have did not", "an not", "Esq..", a comma before a full stop. */
const BROKEN = [
  /\b(?:has|have|had) (?:did|does|do) not\b/,
  /\ban not\b/i,
  /\b(?:a|an) (?:a|an|the)\b/,
  /[^.]\.\.(?!\.)/,
  /,\s*\./,
  /\b(?:terms|rights|rules)(?: of [^.,]{1,40})? still applies\b/,
];

describe("no plain version reads broken", () => {
  const samples = new URL("./samples/", import.meta.url);
  const texts = [
    ...PAPERS.map((one) => [one.file, paperText(one)] as const),
    ...HELD_OUT_PAPERS.map((one) => [`held-out ${one.file}`, heldOutText(one)] as const),
    ...readdirSync(samples)
      .filter((name) => name.endsWith(".txt"))
      .map((name) => [`sample ${name}`, readFileSync(new URL(name, samples), "utf8")] as const),
  ];

  it.each(texts)("%s", (_name, text) => {
    const { simplifiedContent } = translateText(text);
    for (const pattern of BROKEN) expect(simplifiedContent, String(pattern)).not.toMatch(pattern);
  });
});
