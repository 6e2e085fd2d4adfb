import { describe, expect, it } from "vitest";
import type { AssistantPassage } from "./local-engine";
import { supportedClaims, unsupportedClaims } from "./unsupported-claims";

const PASSAGES: AssistantPassage[] = [
  {
    id: "deposits#return",
    title: "Returning a deposit",
    text: "The landlord must return the deposit within fifteen (15) days, or send a notice within 30 days.",
    citations: [{ citation: "Fla. Stat. § 83.49(3)(a)", url: "https://www.leg.state.fl.us/" }],
  },
];
const supported = supportedClaims(PASSAGES, "My landlord kept my $1,500 deposit. What now?");
const claims = (text: string) => unsupportedClaims(text, supported);

describe("claims an answer may not make", () => {
  it("allows what the passages hold, however it is written, and the question's own amount", () => {
    expect(
      claims("Under section 83.49, s. 83.49(3)(a) and § 83.49 (chapter 83), the landlord has 15 days, or 30 days for a notice."),
    ).toEqual([]);
    expect(claims("Ask for your $1,500 back. Rates like 12.5 are not sections; neither is $2,000.00 in the question.")).toEqual([
      "money:2000.00",
    ]);
  });

  it("finds sections, rules, chapters, federal sections, cases and facts the passages do not hold", () => {
    expect(claims("See § 83.60, Fla. R. Civ. P. 1.140, chapter 718 and 15 U.S.C. § 1692g.")).toEqual([
      "section:83.60",
      "section:1.140",
      "chapter:718",
      "usc:15:1692g",
    ]);
    expect(claims("As in Smith v. Jones, 123 So. 3d 456, you get 3 months and 10% interest from January 5, 2025.")).toEqual([
      "case:smith:jones",
      "reporter:123:456",
      "period:3 month",
      "percent:10",
      "date:2025-01-05",
    ]);
  });

  it("reads Spanish figures in a Spanish answer as the same amounts, dates and periods", () => {
    const spanish: AssistantPassage[] = [
      {
        id: "security-deposits#cuanto-tiempo",
        title: "¿Cuánto tiempo tiene el dueño para devolverme el depósito?",
        text: "El dueño debe devolver el depósito dentro de 15 días, o enviar un aviso dentro de 30 días. Hasta $8,000. Desde el 1 de julio de 2025.",
        citations: [{ citation: "Fla. Stat. § 83.49(3)(a)", url: "https://www.leg.state.fl.us/" }],
      },
    ];
    const allowed = supportedClaims(spanish, "El dueño se quedó con mis 1.500 dólares.", "es");
    const spanishClaims = (text: string) => unsupportedClaims(text, allowed, "es");
    // The same figures, written the Spanish ways: nothing is unsupported.
    expect(
      spanishClaims("Tiene quince (15) días, o treinta días para el aviso (capítulo 83, § 83.49). Hasta $8.000 u 8.000 dólares."),
    ).toEqual([]);
    expect(spanishClaims("Pida sus $1,500. La regla rige desde el 1.º de julio de 2025.")).toEqual([]);
    // Figures the passages do not state, in Spanish, are caught like English ones.
    expect(
      spanishClaims("Tiene 20 días hábiles y puede cobrar $9.500 o el 10 por ciento desde el 5 de enero de 2026 (capítulo 718)."),
    ).toEqual(["chapter:718", "period:20 business day", "money:9500.00", "percent:10", "date:2026-01-05"]);
    // In English, "$8.000" is eight dollars: Spanish readings are for Spanish answers only.
    expect(unsupportedClaims("Up to $8.000.", supportedClaims(spanish, ""))).toEqual(["money:8.00"]);
  });
});
