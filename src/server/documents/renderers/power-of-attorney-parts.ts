/**
 * What the durable and the limited power of attorney share: the whole paper around their own articles (the title,
 * the articles on the agent's age and on copies, the signing by the principal, two witnesses and a notary:
 * § 709.2105(2)) and the plain-English sections on signing, the agent's duties, revoking and keeping the paper
 * (their words in content/en/instructions/shared/power-of-attorney.yml).
 */
import { POWER_OF_ATTORNEY } from "@shared/florida/law";
import { articles, countWord, instrumentTitle, type Article } from "../layout/instrument";
import { execution } from "../layout/signatures";
import { instructionsPages, type InstructionSection } from "../layout/instructions";
import type { PdfWriter } from "../pdf-writer";
import { instructionsText } from "../instructions-text";
import { statuteInParentheses } from "./cited-rule";
import { statuteInText } from "./statute-in-text";

const poa = POWER_OF_ATTORNEY;

const text = instructionsText("shared/power-of-attorney");

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
    heading: text("beforeYouSign.heading"),
    bullets: [
      text("beforeYouSign.askTheAgent", { agent: agentName }),
      text("beforeYouSign.witnesses"),
      text("beforeYouSign.bestPractice"),
    ],
  };
}

function howToSign(documentName: string, initialed: readonly string[]): InstructionSection {
  return {
    heading: text("howToSign.heading"),
    steps: [
      text("howToSign.notYet"),
      ...(initialed.length > 0 ? [text("howToSign.initials", { powers: initialed.join("; ") })] : []),
      text("howToSign.sign", { document: documentName }),
      text("howToSign.witnessesSign"),
      text("howToSign.notary"),
    ],
    after: [text("howToSign.allSignatures"), ...(initialed.length > 0 ? [text("howToSign.initialsRule")] : [])],
  };
}

function agentsJob(agentName: string, principalName: string, pay: string): InstructionSection {
  return {
    heading: text("agentsJob.heading"),
    paragraphs: [
      text("agentsJob.acceptance"),
      text("agentsJob.duties"),
      pay,
      text("agentsJob.howAgentSigns", { agent: agentName, principal: principalName }),
    ],
  };
}

function sellingAVehicle(titleForm: string): InstructionSection {
  return {
    heading: text("sellingAVehicle.heading"),
    paragraphs: [titleForm, text("sellingAVehicle.fillInTheForm")],
  };
}

function changeYourMind(): InstructionSection {
  return {
    heading: text("changeYourMind.heading"),
    paragraphs: [text("changeYourMind.revocation"), text("changeYourMind.howToRevoke"), text("changeYourMind.death")],
  };
}

function whereToKeepIt(realEstate: boolean): InstructionSection {
  return {
    heading: text("whereToKeepIt.heading"),
    bullets: [
      text("whereToKeepIt.original"),
      text("whereToKeepIt.copyForAgent"),
      text("whereToKeepIt.copies"),
      ...(realEstate ? [text("whereToKeepIt.realEstate")] : []),
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
  /** Selling a vehicle: what the instructions say about Florida's own title form (HSMV 82053). */
  vehicleTitle?: string;
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
      ...(paper.vehicleTitle ? [sellingAVehicle(paper.vehicleTitle)] : []),
      changeYourMind(),
      whereToKeepIt(paper.realEstate),
    ],
    paper.statutes,
    text("intro"),
  );
}
