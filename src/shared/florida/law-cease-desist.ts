/** Cease-and-desist letters: what a letter may and may not say, and the laws it can point to. */
import { cite } from "./cited";

export const CEASE_DESIST = {
  extortionWarning: cite(
    true,
    "Fla. Stat. § 836.05",
    "Never threaten to report someone for a crime, or to expose them, to get money or anything else. That can " +
      "be the crime of extortion.",
  ),
  stalkingInjunction: cite(
    true,
    "Fla. Stat. § 784.0485",
    "A court can order a person to stop stalking or cyberstalking you (an injunction for protection against " +
      "stalking). The clerk does not charge a fee to ask for one.",
  ),
  defamationDefined: cite(
    true,
    "Jews for Jesus, Inc. v. Rapp, 997 So. 2d 1098 (Fla. 2008)",
    "Defamation is a false statement of fact about a person, shared with others, that harms the person's good name.",
  ),
  mediaDefamationNoticeDays: cite(
    5,
    "Fla. Stat. § 770.01",
    "Before you sue a newspaper, magazine, broadcaster or other media for defamation, you must give it written " +
      "notice at least 5 days before you sue, naming the statements you say are false.",
  ),
  defamationNoticeInEveryLetter: cite(
    true,
    "Fla. Stat. § 770.01",
    "Courts do not agree whether this notice is also needed before suing someone who is not news media, so the " +
      "letter always gives it.",
  ),
  copyrightInfringement: cite(
    true,
    "17 U.S.C. § 501",
    "Copying, sharing or selling a copyrighted work without the owner's permission is copyright infringement.",
  ),
  copyrightRegistrationBeforeSuit: cite(
    true,
    "17 U.S.C. § 411(a)",
    "Before you sue over a U.S. work, you must register the copyright (or have been refused registration).",
  ),
  registeredTrademarkInfringement: cite(
    true,
    "15 U.S.C. § 1114",
    "Using a federally registered trademark, or one confusingly like it, on goods or services without " +
      "permission is trademark infringement.",
  ),
  unregisteredTrademarkProtection: cite(
    true,
    "15 U.S.C. § 1125(a)",
    "Federal law also forbids using a name or mark in a way likely to confuse people about who makes or offers " +
      "the goods or services, even if the mark is not registered.",
  ),
  floridaTrademarks: cite(
    true,
    "Fla. Stat. ch. 495",
    "Florida's trademark law protects marks registered with the State of Florida.",
  ),
  tradeSecretMisappropriation: cite(
    true,
    "Fla. Stat. ch. 688",
    "Florida's Uniform Trade Secrets Act forbids taking, using or sharing a trade secret by improper means.",
  ),
  patentLetterContents: cite(
    true,
    "Fla. Stat. § 501.993",
    "A letter claiming patent infringement must give the patent number, the patent owner's name and address, and " +
      "facts about how the product infringes. A vague letter can be an unlawful bad-faith claim.",
  ),
  patentInfringement: cite(
    true,
    "35 U.S.C. § 271",
    "Making, using, selling or importing a patented invention without permission is patent infringement.",
  ),
  domesticViolenceInjunction: cite(
    true,
    "Fla. Stat. § 741.30",
    "A court can order a family or household member to stop domestic violence and stay away (an injunction for protection against domestic violence).",
  ),
  repeatViolenceInjunction: cite(
    true,
    "Fla. Stat. § 784.046",
    "A court can order a person to stop repeat violence, dating violence or sexual violence and stay away.",
  ),
  domesticViolenceInjunctionNoFee: cite(
    true,
    "Fla. Stat. § 741.30(2)",
    "There is no fee to file for an injunction for protection against domestic violence.",
  ),
  stalkingInjunctionNoFee: cite(
    true,
    "Fla. Stat. § 784.0485(2)",
    "There is no fee to file for an injunction for protection against stalking.",
  ),
  repeatViolenceInjunctionNoFee: cite(
    true,
    "Fla. Stat. § 784.046(3)",
    "There is no fee to file for an injunction for protection against repeat, dating or sexual violence.",
  ),
  domesticViolenceClerkHelps: cite(
    true,
    "Fla. Stat. § 741.30(1)-(2)",
    "You do not need a lawyer. The clerk of court's office gives you the forms and helps you fill them in, but cannot give legal advice.",
  ),
  stalkingClerkHelps: cite(
    true,
    "Fla. Stat. § 784.0485(1)-(2)",
    "You do not need a lawyer. The clerk of court's office gives you the forms and helps you fill them in, but cannot give legal advice.",
  ),
  domesticViolenceInjunctionEnforced: cite(
    true,
    "Fla. Stat. § 741.31",
    "Breaking an injunction is a crime, and the police can enforce it.",
  ),
  stalkingInjunctionEnforced: cite(
    true,
    "Fla. Stat. § 784.0487",
    "Breaking an injunction is a crime, and the police can enforce it.",
  ),
  defamationLaw: cite(
    true,
    "Fla. Stat. ch. 770",
    "False statements (defamation): the rules about truth, opinion and time limits are complex.",
  ),
  truthDefense: cite(
    true,
    "Art. I, § 4, Fla. Const.",
    "A true statement is usually not defamation.",
  ),
  opinionProtected: cite(
    true,
    "U.S. Const. amend. I",
    "An opinion, like \"worst service ever\", is usually protected.",
  ),
  defamationTimeToSue: cite(
    true,
    "Fla. Stat. § 95.11",
    "The time to sue is short. Talk to a lawyer soon.",
  ),
  copyrightOnCreation: cite(
    true,
    "17 U.S.C. § 102(a)",
    "Your own original writing, photos or art are protected by copyright as soon as you make them.",
  ),
  takedownNotice: cite(
    true,
    "17 U.S.C. § 512(c)",
    "If your work was copied online, a takedown notice to the website can be faster.",
  ),
  falseTakedownDamages: cite(
    true,
    "17 U.S.C. § 512(f)",
    "A false takedown claim can make you pay damages.",
  ),
} as const;
