import { describe, expect, it } from "vitest";
import { splitSeries, splitThatSeries } from "./split-series";

describe("splitSeries", () => {
  it("gives each duty its own sentence, the subject said again", () => {
    expect(
      splitSeries(
        "Tenant must keep the patio free of trash, must dispose of all garbage in the dumpsters, use the pool only during posted hours, and refrain from making loud noise after 10:00 p.m.",
      ),
    ).toEqual([
      "Tenant must keep the patio free of trash.",
      "Tenant must dispose of all garbage in the dumpsters.",
      "Tenant must use the pool only during posted hours.",
      "Tenant must refrain from making loud noise after 10:00 p.m.",
    ]);
  });

  it("keeps verbs that share one object, and lists of nouns, in one item", () => {
    const pieces = splitSeries(
      "My Agent may buy, sell, lease, or mortgage any real property, pay my rent, utility bills, and insurance premiums from that account, and close the account if I so direct in writing.",
    );
    expect(pieces).toEqual([
      "My Agent may buy, sell, lease, or mortgage any real property.",
      "My Agent may pay my rent, utility bills, and insurance premiums from that account.",
      "My Agent may close the account if I so direct in writing.",
    ]);
  });

  it("shares the words up to 'to' when each item starts with 'to'", () => {
    expect(
      splitSeries(
        "You will be given the chance to attend the inspection, to point out any damage that was there before, and to ask for a copy of the report.",
      ),
    ).toEqual([
      "You will be given the chance to attend the inspection.",
      "You will be given the chance to point out any damage that was there before.",
      "You will be given the chance to ask for a copy of the report.",
    ]);
  });

  it("lists the items under an opening that holds for each", () => {
    expect(
      splitSeries(
        "Before moving out, the Tenant must remove all belongings, clean the kitchen and floors, and return all keys to the office.",
      ),
    ).toEqual([
      "Before moving out, the Tenant must do these things:",
      "Remove all belongings.",
      "Clean the kitchen and floors.",
      "Return all keys to the office.",
    ]);
  });

  it("leaves a choice ('must A, B, or C') and 'must not A and B' whole", () => {
    expect(splitSeries("You must pay the rent in full, move out of the home, or file an answer with the court.")).toBeUndefined();
    expect(
      splitSeries("Tenant must not keep a dog in the unit, park a boat in the lot, and run a business from the home."),
    ).toBeUndefined();
    expect(
      splitSeries("Tenant must not keep a dog in the unit, park a boat in the lot, or run a business from the home."),
    ).toHaveLength(3);
  });

  it("does not split a list of nouns after the verb", () => {
    expect(
      splitSeries(
        "Tenant must use in a reasonable manner all electrical, plumbing, heating, ventilating, air-conditioning and other appliances.",
      ),
    ).toBeUndefined();
  });
});

describe("splitThatSeries", () => {
  it("says the subject and its verb of saying before each 'that'", () => {
    expect(
      splitThatSeries(
        "I also understand that the clinic may not refuse to treat me if I do not sign, that I may get a copy of this form, and that a fax of it is as valid as the original.",
      ),
    ).toEqual([
      "I also understand that the clinic may not refuse to treat me if I do not sign.",
      "I also understand that I may get a copy of this form.",
      "I also understand that a fax of it is as valid as the original.",
    ]);
    expect(splitThatSeries("I understand that the clinic may share my records with my daughter.")).toBeUndefined();
  });
});
