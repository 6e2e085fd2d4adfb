/** Instruction sections both small claims papers share: signing, filing, costs, service, the pretrial conference. */
import { FEE_NOTE, smallClaimsFilingFee } from "@shared/florida/fees";
import { COURTS, SMALL_CLAIMS } from "@shared/florida/law";
import { formatMoney } from "@shared/i18n/format";
import type { InstructionSection } from "../layout/instructions";
import { summaryWithCitation } from "./cited-rule";

const portal = COURTS.eFilingPortal.value.replace(/^https:\/\//, "");

/** Filing online instead of at the clerk's office. */
export const FILE_ONLINE =
  `Or file it online at ${portal}, the Florida Courts E-Filing Portal. ` +
  "Make an account there as a person filing without a lawyer.";

/** The plain-English sentence of a cited rule. */
const say = (rule: { summary?: string }) => rule.summary ?? "";

export function signIt(documentName: string, copies: string, underOath: boolean): InstructionSection {
  return {
    heading: "Check it, then sign it",
    steps: [
      `Read every line of the ${documentName}. If something is wrong, change your answers in the app and download it again.`,
      "If your phone number or e-mail is blank, write it in by hand. The court needs a way to reach you.",
      "Sign it by hand in blue or black ink, on the signature line. Write the date next to \"Date\".",
      `Make copies: ${copies}.`,
    ],
    after: underOath
      ? [
          "You sign \"under penalties of perjury\". Everything in it must be true. Lying in it is a crime. " +
            "You do not need a notary (Fla. Stat. § 92.525).",
        ]
      : [],
  };
}

/** Copies of the papers the claim rests on, stapled behind the statement of claim (none: no section). */
function attachYourPapers(attachments: readonly string[]): InstructionSection[] {
  if (attachments.length === 0) return [];
  return [
    {
      heading: "Attach your papers",
      paragraphs: ["Staple a copy of each of these behind every copy of the Statement of Claim:"],
      bullets: attachments,
      after: ["Keep the originals. Bring them to court."],
    },
  ];
}

export function whereToFile(county: string, caseNumber?: string): InstructionSection {
  return {
    heading: "Where to file it",
    paragraphs: [
      `Take it to the Clerk of the County Court in ${county} County.`,
      FILE_ONLINE,
      ...(caseNumber ? [`Write the case number, ${caseNumber}, on anything you send to the court.`] : []),
    ],
  };
}

export function filingCosts(claimAmount: number): InstructionSection {
  const fee = smallClaimsFilingFee(claimAmount);
  const { summonsFeeDollars, sheriffServiceFeeDollars, civilIndigentFeeWaiver } = SMALL_CLAIMS;
  return {
    heading: "What it costs",
    paragraphs: [
      fee.ok
        ? `The filing fee for a claim of ${formatMoney(claimAmount)} is ${formatMoney(fee.fee, "whole")} (${fee.citation}). ${FEE_NOTE}`
        : fee.message,
      `The clerk also charges ${formatMoney(summonsFeeDollars.value, "whole")} for each summons ` +
        `(${summonsFeeDollars.citation}). The sheriff charges ${formatMoney(sheriffServiceFeeDollars.value, "whole")} ` +
        `to deliver the papers to each defendant (${sheriffServiceFeeDollars.citation}).`,
      `${say(civilIndigentFeeWaiver)} Ask the clerk for an "Application for Determination of Civil Indigent ` +
        `Status" (${civilIndigentFeeWaiver.citation}).`,
    ],
  };
}

export function serveTheDefendant(): InstructionSection {
  const { sheriffServiceFeeDollars, certifiedMailServiceOnlyForFloridaResidents } = SMALL_CLAIMS;
  return {
    heading: "Getting the papers to the defendant",
    paragraphs: [
      "The defendant must get official copies of your papers. This is called service. You cannot hand them over yourself.",
      "When you file, the clerk makes a Summons/Notice to Appear for each defendant. It says when the pretrial conference is.",
      "Choose one way to deliver it:",
    ],
    bullets: [
      `The sheriff of the county where the defendant lives (${formatMoney(sheriffServiceFeeDollars.value, "whole")} for each defendant).`,
      "A certified process server. They set their own price.",
      `Certified mail sent by the clerk. ${summaryWithCitation(certifiedMailServiceOnlyForFloridaResidents)}`,
    ],
    after: ["Before your court date, ask the clerk if the defendant was served."],
  };
}

export function pretrialConference(role: "plaintiff" | "defendant"): InstructionSection {
  const rules = SMALL_CLAIMS;
  const when =
    role === "plaintiff"
      ? `${say(rules.pretrialConferenceWithinDaysOfFiling)} The date, time and place are on the Summons/Notice to Appear.`
      : "The date, time and place are on the Summons/Notice to Appear you received.";
  return {
    heading: "Go to the pretrial conference",
    paragraphs: [
      when,
      `You must appear at the pretrial conference. ${summaryWithCitation(rules.defaultIfPartyDoesNotAppear)}`,
      "Bring:",
    ],
    bullets: [
      "This document and a copy of everything you filed.",
      "Your proof: contracts, receipts, photos, texts, letters.",
      "A photo ID.",
    ],
    after: [
      `${say(rules.summaryDispositionAtPretrial)} Many cases end there with an agreement.`,
      `${say(rules.trialWithinDaysAfterPretrial)} ${say(rules.trialNoticeMinimumDays)}`,
    ],
  };
}

/** What to do with a statement of claim: sign it, attach the papers, file it, pay, have it served, and appear. */
export function filingAStatementOfClaim(claim: {
  copies: string;
  attachments: readonly string[];
  county: string;
  amount: number;
}): InstructionSection[] {
  return [
    signIt("Statement of Claim", claim.copies, true),
    ...attachYourPapers(claim.attachments),
    whereToFile(claim.county),
    filingCosts(claim.amount),
    serveTheDefendant(),
    pretrialConference("plaintiff"),
  ];
}
