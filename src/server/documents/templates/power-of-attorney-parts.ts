/**
 * What the durable and the limited power of attorney share: the whole paper around their own articles (the title,
 * the articles on the agent's age and on copies, the signing by the principal, two witnesses and a notary:
 * § 709.2105(2)) and the plain-English sections on signing, the agent's duties, revoking and keeping the paper.
 */
import { POWER_OF_ATTORNEY } from "@shared/florida/law";
import { articles, countWord, instrumentTitle, type Article } from "../layout/instrument";
import { execution } from "../layout/signatures";
import { instructionsPages, type InstructionSection } from "../layout/instructions";
import type { PdfWriter } from "../pdf-writer";
import { statuteInParentheses, summaryWithCitation } from "./cited-rule";
import { statuteInText } from "./statute-in-text";

const poa = POWER_OF_ATTORNEY;

const INSTRUCTIONS_INTRO = "Keep these pages for yourself. They are not part of the power of attorney.";

export function noSpecialPowers(): string {
  return (
    `I do not give my agent any power listed in ${statuteInText(poa.powersRequiringSeparateInitials.citation)}, such as ` +
    "making gifts, creating or changing a trust, creating or changing rights of survivorship, or creating or " +
    "changing a beneficiary designation."
  );
}

function agentAgeArticle(hasSuccessor: boolean): Article {
  const who = hasSuccessor ? "My agent and my successor agent are each" : "My agent is";
  return {
    heading: "My agent's age",
    body: [`${who} ${poa.agentMinimumAge.value} years of age or older ${statuteInParentheses(poa.agentMinimumAge)}.`],
  };
}

function copiesArticle(): Article {
  return {
    heading: "Copies",
    body: [
      "A photocopy or electronically transmitted copy of this signed power of attorney has the same effect as the " +
        `original ${statuteInParentheses(poa.copiesHaveSameEffect)}.`,
    ],
  };
}

export interface Principal {
  name: string;
  address: string;
}

function signPowerOfAttorney(w: PdfWriter, title: string, principal: Principal, county: string | undefined): void {
  const witnesses = countWord(poa.witnessesRequired.value);
  execution(w, {
    signer: { role: "Principal", name: principal.name, address: principal.address },
    statement:
      `I, ${principal.name}, sign this ${title.toLowerCase()} on the date written below, in the presence of the ` +
      `${witnesses} subscribing witnesses and the notary public named below ${statuteInParentheses(poa.witnessesRequired)}.`,
    witnessStatement:
      `We, the ${witnesses} undersigned witnesses, declare that ${principal.name} signed this ${title.toLowerCase()} ` +
      `in our presence, and that we signed it below as subscribing witnesses in the presence of ${principal.name} ` +
      "and of each other.",
    witnesses: poa.witnessesRequired.value,
    notary: { county },
  });
}

function beforeYouSign(agentName: string): InstructionSection {
  return {
    heading: "Before you sign",
    bullets: [
      `Ask ${agentName} if they agree to be your agent. Talk about what you want them to do.`,
      `Find ${poa.witnessesRequired.value} adult witnesses and a notary public (${poa.witnessesRequired.citation}). ` +
        "Banks, credit unions, shipping stores and many law offices have notaries. Bring a photo ID.",
      `${poa.witnessBestPractice.summary} This is good practice, not a rule of law.`,
    ],
  };
}

function howToSign(documentName: string, initialed: readonly string[]): InstructionSection {
  return {
    heading: "How to sign it",
    steps: [
      `Do not sign yet. Wait until you are with both witnesses and the notary, all at the same time.`,
      ...(initialed.length > 0
        ? [`In front of them, write your initials on the line next to each of these special powers: ${initialed.join("; ")}.`]
        : []),
      `Sign the ${documentName} on the line "Signature of principal" and write the date.`,
      "Each witness signs, prints their name and address, and writes the date.",
      "The notary fills in the notary acknowledgment, signs it and stamps it.",
    ],
    after: [
      `${summaryWithCitation(poa.notaryRequired)} If any signature is missing, banks and others may refuse the document.`,
      ...(initialed.length > 0 ? [summaryWithCitation(poa.powersRequiringSeparateInitials)] : []),
    ],
  };
}

function agentsJob(agentName: string, principalName: string, pay: string): InstructionSection {
  return {
    heading: "What your agent must do",
    paragraphs: [
      summaryWithCitation(poa.agentAcceptance),
      summaryWithCitation(poa.agentDuties),
      pay,
      `When ${agentName} signs for you, they sign like this: "${principalName}, by ${agentName}, as agent".`,
    ],
  };
}

function changeYourMind(): InstructionSection {
  return {
    heading: "If you change your mind",
    paragraphs: [
      summaryWithCitation(poa.revocation),
      "To cancel it, sign and date a short letter that says you revoke it. Give a copy to your agent and to every " +
        "bank or office that has a copy. Ask for your original back.",
      summaryWithCitation(poa.endsAtDeath),
    ],
  };
}

function whereToKeepIt(realEstate: boolean): InstructionSection {
  return {
    heading: "Where to keep it",
    bullets: [
      "Keep the signed original in a safe place at home where your agent can find it. A bank safe-deposit box " +
        "that only you can open is a bad place.",
      "Give a copy to your agent. Keep a list of everyone who gets a copy.",
      summaryWithCitation(poa.copiesHaveSameEffect),
      ...(realEstate
        ? ["To sell or mortgage real estate, the title company will usually record the power of attorney with the " +
            "Clerk of Court in the county where the property is. They may ask for the original."]
        : []),
    ],
  };
}

export interface PowerOfAttorney {
  title: string;
  principal: Principal;
  agentName: string;
  signingCounty: string | undefined;
  /** This paper's own articles; the agent's age and copies follow them. */
  articles: readonly Article[];
  hasSuccessorAgent: boolean;
  /** The § 709.2202(1) powers the principal initials one by one. */
  initialed: readonly string[];
  /** The instruction section on when it starts, when it ends and whether it is durable. */
  term: InstructionSection;
  /** What the instructions say about the agent's pay. */
  pay: string;
  /** The powers cover real estate (the paper may have to be recorded). */
  realEstate: boolean;
  statutes: readonly string[];
}

/** The whole power of attorney: title, articles, signing, then the instruction pages. */
export function powerOfAttorney(w: PdfWriter, paper: PowerOfAttorney): void {
  instrumentTitle(w, paper.title, paper.principal);
  articles(w, [...paper.articles, agentAgeArticle(paper.hasSuccessorAgent), copiesArticle()]);
  signPowerOfAttorney(w, paper.title, paper.principal, paper.signingCounty);
  instructionsPages(
    w,
    [
      beforeYouSign(paper.agentName),
      howToSign(paper.title.toLowerCase(), paper.initialed),
      paper.term,
      agentsJob(paper.agentName, paper.principal.name, paper.pay),
      changeYourMind(),
      whereToKeepIt(paper.realEstate),
    ],
    paper.statutes,
    INSTRUCTIONS_INTRO,
  );
}
