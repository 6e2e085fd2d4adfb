/**
 * The answers content round 15 added to the knowledge base, asked as people ask them, in English and in Spanish:
 * the other side asking (a landlord facing a retaliation defense, someone accused of defamation), being done to (a
 * frozen account, a home suddenly "not available") and the deadline (a last day on a weekend, a holiday in a 3-day
 * notice).
 */
import { describe, expect, it } from "vitest";
import { answerLocally } from "./local-engine";

describe("content round 15: the assistant", () => {
  it("tells a landlord that retaliation does not protect a tenant who owes rent", () => {
    const answer = answerLocally("I am the landlord and my tenant says my eviction is retaliation, but she owes rent");
    expect(answer.passages[0]?.title).toContain("I am a landlord");
    expect(answer.answer).toContain("such as evicting in good faith for unpaid rent");
    expect(answer.sources).toContain("Fla. Stat. § 83.64(3)");
  });

  it("the same in Spanish", () => {
    const answer = answerLocally("soy el dueño y mi inquilino alega represalia pero me debe la renta", "es");
    expect(answer.passages[0]?.title).toContain("Soy el arrendador");
    expect(answer.answer).toContain("buena causa");
    expect(answer.sources).toContain("Fla. Stat. § 83.64(3)");
  });

  it("names the protected money when an account holding only Social Security is frozen", () => {
    const answer = answerLocally("my account only gets my SS check and it got frozen, is that legal");
    expect(answer.answer).toContain("Social Security is protected from garnishment");
    expect(answer.answer).toContain("head of family");
    expect(answer.sources).toEqual(expect.arrayContaining(["42 U.S.C. § 407", "Fla. Stat. § 77.041"]));
  });

  it("the same in Spanish", () => {
    const [first] = answerLocally("me congelaron la cuenta y solo tengo el seguro social", "es").passages;
    expect(first?.text).toContain("Seguro Social");
    expect(first?.text).toContain("jefe de familia");
    expect(first?.citations.map((each) => each.citation)).toEqual(
      expect.arrayContaining(["42 U.S.C. § 407", "Fla. Stat. § 77.041"]),
    );
  });

  it("says a court deadline on a Saturday or Sunday moves to Monday", () => {
    const answer = answerLocally("my deadline falls on a Sunday, do I file Monday");
    expect(answer.answer).toContain("falls on a Saturday or Sunday moves to Monday");
    expect(answer.sources).toContain("Fla. R. Gen. Prac. & Jud. Admin. 2.514(a)(1)");
  });

  it("says which holidays a 3-day notice or an eviction answer skips", () => {
    const answer = answerLocally("does thanksgiving count in my 3 day notice");
    expect(answer.answer).toContain("such as Thanksgiving and Christmas");
    expect(answer.sources).toContain("Fla. Stat. § 110.117(1); Fla. R. Gen. Prac. & Jud. Admin. 2.514(a)(6)");
  });

  it("tells someone accused of defamation about the pre-suit notice, in both languages", () => {
    const english = answerLocally("I got a letter saying my review is defamation, do they have to give me notice before suing");
    expect(english.answer).toContain("at least 5 days before filing");
    expect(english.sources).toContain("Fla. Stat. § 770.01");
    const spanish = answerLocally("me llegó una carta que dice que mi reseña es difamación, tienen que avisarme antes", "es");
    expect(spanish.answer).toContain("por lo menos 5 días antes");
    expect(spanish.sources).toContain("Fla. Stat. § 770.01");
  });

  it("calls a home suddenly 'not available' after she says where she is from housing discrimination", () => {
    const answer = answerLocally("I told the landlord where I'm from and suddenly the apartment was not available anymore");
    expect(answer.answer).toContain("Fair Housing Act");
    expect(answer.sources).toContain("Fla. Stat. § 760.23; 42 U.S.C. § 3604");
  });

  it("answers a tenant who left without written notice with the 7-day rule, in Spanish", () => {
    const answer = answerLocally("me fui sin avisarle por escrito al dueño, eso afecta mi depósito", "es");
    expect(answer.sources[0]).toBe("Fla. Stat. § 83.49(5)");
    expect(answer.answer).toContain("7 días");
  });
});
