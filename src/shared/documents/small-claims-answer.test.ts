import { describe, expect, it } from "vitest";
import { SMALL_CLAIMS } from "../florida/law";
import { smallClaimsAnswer } from "./small-claims-answer";
import { englishFieldText } from "./test-support/english-kinds";
import { fieldChecks } from "./test-support/field-checks";

const valid = {
  county: "leon",
  case_number: "2026-SC-001234",
  plaintiff_name: "Sunshine Credit Corp.",
  plaintiff_address: "1 Bank Plaza, Tampa, FL 33602",
  defendant_name: "James Carter",
  defendant_address: "77 Pine Road, Tallahassee, FL 32301",
  admit_deny: "deny_all",
  counterclaim: "yes",
  counterclaim_amount: "450",
  counterclaim_details: "Plaintiff charged me late fees the agreement does not allow.",
  pretrial_date: "2026-08-20",
};

const { errors, field, itRequires } = fieldChecks(smallClaimsAnswer, valid);

describe("small claims answer fields", () => {
  itRequires(["county", "case_number", "plaintiff_name", "defendant_name", "admit_deny", "pretrial_date"]);

  it("asks for the pretrial conference date only with a counterclaim, as a date", () => {
    expect(field("pretrial_date")).toMatchObject({
      type: "date",
      required: true,
      when: { field: "counterclaim", equals: "yes" },
    });
    expect(errors({ ...valid, pretrial_date: "August 20" })).toEqual({ pretrial_date: ["Please enter a real date"] });
    expect(errors({ ...valid, pretrial_date: "2026-02-30" })).toEqual({ pretrial_date: ["Please enter a real date"] });
    expect(errors({ ...valid, counterclaim: "no", pretrial_date: "" })).toEqual({});
    expect(smallClaimsAnswer.schema.parse({ ...valid, counterclaim: "no" }).pretrial_date).toBeUndefined();
  });

  it("says in its help how many days before the conference the counterclaim is due", () => {
    const days = SMALL_CLAIMS.counterclaimBeforePretrial.value;
    expect(englishFieldText(smallClaimsAnswer, "pretrial_date", "help")).toContain(`at least ${days} days before it`);
    expect(smallClaimsAnswer.statutes).toContain("Fla. Sm. Cl. R. 7.100(a)-(b)");
  });
});
