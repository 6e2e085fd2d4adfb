import { describe, expect, it } from "vitest";
import { findValues, lostValues } from "./values";

const keys = (text: string) => findValues(text).map((value) => `${value.kind}:${value.key}`);

describe("protected values", () => {
  it("finds amounts, percentages, dates, times, periods, ordinals and sections with normalized keys", () => {
    expect(
      keys("Pay $1,450 (18%) by January 5, 2025 at 5:00 p.m., within three (3) business days, on the 1st; see § 83.49(3)(a)."),
    ).toEqual([
      "money:1450.00",
      "percent:18",
      "date:2025-01-05",
      "time:5:00pm",
      "period:3 business day",
      "ordinal:1",
      "section:83.49(3)(a)",
    ]);
    expect(keys("the 5th day of March, 2025 and 03/12/2025 and 2025-04-01")).toEqual([
      "date:2025-03-05",
      "date:2025-03-12",
      "date:2025-04-01",
    ]);
  });

  it("reads an ordinal naming a street, a floor or a circuit as a place, never as a day of the month", () => {
    const found = findValues("File at 300 East 4th Street, 2nd Floor, in the 11th Judicial Circuit, by the 5th.");
    expect(found.map((value) => `${value.kind}:${value.key}`).filter((key) => !key.startsWith("name:"))).toEqual([
      "place:4th street",
      "place:2nd floor",
      "place:11th judicial",
      "ordinal:5",
    ]);
    expect(lostValues("at 300 East 4th Street", "at 300 East 5th Street").map((value) => value.kind)).toEqual(["place"]);
  });

  it("finds Florida case numbers, and not a date or a reference number", () => {
    expect(keys("Case No.: 2026-CC-018734 and 50-2026-CC-012345-XXXA-MB and 2026-SC-004419-O")).toEqual([
      "case:2026-CC-018734",
      "case:50-2026-CC-012345-XXXA-MB",
      "case:2026-SC-004419-O",
    ]);
    expect(keys("CASE NUMBER: COCE-27-061204 (Broward) and 2027-012345-CC-05 (Miami-Dade)")).toEqual([
      "case:COCE-27-061204",
      "case:2027-012345-CC-05",
    ]);
    expect(keys("2026-01-09 and ARS-7731904")).toEqual(["date:2026-01-09"]);
    expect(lostValues("Case No. 2026-CC-018734", "Case No. 2026-CC-018743").map((v) => v.kind)).toEqual(["case"]);
  });

  it("treats two spellings of one value as the same", () => {
    expect(lostValues("within three (3) days, pay $75", "within 3 days, pay $75.00")).toEqual([]);
  });

  it("reports a changed or dropped amount, date, deadline or name", () => {
    const lost = (after: string) =>
      lostValues("Maria Lopez must pay $1,450.00 by March 1, 2025, within 5 days.", after).map((v) => v.kind);
    expect(lost("Maria Lopez must pay $1,405.00 by March 1, 2025, within 5 days.")).toEqual(["money"]);
    expect(lost("Maria Lopez must pay $1,450.00 by March 2, 2025, within 5 days.")).toEqual(["date"]);
    expect(lost("Maria Lopez must pay $1,450.00 by March 1, 2025, within 5 business days.")).toEqual(["period"]);
    expect(lost("She must pay $1,450.00 by March 1, 2025, within 5 days.")).toEqual(["name"]);
  });

  it("counts repeated amounts: a rewrite may not drop the second one", () => {
    expect(lostValues("$50 now and $50 later", "$50 now").map((v) => v.key)).toEqual(["50.00"]);
  });

  it("finds party names and defined roles, not headings or amounts written out", () => {
    const names = findValues(
      "NOTICE TO TENANT\nSunshine Property Management, LLC and Tenant Maria Lopez agree. One Thousand Dollars ($1,000.00).",
    )
      .filter((value) => value.kind === "name")
      .map((value) => value.text);
    expect(names).toEqual(["Sunshine Property Management, LLC", "Tenant", "Maria Lopez"]);
  });

  it("does not read a lower-case verb as a month", () => {
    expect(keys("Landlord may 30 days later")).toEqual(["name:Landlord", "period:30 day"]);
  });

  it("reads a period said in Spanish as the same period (a Spanish explanation), and a Spanish date as no date", () => {
    expect(lostValues("within three (3) days", "dentro de 3 días")).toEqual([]);
    expect(lostValues("5 business days and 24 hours", "5 días hábiles y 24 horas")).toEqual([]);
    expect(keys("2 meses, 1 año, 1 semana")).toEqual(["period:2 month", "period:1 year", "period:1 week"]);
    expect(lostValues("30 days", "30 días hábiles").map((value) => value.text)).toEqual(["30 days"]);
    // The date must stay as the paper writes it: its Spanish reading alone does not keep it.
    expect(lostValues("by March 12, 2025", "a más tardar el 12 de marzo de 2025").map((value) => value.text)).toEqual([
      "March 12, 2025",
    ]);
  });
});
