import { describe, expect, it } from "vitest";
import { rewriteLegalese } from "./legalese";

const plain = (sentence: string) => rewriteLegalese(sentence, { self: "this paper" });

describe("definitions as 'X means Y'", () => {
  it("drops 'the term' and 'shall', and never makes 'includes' (a part) into 'means' (the whole)", () => {
    expect(plain('As used in this Addendum, the term "Common Areas" shall mean and include the pool and the parking lots.')).toBe(
      'In this Addendum, "Common Areas" means and includes the pool and the parking lots.',
    );
    expect(plain('The term "Premises" shall include the garage.')).toBe('"Premises" includes the garage.');
    expect(plain('"Guest" shall mean any person invited by the Tenant.')).toBe('"Guest" means any person invited by the Tenant.');
  });
});

describe("stock phrases of court orders", () => {
  it("says a judgment awards, not orders, what the plaintiff recovers", () => {
    const judgment = plain(
      "Plaintiff shall recover from Defendant possession of the property, for which let Writ of Possession issue forthwith.",
    );
    expect(judgment).toBe(
      "Plaintiff gets from Defendant possession of the property. The clerk will issue a Writ of Possession right away.",
    );
    expect(plain("Plaintiff shall further recover $1,200.00 in rent, for which let execution issue.")).toBe(
      "Plaintiff also gets $1,200.00 in rent. The court can enforce this.",
    );
  });

  it("keeps a replaced word in capitals among capitals", () => {
    expect(plain("IF YOU DO NOT DO THE THINGS SPECIFIED ABOVE, the court may rule against you.")).toMatch(/THINGS STATED ABOVE/);
  });
});

describe("appearing in a case", () => {
  it("says what an appearance is, no looser", () => {
    expect(plain("Defendant has made an appearance in this action.")).toBe("Defendant has formally appeared in this case.");
  });
});

describe("signing", () => {
  it("says what is signed", () => {
    expect(plain("Upon execution of this Lease, Tenant shall deposit $1,450.00 with Landlord.")).toBe(
      "When this Lease is signed, Tenant must deposit $1,450.00 with Landlord.",
    );
  });
});

describe("'further' before a verb of saying", () => {
  it("is 'also', never 'more'", () => {
    expect(plain("I further understand that this form may be revoked.")).toBe("I also understand that this form may be revoked.");
  });
});
