/**
 * English key points under the right heading, each with its point: every rule of key-points.ts and values-to-act-by.ts
 * from the English review of the own corpus and tuning papers 4-9, on short made-up sentences (the Spanish side of the
 * same rules is in explain-meaning.test.ts).
 */
import { describe, expect, it } from "vitest";
import type { DocumentKind } from "./florida-rules";
import { pickKeyPoints } from "./key-points";

/** The key point of `original` (its plain version `simplified`, or itself). */
function point(original: string, simplified = original, documentKind: DocumentKind = "other") {
  const [picked] = pickKeyPoints([{ original, simplified }], documentKind);
  return { kind: picked?.kind, text: picked?.text ?? "" };
}

describe("a deadline said without 'within'", () => {
  it("a summons's answer deadline: 'You have 20 calendar days after … to file a written response'", () => {
    expect(
      point(
        "You have 20 calendar days after this summons is served on you to file a written response with the clerk.",
        undefined,
        "county_court_summons",
      ).kind,
    ).toBe("deadline");
  });

  it("'at least 10 days before trial'", () => {
    expect(point("No continuance will be granted except by written motion filed at least 10 days before trial.").kind).toBe(
      "deadline",
    );
  });

  it("a trial date that 'remains set', beside an order dated in the past", () => {
    expect(
      point(
        "If no settlement is reached, the case remains set for trial on September 27, 2027, as set by the order dated June 28, 2027.",
      ).kind,
    ).toBe("deadline");
  });
});

describe("a key point keeps what its piece needs", () => {
  it("'This applies unless …' keeps what follows (a lien)", () => {
    const text = point(
      "Unless the total is paid within forty-five (45) days, the Association intends to record a lien against your unit.",
      "The Association intends to record a lien against your unit. This applies unless the total is paid within 45 days.",
    ).text;
    expect(text).toContain("record a lien");
  });

  it("a question keeps its answer, a list intro its items and what follows them", () => {
    const motion = point(
      "If you file a motion, you must call the judge's office at once.",
      "Do you file a motion? Then you must call the judge's office at once.",
    ).text;
    expect(motion).toContain("Then you must call");
    const both = point(
      "If the Tenant fails to vacate by May 31, 2026 and the Landlord has not agreed in writing, the Landlord may sue for possession.",
      "If both of these happen: One: the Tenant does not move out by May 31, 2026. Two: the Landlord has not agreed in writing. Then the Landlord may sue for possession.",
    ).text;
    expect(both).toContain("Then the Landlord may sue for possession.");
  });

  it("'The judgment may also include …' keeps the first thing and its condition", () => {
    const text = point(
      "If you do not appear, judgment may be entered against you, together with court costs of $300.00.",
      "If you do not appear, judgment may be entered against you. The judgment may also include court costs of $300.00.",
    ).text;
    expect(text).toMatch(/^If you do not appear/);
  });

  it("'This includes …' keeps the duty it belongs to", () => {
    const text = point(
      "Resident shall not permit any conduct that disturbs other residents, including loud music between 10:00 p.m. and 8:00 a.m.",
      "Resident must not permit any conduct that disturbs other residents. This includes loud music between 10:00 p.m. and 8:00 a.m.",
    ).text;
    expect(text).toMatch(/^Resident must not permit/);
  });
});

describe("the heading a key point goes under", () => {
  it("a letter's subject line ('Re: … owed …') is no duty", () => {
    expect(point("Re: Balance owed to Gator Medical Group, P.A. — Statement dated May 1, 2025").kind).toBeUndefined();
  });

  it("hours alone are no deadline: quiet hours are a duty, office hours to call nothing to do by", () => {
    expect(point("Tenant shall not make noise that disturbs other residents between 10:00 p.m. and 8:00 a.m.").kind).toBe(
      "obligation",
    );
    expect(point("If you believe the balance is wrong, please call us between 8:00 a.m. and 4:30 p.m.").kind).not.toBe(
      "deadline",
    );
  });

  it("a clock time that says when a charge applies is money", () => {
    expect(point("If the Tenant is locked out after 6:00 p.m., the Landlord may charge a lockout fee of $65.00.").kind).toBe(
      "money",
    );
  });

  it("a notice she is owed or a limit on the other side is a right of hers, not her deadline", () => {
    expect(
      point(
        "Landlord may enter the home upon at least twelve (12) hours' notice to make repairs.",
        undefined,
        "lease_or_addendum",
      ).kind,
    ).toBe("right");
    expect(point("We may not contact you before 8:00 a.m. or after 9:00 p.m. without your permission.").kind).toBe("right");
    expect(point("The fine may not be imposed without at least fourteen (14) days' notice to you.").kind).toBe("right");
    expect(point("A fine may not be imposed until you have been given at least 14 days' notice and a hearing.").kind).toBe(
      "right",
    );
    expect(point("You must be given at least 14 days' notice before any fine.").kind).toBe("right");
    // The other side's own step is no right of hers; her period against the other side stays her deadline.
    expect(point("A violation is a noncompliance for which Landlord may give a 7-day notice.").kind).not.toBe("right");
    expect(
      point("Any counterclaim you have against the Plaintiff must be filed at least 5 days before the conference.").kind,
    ).toBe("deadline");
  });

  it("a frequency ('once every 60 days') is no deadline", () => {
    expect(point("The Tenant shall replace the air filter not less frequently than once every sixty (60) days.").kind).toBe(
      "obligation",
    );
  });
});
