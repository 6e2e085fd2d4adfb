/**
 * Instruction sections the court papers share: signing, filing, costs, service, the pretrial conference. Their
 * words are in content/en/instructions/shared/court-filing.yml.
 */
import { smallClaimsFilingFee } from "@shared/florida/fees";
import { COURTS, SMALL_CLAIMS } from "@shared/florida/law";
import { formatMoney } from "../instructions-format";
import { instructionsText } from "../instructions-text";
import { checkAndSignHeading, type InstructionSection } from "../layout/instructions";

const text = instructionsText("shared/court-filing");

const portal = COURTS.eFilingPortal.value.replace(/^https:\/\//, "");

/** Filing online instead of at the clerk's office. */
export const fileOnline = () => text("whereToFile.online", { portal });

/** The clerk's filing fee for a claim of this amount, or why there is none (over the small claims limit). */
export function filingFeeSentence(amount: number): string {
  const fee = smallClaimsFilingFee(amount);
  if (fee.ok) {
    return text("costs.filingFee", { amount: formatMoney(amount), fee: formatMoney(fee.fee, "whole"), citation: fee.citation });
  }
  // In the language of the page: fees.ts words its own message in English, for the API.
  return amount > SMALL_CLAIMS.limitDollars.value ? text("costs.overLimit") : text("costs.noAmount");
}

/** The line under a paragraph naming who gets a copy of the paper. */
export const certificateOfService = () => text("sendACopy.certificate");

/** `documentName`: the paper as the page calls it ("Answer"); `copies`: who gets one. */
export function signIt(documentName: string, copies: string, underOath: boolean): InstructionSection {
  return {
    heading: checkAndSignHeading(),
    steps: [
      text("signIt.read", { document: documentName }),
      text("signIt.phoneOrEmail"),
      text("signIt.sign"),
      text("signIt.copies", { copies }),
    ],
    after: underOath ? [text("signIt.underOath")] : [],
  };
}

/** Copies of the papers the claim rests on, stapled behind the statement of claim (none: no section). */
function attachYourPapers(documentName: string, attachments: readonly string[]): InstructionSection[] {
  if (attachments.length === 0) return [];
  return [
    {
      heading: text("attachPapers.heading"),
      paragraphs: [text("attachPapers.staple", { document: documentName })],
      bullets: attachments,
      after: [text("attachPapers.keepOriginals")],
    },
  ];
}

/** Where to file; without a case number it starts a new case, for which some clerks want a civil cover sheet. */
export function whereToFile(county: string, caseNumber?: string): InstructionSection {
  return {
    heading: text("whereToFile.heading"),
    paragraphs: [
      text("whereToFile.clerk", { county }),
      fileOnline(),
      caseNumber ? text("whereToFile.caseNumber", { caseNumber }) : text("whereToFile.coverSheet"),
    ],
  };
}

/** The packet the app makes on the case's page: the papers that go with a statement of claim, in the clerk's order. */
export function getYourPacket(documentName: string): InstructionSection {
  return {
    heading: text("packet.heading"),
    paragraphs: [text("packet.makes", { document: documentName }), text("packet.online")],
  };
}

export function filingCosts(claimAmount: number): InstructionSection {
  return {
    heading: text("costs.heading"),
    paragraphs: [filingFeeSentence(claimAmount), text("costs.summonsAndSheriff"), text("costs.feeWaiver")],
  };
}

export function serveTheDefendant(): InstructionSection {
  return {
    heading: text("serveTheDefendant.heading"),
    paragraphs: [
      text("serveTheDefendant.officialCopies"),
      text("serveTheDefendant.summons"),
      text("serveTheDefendant.chooseOne"),
    ],
    bullets: [
      text("serveTheDefendant.sheriff"),
      text("serveTheDefendant.processServer"),
      text("serveTheDefendant.certifiedMail"),
    ],
    after: [text("serveTheDefendant.company"), text("serveTheDefendant.askTheClerk")],
  };
}

export function pretrialConference(role: "plaintiff" | "defendant"): InstructionSection {
  const plaintiff = role === "plaintiff";
  return {
    heading: text("pretrialConference.heading"),
    paragraphs: [
      plaintiff ? text("pretrialConference.whenPlaintiff") : text("pretrialConference.whenDefendant"),
      plaintiff ? text("pretrialConference.mustAppearPlaintiff") : text("pretrialConference.mustAppearDefendant"),
      text("pretrialConference.bring"),
    ],
    bullets: [text("pretrialConference.thisDocument"), text("pretrialConference.proof"), text("pretrialConference.photoId")],
    after: [text("pretrialConference.agreement"), text("pretrialConference.trial")],
  };
}

/**
 * What to do with a statement of claim: sign it, attach the papers, get the filing packet, file it, pay, have it
 * served, and appear.
 */
export function filingAStatementOfClaim(claim: {
  copies: string;
  attachments: readonly string[];
  county: string;
  amount: number;
}): InstructionSection[] {
  const documentName = text("statementOfClaim");
  return [
    signIt(documentName, claim.copies, true),
    ...attachYourPapers(documentName, claim.attachments),
    getYourPacket(documentName),
    whereToFile(claim.county),
    filingCosts(claim.amount),
    serveTheDefendant(),
    pretrialConference("plaintiff"),
  ];
}
