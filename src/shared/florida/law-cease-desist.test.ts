import { describe, expect, it } from "vitest";
import { CEASE_DESIST, DEBT } from "./law";

describe("cease-and-desist and debt letter figures", () => {
  it.each([
    ["media pre-suit notice", CEASE_DESIST.mediaDefamationNoticeDays, 5, "Fla. Stat. § 770.01"],
    ["pre-suit notice in every letter", CEASE_DESIST.defamationNoticeInEveryLetter, true, "Fla. Stat. § 770.01"],
    ["extortion", CEASE_DESIST.extortionWarning, true, "Fla. Stat. § 836.05"],
    ["stalking injunction", CEASE_DESIST.stalkingInjunction, true, "Fla. Stat. § 784.0485"],
    ["copyright", CEASE_DESIST.copyrightInfringement, true, "17 U.S.C. § 501"],
    ["registered trademark", CEASE_DESIST.registeredTrademarkInfringement, true, "15 U.S.C. § 1114"],
    ["Florida trademarks", CEASE_DESIST.floridaTrademarks, true, "Fla. Stat. ch. 495"],
    ["trade secrets", CEASE_DESIST.tradeSecretMisappropriation, true, "Fla. Stat. ch. 688"],
    ["patents", CEASE_DESIST.patentInfringement, true, "35 U.S.C. § 271"],
    ["collector registration", DEBT.collectorMustRegisterInFlorida, true, "Fla. Stat. § 559.553"],
    ["answer before default", DEBT.answerBeforeDefault, true, "Fla. R. Civ. P. 1.500(c)"],
  ] as const)("%s", (_label, cited, value, citation) => {
    expect(cited.value).toBe(value);
    expect(cited.citation).toBe(citation);
  });
});
