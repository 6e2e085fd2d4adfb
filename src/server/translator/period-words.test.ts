/**
 * A period a key point repeats ("3 business days") agrees in Spanish with its count and unit: the qualifier's message
 * takes the unit as its i18next context and the count for _one/_other (server.json translator.explain.period).
 */
import { describe, expect, it } from "vitest";
import { say } from "../interface-text";
import { inLanguage } from "../request-language";

const period = (language: "en" | "es", count: number, qualifier: string, unit: string) =>
  inLanguage(language, () => {
    const plain = say(`translator.explain.period.${unit}`, { count });
    return say(`translator.explain.period.${qualifier}`, { period: plain, count, context: unit });
  });

describe("translator periods", () => {
  it("agree in Spanish with the count and the unit", () => {
    expect(period("es", 1, "business", "day")).toBe("1 día hábil");
    expect(period("es", 3, "business", "day")).toBe("3 días hábiles");
    expect(period("es", 1, "full", "hour")).toBe("1 hora completa");
    expect(period("es", 3, "full", "week")).toBe("3 semanas completas");
    expect(period("es", 2, "full", "month")).toBe("2 meses completos");
    expect(period("es", 1, "court", "week")).toBe("1 semana judicial");
  });

  it("read naturally in English", () => {
    expect(period("en", 3, "business", "day")).toBe("3 business days");
    expect(period("en", 1, "full", "year")).toBe("1 full year");
  });
});
