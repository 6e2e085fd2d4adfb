/**
 * A key point explained in Spanish says nothing its English sentence does not: each rule of explain-key-points.ts,
 * key-points.ts and values-to-act-by.ts that keeps a meaning, on short made-up sentences. What cannot be said safely from
 * the templates falls back to a general sentence that points to the English one.
 */
import { describe, expect, it } from "vitest";
import type { KeyPointKind } from "@shared/translations";
import { explainKeyPoints } from "./explain-key-points";
import { pickKeyPoints } from "./key-points";

type Kind = Exclude<KeyPointKind, "florida_rule">;
const GENERAL_DEADLINE = "Lea abajo la frase en inglés para saber quién debe hacer qué";

/** The Spanish key point of `original` as the engine classifies it (or as `kind`); none: kind undefined, text "". */
function spanish(original: string, kind?: Kind): { kind: Kind | undefined; text: string } {
  const picked = kind
    ? [{ kind, text: original, source: { original, simplified: original } }]
    : pickKeyPoints([{ original, simplified: original }], "other");
  const [point] = explainKeyPoints(picked, "es");
  return { kind: picked[0]?.kind, text: point?.text ?? "" };
}

describe("a recited date is no deadline", () => {
  it("a paper 'dated', a conference 'held on', papers 'served … on', a contract 'executed by you on'", () => {
    const letter = spanish(
      "A first courtesy letter dated March 30, 2026 asked that you remove the fence within thirty (30) days.",
    );
    expect(letter.kind).not.toBe("deadline");
    const order = spanish(
      "The Court finds that the Defendant was served with the summons on June 2, 2028 and failed to deposit the rent.",
      "obligation",
    );
    expect(order.text).not.toMatch(/Fecha o plazo/);
    expect(order.text).toContain("El papel también nombra: June 2, 2028");
    const demand = spanish(
      "If you fail to pay by the date above, a fee of up to 25% may be charged under the agreement executed by you on April 9, 2025.",
    );
    expect(demand.text).not.toMatch(/Fecha o plazo para pagar[^.]*April 9/);
    // A day still to come is a deadline: "will be held on".
    expect(spanish("The hearing will be held on May 5, 2027 at 9:00 a.m.").text).toMatch(/^Fecha o plazo para ir a la audiencia/);
  });

  it("a sentence that only tells the past: every date and period in it is only named", () => {
    const told = spanish(
      "On March 20, 2028, counsel for Plaintiff sent a letter asking for the papers within ten (10) days.",
      "deadline",
    );
    expect(told.text).not.toMatch(/Fecha o plazo/);
    expect(told.text).toContain("10 días");
  });

  it("'2 months' rent' measures money, not time", () => {
    const fee = spanish(
      "Tenant agrees to pay $3,100.00 (an amount that does not exceed 2 months' rent) if Tenant ends the lease early.",
    );
    expect(fee.kind).toBe("money");
    expect(fee.text).not.toMatch(/Fecha o plazo/);
  });
});

