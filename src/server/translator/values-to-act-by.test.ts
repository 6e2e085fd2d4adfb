import { describe, expect, it } from "vitest";
import { repeatWindows } from "./values-to-act-by";
import { translateText } from "./translate";

const windows = (sentence: string) => repeatWindows(sentence).map((value) => value.key);

describe("a period in which a repeat counts", () => {
  it("is found after 'repeated', 'again', 'a second violation' or 'a subsequent noncompliance' and 'within'", () => {
    expect(windows("If this same conduct is repeated within twelve (12) months, your tenancy may end.")).toEqual(["12 month"]);
    expect(windows("If you fall behind again within 12 months, we need not send another notice.")).toEqual(["12 month"]);
    expect(windows("A second violation of this paragraph within twelve (12) months is a default.")).toEqual(["12 month"]);
    expect(windows("This is a subsequent noncompliance of a similar nature within 12 months of the warning.")).toEqual([
      "12 month",
    ]);
  });

  it("is not a period to act within, nor one whose repeat is in an earlier sentence", () => {
    expect(windows("You must fix the problem within seven (7) days.")).toEqual([]);
    expect(windows("The noise was repeated. You must stop it within 7 days.")).toEqual([]);
  });

  it("makes no deadline: a 7-day notice's repeat clause is what may follow, in English and in Spanish", () => {
    const notice =
      "SEVEN-DAY NOTICE TO CURE\n\nYou must remedy the noncompliance within seven (7) days of receipt of this notice. " +
      "If this same conduct or conduct of a similar nature is repeated within twelve (12) months, your tenancy is subject " +
      "to termination without your being given an opportunity to cure the noncompliance.";
    const english = translateText(notice).keyPoints;
    expect(
      english
        .filter((point) => point.kind === "deadline")
        .map((point) => point.text)
        .join(" "),
    ).not.toContain("12 months");
    const consequence = english.find((point) => point.kind === "consequence");
    expect(consequence?.text).toContain("12 months");
    expect(consequence?.text).toMatch(/ended|end|terminat/);
    const spanish = translateText(notice, undefined, "es").keyPoints;
    expect(
      spanish
        .filter((point) => point.kind === "deadline")
        .map((point) => point.text)
        .join(" "),
    ).not.toContain("12 meses");
    expect(spanish.find((point) => point.kind === "consequence")?.text).toContain("Si vuelve a pasar dentro de 12 meses");
  });
});
