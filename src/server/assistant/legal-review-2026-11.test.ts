/**
 * The assistant's answers on the points of the November 2026 legal review (its rules are in docs/florida-law.md): each
 * test names its finding. They ask the local engine, in English and in Spanish, as a person would.
 */
import { describe, expect, it } from "vitest";
import { answerLocally } from "./local-engine";

describe("legal review 2026-11: the assistant", () => {
  it("H1: withholding rent for repairs says which problems count, what the notice says, and to deposit the rent if sued", () => {
    const answer = answerLocally("my landlord won't fix the roof, can I stop paying rent?");
    expect(answer.scope).toBe("florida_civil");
    expect(answer.answer).toContain("names the problem and says you will withhold rent");
    expect(answer.answer).toContain("roof, windows, doors, floors, steps, outside walls, foundation or plumbing");
    expect(answer.answer).toContain(
      "Set the rent aside. If the landlord files an eviction, you must pay it into the court registry within 5 business days",
    );
    expect(answer.sources).toContain("Fla. Stat. § 83.60(2)");
  });

  it("H1: the same in Spanish", () => {
    const answer = answerLocally("mi arrendador no arregla el techo, ¿puedo dejar de pagar la renta?", "es");
    expect(answer.scope).toBe("florida_civil");
    expect(answer.answer).toContain("registro del tribunal");
    expect(answer.answer).toContain("5 días hábiles");
    expect(answer.sources).toContain("Fla. Stat. § 83.60(2)");
  });

  it("H2: the time to sue after a car accident is 2 years for negligence (4 before March 24, 2023)", () => {
    const answer = answerLocally("how long do I have to sue after a car accident?");
    expect(answer.scope).toBe("florida_civil");
    expect(answer.answer).toContain("within 2 years");
    expect(answer.answer).toContain("before March 24, 2023, the limit is 4 years");
    expect(answer.sources).toContain("Fla. Stat. § 95.11(4)(a)");
  });

  it("H2: the small claims time-limit answer names the negligence limit beside the contract ones", () => {
    const answer = answerLocally("Is there a time limit to sue in small claims?");
    expect(answer.answer).toContain("negligence");
    expect(answer.sources).toEqual(expect.arrayContaining(["Fla. Stat. § 95.11(2)(b)", "Fla. Stat. § 95.11(4)(a)"]));
  });

  it("H2: the collection laws' own time limits: 2 years (FCCPA) and 1 year (FDCPA)", () => {
    const answer = answerLocally("Can I get money if a debt collector breaks the law? How long do I have to sue?");
    expect(answer.answer).toContain("within 2 years after the collector broke it");
    expect(answer.answer).toContain("within 1 year after the collection agency broke it");
    expect(answer.sources).toEqual(expect.arrayContaining(["Fla. Stat. § 559.77(4)", "15 U.S.C. § 1692k(d)"]));
  });

  it("H7: mail days do not extend an appeal, a new-trial motion, a summons or a landlord's notice", () => {
    const answer = answerLocally("do I get 5 extra days to appeal if the judgment came by mail?");
    expect(answer.scope).toBe("florida_civil");
    expect(answer.answer).toContain(
      "This does not apply to appeals, new-trial motions, answering a summons, or a landlord's 3-day or 7-day notice.",
    );
  });

  it("H8: a tenant who missed the 15-day objection can still sue for the deposit kept wrongly", () => {
    const answer = answerLocally("How do I object to my landlord's deposit claim?");
    expect(answer.answer).toContain("Missing the 15 days does not stop you from suing for the money the landlord kept wrongly.");
    expect(answer.sources).toContain("Fla. Stat. § 83.49(3)(b)");
  });

  it("M1: retaliation is offered with its limit: it usually does not work when rent is owed", () => {
    const answer = answerLocally("Can my landlord punish me for complaining?");
    expect(answer.answer).toContain("Retaliation usually does not work if you owe rent");
  });

  it("M3: air conditioning is a repair duty only where the local code or the lease requires it", () => {
    const answer = answerLocally("my landlord won't fix my broken AC, what can I do?");
    expect(answer.answer).toContain(
      "Air conditioning is a repair the landlord owes only if your local code or your lease requires it.",
    );
  });

  it("M7: filing a small claim: most clerks ask for the cover sheet, and ask the clerk who fills in the summons", () => {
    const answer = answerLocally("How do I file a small claims case?");
    expect(answer.answer).toContain("Most clerks and the e-filing portal ask for a civil cover sheet (Form 1.997)");
    expect(answer.answer).toContain(
      "Ask the clerk whether you must fill in the Summons/Notice to Appear (Form 7.322) yourself, one for each defendant.",
    );
  });

  it("M8: a new-trial motion is served within 15 days, and relief from a judgment is possible for up to 1 year", () => {
    const newTrial = answerLocally("Can I ask for a new trial?");
    expect(newTrial.answer).toContain(
      "serve a motion on the other side (send them a copy) within 15 days after the judgment is filed",
    );
    expect(newTrial.answer).toContain("no later than 1 year after the judgment");
    const late = answerLocally("I missed the 15 days for a new trial. Can I still undo the default judgment?");
    expect(late.answer).toContain("excusable neglect");
    expect(late.sources).toContain("Fla. Sm. Cl. R. 7.190(b)");
  });

  it("M14: the debt lawsuit answer warns that unanswered requests for admission are deemed admitted", () => {
    const answer = answerLocally("I was sued for a debt. What do I do?");
    expect(answer.answer).toContain("deemed admitted");
    expect(answer.sources).toContain("Fla. R. Civ. P. 1.370(a)");
  });

  it("M15: a tenant paying rent into the court registry is told to ask about the clerk's registry fee", () => {
    const answer = answerLocally("Do I have to pay rent into the court registry?");
    expect(answer.answer).toContain("3% of the first $500 and 1.5% of the rest");
    expect(answer.sources).toContain("Fla. Stat. § 28.24");
  });

  it("M17: car-accident property damage is answered as a small claim; injury claims go to a lawyer", () => {
    const answer = answerLocally("Can I sue in small claims after a car accident damaged my car?");
    expect(answer.scope).toBe("florida_civil");
    expect(answer.answer).toContain("$8,000 or less");
    expect(answer.answer).toContain("If you were hurt, talk to a lawyer");
    const spanish = answerLocally("¿Puedo demandar en reclamos menores por un accidente de carro?", "es");
    expect(spanish.scope).toBe("florida_civil");
    expect(spanish.answer).toContain("hable con un abogado");
    // Injury claims stay outside what the assistant answers.
    expect(answerLocally("How much is my personal injury claim worth?").scope).toBe("out_of_scope");
  });
});
