/** Cease-and-desist letters: what a letter may and may not say, and the laws it can point to. */
import { cite, withSummaries } from "./cited";
import { CEASE_DESIST as CEASE_DESIST_SUMMARIES } from "../../../locales/en/law.json";

export const CEASE_DESIST = withSummaries(
  {
    extortionWarning: cite(true, "Fla. Stat. § 836.05"),
    stalkingInjunction: cite(true, "Fla. Stat. § 784.0485"),
    defamationDefined: cite(true, "Jews for Jesus, Inc. v. Rapp, 997 So. 2d 1098 (Fla. 2008)"),
    mediaDefamationNoticeDays: cite(5, "Fla. Stat. § 770.01"),
    defamationNoticeInEveryLetter: cite(true, "Fla. Stat. § 770.01"),
    copyrightInfringement: cite(true, "17 U.S.C. § 501"),
    copyrightRegistrationBeforeSuit: cite(true, "17 U.S.C. § 411(a)"),
    registeredTrademarkInfringement: cite(true, "15 U.S.C. § 1114"),
    unregisteredTrademarkProtection: cite(true, "15 U.S.C. § 1125(a)"),
    floridaTrademarks: cite(true, "Fla. Stat. ch. 495"),
    tradeSecretMisappropriation: cite(true, "Fla. Stat. ch. 688"),
    patentLetterContents: cite(true, "Fla. Stat. § 501.993"),
    patentInfringement: cite(true, "35 U.S.C. § 271"),
    domesticViolenceInjunction: cite(true, "Fla. Stat. § 741.30"),
    repeatViolenceInjunction: cite(true, "Fla. Stat. § 784.046"),
    domesticViolenceInjunctionNoFee: cite(true, "Fla. Stat. § 741.30(2)"),
    stalkingInjunctionNoFee: cite(true, "Fla. Stat. § 784.0485(2)"),
    repeatViolenceInjunctionNoFee: cite(true, "Fla. Stat. § 784.046(3)"),
    domesticViolenceClerkHelps: cite(true, "Fla. Stat. § 741.30(1)-(2)"),
    stalkingClerkHelps: cite(true, "Fla. Stat. § 784.0485(1)-(2)"),
    domesticViolenceInjunctionEnforced: cite(true, "Fla. Stat. § 741.31"),
    stalkingInjunctionEnforced: cite(true, "Fla. Stat. § 784.0487"),
    defamationLaw: cite(true, "Fla. Stat. ch. 770"),
    truthDefense: cite(true, "Art. I, § 4, Fla. Const."),
    opinionProtected: cite(true, "U.S. Const. amend. I"),
    defamationTimeToSue: cite(true, "Fla. Stat. § 95.11"),
    copyrightOnCreation: cite(true, "17 U.S.C. § 102(a)"),
    takedownNotice: cite(true, "17 U.S.C. § 512(c)"),
    falseTakedownDamages: cite(true, "17 U.S.C. § 512(f)"),
  } as const,
  CEASE_DESIST_SUMMARIES,
);
