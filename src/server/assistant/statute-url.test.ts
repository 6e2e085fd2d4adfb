import { describe, expect, it } from "vitest";
import { citationUrl } from "./statute-url";

describe("citationUrl", () => {
  it.each([
    [
      "Fla. Stat. § 83.49(3)(a)",
      "https://www.leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=0000-0099/0083/Sections/0083.49.html",
    ],
    [
      "Fla. Stat. §§ 83.60(2), 51.011",
      "https://www.leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=0000-0099/0083/Sections/0083.60.html",
    ],
    [
      "Fla. Stat. § 709.2105(2)",
      "https://www.leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=0700-0799/0709/Sections/0709.2105.html",
    ],
    [
      "Fla. Stat. ch. 717",
      "https://www.leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=0700-0799/0717/0717ContentsIndex.html",
    ],
    ["ch. 2023-314, Laws of Fla.", "https://laws.flrules.org/2023/314"],
    [
      "15 U.S.C. § 1692g; 12 C.F.R. § 1006.34",
      "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title15-section1692g",
    ],
    ["12 C.F.R. § 1006.26(b)", "https://www.ecfr.gov/current/title-12/section-1006.26"],
    ["Fla. Sm. Cl. R. 7.090(b)", "https://www.floridabar.org/rules/ctproc/"],
  ])("%s → %s", (citation, url) => {
    expect(citationUrl(citation)).toBe(url);
  });

  it("has no page for a court decision", () => {
    expect(citationUrl("Jews for Jesus, Inc. v. Rapp, 997 So. 2d 1098 (Fla. 2008)")).toBe("");
  });
});
