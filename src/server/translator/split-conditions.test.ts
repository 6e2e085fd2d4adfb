import { describe, expect, it } from "vitest";
import { splitConditions, splitJoinedConditions } from "./split-conditions";

describe("splitConditions", () => {
  it("lists alternative conditions, one a line", () => {
    expect(
      splitConditions(
        "Landlord may enter the apartment at any time with Tenant's consent, in case of emergency, or when Tenant has been away for more than 7 days.",
      ),
    ).toEqual([
      "Landlord may enter the apartment at any time in any of these cases.",
      "With Tenant's consent.",
      "In case of emergency.",
      "When Tenant has been away for more than 7 days.",
    ]);
  });

  it("leaves a list of purposes, which are not conditions", () => {
    expect(
      splitConditions(
        "Landlord may use the deposit to repair damage to the unit, to pay unpaid rent, or to clean the carpets after you move out.",
      ),
    ).toBeUndefined();
  });
});

describe("splitJoinedConditions", () => {
  it("puts joined conditions in a list before what follows from them", () => {
    expect(
      splitJoinedConditions(
        "If the Tenant does not move out by May 31, 2026, and the Landlord has not agreed in writing, the Landlord may file a case in the County Court.",
      ),
    ).toEqual([
      "If both of these happen:",
      "One: the Tenant does not move out by May 31, 2026.",
      "Two: the Landlord has not agreed in writing.",
      "Then the Landlord may file a case in the County Court.",
    ]);
  });

  it("leaves a single condition", () => {
    expect(
      splitJoinedConditions("If the Tenant does not move out by May 31, 2026, the Landlord may file a case in the County Court."),
    ).toBeUndefined();
  });
});

describe("splitConditions' first item", () => {
  it("starts at the head's last word of condition, never at a 'to' after a verb", () => {
    expect(
      splitConditions(
        "Landlord has the right to enter the home with notice, in case of emergency, or if Tenant is away for a month.",
      ),
    ).toEqual([
      "Landlord has the right to enter the home in any of these cases.",
      "With notice.",
      "In case of emergency.",
      "If Tenant is away for a month.",
    ]);
  });
});
