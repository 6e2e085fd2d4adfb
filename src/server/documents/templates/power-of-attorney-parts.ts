/**
 * What the durable and the limited power of attorney share: the articles on the agent's age and on copies, the
 * signing (principal, two witnesses, notary: § 709.2105(2)), and the plain-English sections on signing, the
 * agent's duties, revoking and keeping the paper.
 */
import { POWER_OF_ATTORNEY } from "../../../shared/florida/law";
import { countWord, type Article } from "../layout/instrument";
import { execution } from "../layout/signatures";
import type { InstructionSection } from "../layout/instructions";
import type { PdfWriter } from "../pdf-writer";
import { statuteInText } from "./statute-in-text";

const poa = POWER_OF_ATTORNEY;
const cited = (rule: { citation: string }) => `(${statuteInText(rule.citation)})`;
const say = (rule: { summary?: string; citation: string }) => `${rule.summary ?? ""} (${rule.citation})`;

export const INSTRUCTIONS_INTRO = "Keep these pages for yourself. They are not part of the power of attorney.";

export function noSpecialPowers(): string {
  return (
    `I do not give my agent any power listed in ${statuteInText(poa.powersRequiringSeparateInitials.citation)}, such as ` +
    "making gifts, creating or changing a trust, creating or changing rights of survivorship, or creating or " +
    "changing a beneficiary designation."
  );
}

export function agentAgeArticle(hasSuccessor: boolean): Article {
  const who = hasSuccessor ? "My agent and my successor agent are each" : "My agent is";
  return {
    heading: "My agent's age",
    body: [`${who} ${poa.agentMinimumAge.value} years of age or older ${cited(poa.agentMinimumAge)}.`],
  };
}

export function copiesArticle(): Article {
  return {
    heading: "Copies",
    body: [
      "A photocopy or electronically transmitted copy of this signed power of attorney has the same effect as the " +
        `original ${cited(poa.copiesHaveSameEffect)}.`,
    ],
  };
}

export interface Principal {
  name: string;
  address: string;
}

export function signPowerOfAttorney(w: PdfWriter, title: string, principal: Principal, county: string | undefined): void {
  const witnesses = countWord(poa.witnessesRequired.value);
  execution(w, {
    signer: { role: "Principal", name: principal.name, address: principal.address },
    statement:
      `I, ${principal.name}, sign this ${title.toLowerCase()} on the date written below, in the presence of the ` +
      `${witnesses} subscribing witnesses and the notary public named below ${cited(poa.witnessesRequired)}.`,
    witnessStatement:
      `We, the ${witnesses} undersigned witnesses, declare that ${principal.name} signed this ${title.toLowerCase()} ` +
      `in our presence, and that we signed it below as subscribing witnesses in the presence of ${principal.name} ` +
      "and of each other.",
    witnesses: poa.witnessesRequired.value,
    notary: { county },
  });
}

export function beforeYouSign(agentName: string): InstructionSection {
  return {
    heading: "Before you sign",
    bullets: [
      `Ask ${agentName} if they agree to be your agent. Talk about what you want them to do.`,
      `Find ${poa.witnessesRequired.value} adult witnesses and a notary public ${`(${poa.witnessesRequired.citation})`}. ` +
        "Banks, credit unions, shipping stores and many law offices have notaries. Bring a photo ID.",
      `${poa.witnessBestPractice.summary} This is good practice, not a rule of law.`,
    ],
  };
}

export function howToSign(documentName: string, initialed: readonly string[]): InstructionSection {
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
      `${say(poa.notaryRequired)} If any signature is missing, banks and others may refuse the document.`,
      ...(initialed.length > 0 ? [`${say(poa.powersRequiringSeparateInitials)}`] : []),
    ],
  };
}

export function agentsJob(agentName: string, principalName: string, pay: string): InstructionSection {
  return {
    heading: "What your agent must do",
    paragraphs: [
      say(poa.agentAcceptance),
      say(poa.agentDuties),
      pay,
      `When ${agentName} signs for you, they sign like this: "${principalName}, by ${agentName}, as agent".`,
    ],
  };
}

export function changeYourMind(): InstructionSection {
  return {
    heading: "If you change your mind",
    paragraphs: [
      say(poa.revocation),
      "To cancel it, sign and date a short letter that says you revoke it. Give a copy to your agent and to every " +
        "bank or office that has a copy. Ask for your original back.",
      say(poa.endsAtDeath),
    ],
  };
}

export function whereToKeepIt(realEstate: boolean): InstructionSection {
  return {
    heading: "Where to keep it",
    bullets: [
      "Keep the signed original in a safe place at home where your agent can find it. A bank safe-deposit box " +
        "that only you can open is a bad place.",
      "Give a copy to your agent. Keep a list of everyone who gets a copy.",
      say(poa.copiesHaveSameEffect),
      ...(realEstate
        ? ["To sell or mortgage real estate, the title company will usually record the power of attorney with the " +
            "Clerk of Court in the county where the property is. They may ask for the original."]
        : []),
    ],
  };
}
