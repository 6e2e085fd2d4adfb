/**
 * Only her own days go under "Deadline" (whose-days.ts), in English and in Spanish: the other side's or a third
 * party's duty, what may follow, a limit and the past are none; her real deadlines stay.
 */
import { describe, expect, it } from "vitest";
import type { DocumentKind } from "./florida-rules";
import { explainKeyPoints } from "./explain-key-points";
import { pickKeyPoints } from "./key-points";

/** The key point of `original` in English (kind, text) and its Spanish telling. */
function point(original: string, documentKind: DocumentKind = "other") {
  const picked = pickKeyPoints([{ original, simplified: original }], documentKind);
  const [spanish] = explainKeyPoints(picked, "es");
  return { kind: picked[0]?.kind, spanish: spanish?.text ?? "" };
}

describe("the other side's or a third party's duty is no deadline of hers", () => {
  it("a mediator's report, a clerk's mailing: nothing for her to do", () => {
    expect(point("Within 10 days after the session the mediator must file a report with the court.").kind).toBeUndefined();
    expect(point("The clerk shall mail a copy of this order to all parties within 5 days.").kind).toBeUndefined();
  });

  it("the landlord's duty to return her deposit is her right, told in Spanish as the landlord's duty", () => {
    const deposit = point(
      "The landlord must return the security deposit within 15 days after the tenant moves out.",
      "lease_or_addendum",
    );
    expect(deposit.kind).toBe("right");
    expect(deposit.spanish).toMatch(/^El arrendador \(Landlord\) tiene una obligación/);
    expect(deposit.spanish).toContain("El papel también nombra: 15 días.");
    expect(deposit.spanish).not.toMatch(/Fecha o plazo/);
  });

  it("a notice the landlord will send her, beside her deposit, is money, its 30 days only named", () => {
    const notice = point(
      "The Landlord will send you a written notice of any claim on your security deposit of $1,260.00 within 30 days after you move out.",
      "lease_or_addendum",
    );
    expect(notice.kind).toBe("money");
    expect(notice.spanish).toContain("El papel también nombra: 30 días.");
  });

  it("a hearing the court holds and the time the sheriff gives her to leave stay her deadlines", () => {
    expect(point("The Court will hold a hearing on May 5, 2027 at 9:00 a.m.").kind).toBe("deadline");
    expect(point("The sheriff will put the Plaintiff in possession after 24 hours' notice posted at the home.").kind).toBe(
      "deadline",
    );
    expect(point("The hearing has been set for October 19, 2027, at 6:30 p.m., in the clubhouse.").spanish).toMatch(
      /^Fecha o plazo para ir a la audiencia[^.]*October 19, 2027/,
    );
  });
});

describe("what may follow is no deadline", () => {
  it("'a second violation … may result in termination on 7 days' notice' is what happens if", () => {
    const second = point("A second violation of this rule may result in termination on 7 days' notice.", "lease_or_addendum");
    expect(second.kind).toBe("consequence");
    expect(second.spanish).toContain("el fin del contrato de alquiler");
    expect(second.spanish).toContain("El papel también nombra: 7 días.");
    expect(
      point(
        "If Tenant fails to pay, Landlord may terminate the tenancy upon three (3) days' written notice.",
        "lease_or_addendum",
      ).kind,
    ).toBe("consequence");
    expect(
      point(
        "Any vehicle parked in violation of this paragraph may be towed at the expense of its owner after notice is posted on the vehicle for at least 24 hours.",
      ).kind,
    ).toBe("consequence");
  });

  it("'in Owner's reasonable judgment' names no judgment of a court", () => {
    const animal = point(
      "If, in Owner's reasonable judgment, the animal disturbs other residents, Owner may require that the animal be removed within 10 days after written notice.",
      "lease_or_addendum",
    );
    expect(animal.kind).toBe("consequence");
    expect(animal.spanish).not.toContain("sentencia");
  });

  it("a period her own step waits on stays her deadline", () => {
    expect(
      point("The Plaintiff may ask the court for judgment if you do not do all of these things within 5 working days.").kind,
    ).toBe("deadline");
  });
});

describe("a limit is no deadline", () => {
  it("'for more than 14 days in any six-month period' is a rule she keeps", () => {
    const guests = point(
      "Tenant shall not permit any Guest to stay in the apartment for more than 14 days in any six-month period.",
      "lease_or_addendum",
    );
    expect(guests.kind).toBe("obligation");
    expect(guests.spanish).toContain("El papel también nombra: 14 días y 6 meses.");
  });

  it("a window a condition is bounded by ('after the first 30 days of the Lease term')", () => {
    expect(
      point(
        "If bed bugs are discovered in the home after the first 30 days of the Lease term, the Tenant will have to pay for the cost of treatment, up to $750.00.",
        "lease_or_addendum",
      ).kind,
    ).toBe("money");
  });

  it("a notice she is owed stays her right when a limit is said first", () => {
    expect(
      point(
        "Landlord may enter when Tenant has been absent for more than seven (7) days, and Landlord may otherwise enter upon at least twelve (12) hours' notice.",
        "lease_or_addendum",
      ).kind,
    ).toBe("right");
  });
});

describe("the past is nothing to do", () => {
  it("'failed to pay rent due on …', 'were due within 30 days … plus 5 days', 'has failed to serve … within 20 days'", () => {
    expect(point("The tenant failed to pay rent due on March 1, 2027.", "three_day_notice").kind).toBeUndefined();
    expect(
      point("Defendant's answers were due within 30 days after service of the requests, plus 5 days for service by mail.").kind,
    ).toBeUndefined();
    expect(point("The Defendant has failed to serve or file any paper within 20 days after service.").kind).toBeUndefined();
  });

  it("an amount that was due on a day is money, its day only named", () => {
    const late = point("The payment of $96.00 that was due on April 20, 2027 has not been paid.");
    expect(late.kind).toBe("money");
    expect(late.spanish).toContain("El papel también nombra: April 20, 2027");
  });
});