describe("a deadline is hers only when the sentence says so", () => {
  it("the other side's period ('Landlord may enter … upon 12 hours' notice', 'will be mailed to you within 30 days')", () => {
    expect(
      spanish("Landlord may enter the Premises upon at least twelve (12) hours' notice to make repairs.", "deadline").text,
    ).toContain(GENERAL_DEADLINE);
    const refund = spanish(
      "If our claim is not disputed, the balance of $655.00 will be mailed to you within 30 days.",
      "deadline",
    );
    expect(refund.text).toContain(GENERAL_DEADLINE);
    expect(refund.text).not.toMatch(/disputar/);
  });

  it("a negated verb ('we may not contact you before 8:00 a.m.') and a limit ('for more than 14 days')", () => {
    expect(spanish("We may not contact you before 8:00 a.m. or after 9:00 p.m.", "deadline").text).toContain(GENERAL_DEADLINE);
    expect(spanish("Tenant shall not let a guest stay for more than fourteen (14) days.", "deadline").text).toContain(
      GENERAL_DEADLINE,
    );
  });

  it("hours ('between 9:00 a.m. and 5:00 p.m.') are hours, not a deadline", () => {
    expect(spanish("Payment shall be delivered to the office between 9:00 a.m. and 5:00 p.m.", "deadline").text).toMatch(
      /^Horas que nombra el papel/,
    );
  });

  it("names the actions of the deadline's own clause, not of what follows if she does not act", () => {
    const cure = spanish(
      "You must remedy the noncompliance within seven (7) days or your lease shall be terminated and you shall vacate the premises.",
      "deadline",
    );
    expect(cure.text).toMatch(/^Fecha o plazo para corregir el problema que dice el aviso: 7 días\./);
    expect(cure.text).not.toMatch(/entregar la vivienda|terminar/);
    const sheet = spanish("The Defendant shall return the form within 45 days, unless the judgment is paid in full.", "deadline");
    expect(sheet.text).not.toMatch(/pagar/);
    const purpose = spanish("Call or write to us by April 20, 2026, to dispute all or part of the debt.");
    expect(purpose.text).toMatch(/^Fecha o plazo para disputar la deuda/);
  });
});

describe("actions match what the sentence does", () => {
  it("'hearing' or 'conference' alone is no going to court; 'attend' is", () => {
    expect(spanish("You may remove the fence before the hearing.", "right").text).not.toMatch(/presentarse|audiencia/);
    expect(spanish("Each party shall attend the mediation.", "obligation").text).toContain("presentarse (ir en persona)");
  });

  it("'terminate' is ending the lease only with the lease ('power of attorney is not terminated' is not)", () => {
    expect(spanish("Landlord may seek damages and an early termination fee.", "right").text).not.toMatch(/contrato de alquiler/);
    expect(spanish("Our efforts are being terminated if you refuse to pay.", "consequence").text).not.toMatch(
      /contrato de alquiler/,
    );
  });

  it("'repair' in a name is no repair of the home; 'entry of a default' is no entering", () => {
    expect(
      spanish("Plaintiff shall recover from ACME AUTO REPAIR, LLC, 12 Main Street, the sum below.", "obligation").text,
    ).not.toMatch(/reparar|debe/);
    expect(spanish("Failure to attend may result in the entry of a default.", "obligation").text).not.toMatch(/entrar/);
    expect(spanish("Tenant shall permit the pest control vendor to enter the premises.", "obligation").text).toContain(
      "dejar entrar a otros a la vivienda",
    );
  });

  it("'proof of any payment' and 'a payment plan' are no paying", () => {
    expect(spanish("The Defendant must bring proof of any payment made.", "obligation").text).not.toMatch(/pagar/);
  });

  it("a negated duty lists no actions ('shall not park, store, or repair')", () => {
    const text = spanish("Tenant shall not park, store, or repair any boat in the parking lot.", "obligation").text;
    expect(text).not.toMatch(/reparar/);
    expect(text).toContain("Lea abajo la frase en inglés");
    expect(
      spanish("The clinic may not condition my treatment or payment on whether I sign this form.", "right").text,
    ).not.toMatch(/pagar|firmar/);
  });

  it("'may be removed by Owner' is no right of hers, 'May 1' is no 'may'", () => {
    expect(
      spanish("Any animal may be removed by Owner, and Resident shall be responsible for the costs.", "obligation").text,
    ).toMatch(/^El inquilino \(Tenant\) tiene una obligación/);
    expect(spanish("Re: Balance owed to the clinic, statement dated May 1, 2025", "obligation").text).not.toMatch(/derecho/);
  });
});

