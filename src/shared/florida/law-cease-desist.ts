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
} as const;
