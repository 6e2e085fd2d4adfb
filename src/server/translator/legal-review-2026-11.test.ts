/**
 * M11 of the November 2026 legal review (its rules are in docs/florida-law.md): the translator's notes on lease and
 * power-of-attorney clauses say "may not be enforceable; check…" instead of "does not count", and lawful clauses
 * (a non-refundable fee, the deposit kept as liquidated damages for ending the lease early, new locks after the
 * tenant surrendered or abandoned the home) are not flagged.
 */
import { describe, expect, it } from "vitest";
import { clauseFindings } from "./florida-rules";
import { translateText } from "./translate";

const notes = (sentence: string) => clauseFindings("lease_or_addendum", [sentence]).map((finding) => finding.note);

describe("legal review 2026-11: the translator's clause notes (M11)", () => {
  it("M11: still flags a lease that waives § 83.49 or makes the security deposit itself non-refundable", () => {
    expect(
      notes("Tenant waives all rights under Section 83.49 and agrees that the security deposit is non-refundable."),
    ).toContain("deposit-waiver");
    expect(notes("The security deposit shall be non-refundable.")).toContain("deposit-waiver");
  });

  it("M11: does not flag a non-refundable fee kept apart from the deposit", () => {
    expect(notes("Tenant shall pay a non-refundable pet fee of $300, which is not part of the security deposit.")).not.toContain(
      "deposit-waiver",
    );
  });

  it("M11: does not flag the deposit kept as liquidated damages under an early-termination addendum (§§ 83.575, 83.595)", () => {
    expect(
      notes(
        "If Tenant elects early termination under the addendum, Landlord may retain the security deposit as liquidated damages.",
      ),
    ).not.toContain("deposit-waiver");
  });

  it("M11: does not flag new locks after the tenant surrendered or abandoned the home, but still flags a lockout", () => {
    expect(notes("After Tenant surrenders or abandons the Premises, Landlord may change the locks.")).not.toContain(
      "self-help-eviction",
    );
    expect(notes("If rent is late, Landlord may change the locks.")).toContain("self-help-eviction");
  });

  it("M11: the notes say a clause may not be enforceable, and a springing power names the pre-2011 and out-of-state exceptions", () => {
    const lease = translateText(
      [
        "This Residential Lease is between Landlord and Tenant for the Premises. Tenant shall pay rent of $1,200.00 per month.",
        "Tenant agrees that the security deposit is non-refundable.",
        "If rent is late, Landlord may change the locks.",
      ].join("\n\n"),
    );
    const rules = lease.keyPoints.filter((point) => point.kind === "florida_rule");
    const deposit = rules.find((rule) => rule.citation?.includes("83.49"));
    expect(deposit?.text).toContain("may not be enforceable");
    expect(deposit?.text).not.toContain("does not count");
    expect(deposit?.text).toContain("non-refundable fee");
    const lockout = rules.find((rule) => rule.citation?.includes("83.67"));
    expect(lockout?.text).toContain("may not be enforceable");
    expect(lockout?.text).toContain("abandoned it, is not prohibited");

    const power = translateText(
      [
        "DURABLE POWER OF ATTORNEY. I, Jane Doe, the principal, appoint John Doe as my attorney-in-fact and agent.",
        "This power of attorney shall become effective only upon my incapacity.",
      ].join("\n\n"),
    );
    const springing = power.keyPoints.find((point) => point.kind === "florida_rule" && point.citation?.includes("709.2108"));
    expect(springing?.text).toContain("It may not be valid: check when and where it was signed.");
    expect(springing?.citation).toContain("Fla. Stat. § 709.2108(2)");
    expect(springing?.citation).toContain("Fla. Stat. § 709.2106(3)");
  });
});