describe("classification", () => {
  it("'FAILURE OF THE DEFENDANT TO APPEAR MAY RESULT IN A DEFAULT JUDGMENT' is a consequence, not a right", () => {
    const failure = spanish("FAILURE OF THE DEFENDANT TO APPEAR MAY RESULT IN A DEFAULT JUDGMENT AGAINST THE DEFENDANT.");
    expect(failure.kind).toBe("consequence");
    expect(failure.text).toContain("sentencia en rebeldía");
  });

  it("'you may be held liable' and 'the defenses you may have' are no right", () => {
    expect(spanish("The Association may sue, and you may be held liable for the costs of collection.").kind).not.toBe("right");
    expect(spanish("A written statement of the defenses you may have must be filed with the court.").kind).toBe("obligation");
  });
});

describe("what the money is for is read next to the amount", () => {
  it("a gift limit in a bank-account power is no security deposit or debt", () => {
    const text = spanish(
      "My Agent may make deposits to any account in my name, provided that my Agent shall not make gifts in excess of $5,000.00 in any year.",
      "money",
    ).text;
    expect(text).toBe("Dinero: $5,000.00.");
  });

  it("the deposit's balance mailed back is no debt", () => {
    expect(
      spanish("Your security deposit was $1,500.00, and the balance of $525.00 will be mailed to you.", "money").text,
    ).not.toMatch(/deuda/);
  });
});

describe("Spanish leftovers of the first review", () => {
  it("'you should come …; the Court may enter' is her duty, not a right", () => {
    const text = spanish(
      "If you admit the claim, you should come to the pretrial conference; the Court may enter a stipulation.",
      "obligation",
    ).text;
    expect(text).toBe("Usted debe: presentarse (ir en persona).");
  });

  it("'may be recovered upon payment' is no right to pay", () => {
    const text = spanish(
      "Vehicles will be stored at the lot and may be recovered upon payment of the towing charges, which shall not exceed the county rates.",
      "obligation",
    ).text;
    expect(text).not.toMatch(/Derecho|pagar/);
  });

  it("a date that dates an amount ('As of …', '… and today') is only named", () => {
    for (const sentence of [
      "As of October 31, 2025, you owed $2,200.44.",
      "Between October 31, 2025 and today, you were charged $118.20 in interest.",
    ]) {
      const text = spanish(sentence).text;
      expect(text).not.toMatch(/Fechas y plazos/);
      expect(text).toContain("El papel también nombra: October 31, 2025");
    }
  });

  it("'every two weeks' is how often, not a period to act by", () => {
    const text = spanish("Rent of $640.00 is due every two weeks.").text;
    expect(text).toContain("Cada cuánto, según el papel: cada 2 semanas.");
    expect(text).not.toMatch(/Fechas y plazos|Fecha o plazo/);
  });

  it("an action of hers in a later clause that points back to the date ('on or before that date')", () => {
    const text = spanish(
      "Your tenancy is terminated effective May 31, 2026, and you are required to vacate the premises on or before that date.",
    ).text;
    expect(text).toMatch(/^Fecha o plazo para entregar la vivienda \(mudarse\): May 31, 2026/);
    // Not when the later clause is the other side's.
    expect(
      spanish("Your tenancy ends on May 31, 2026, and the Landlord shall inspect the premises on or before that date.").text,
    ).not.toMatch(/entregar|reparar/);
  });

  it("'You have 20 days after … to file a written response' names the answer", () => {
    expect(
      spanish("You have 20 calendar days after this summons is served on you to file a written response to the complaint.").text,
    ).toMatch(/^Fecha o plazo para responder por escrito: 20 días calendario\./);
  });

  it("beside an amount, a duty or a right: hours are hours, the other side's period only named", () => {
    const quiet = spanish("Tenant shall not make noise between 10:00 p.m. and 8:00 a.m.").text;
    expect(quiet).toContain("Horas que nombra el papel: 10:00 p.m. y 8:00 a.m.");
    expect(quiet).not.toMatch(/Fechas y plazos/);
    expect(quiet.match(/Lea abajo/g)?.length ?? 0).toBeLessThanOrEqual(1);
    const refund = spanish("The balance of $655.00 will be mailed to you within 30 days.").text;
    expect(refund).toContain("El papel también nombra: 30 días");
    expect(refund).not.toMatch(/Fechas y plazos/);
  });
});
