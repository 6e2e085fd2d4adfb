/**
 * What the living will and the health care surrogate designation share (Fla. Stat. ch. 765): the block that
 * names a person (name, address, phone), the signing by the principal and two witnesses (no notary), and the
 * plain-English sections on signing, copies and changing your mind (their words in
 * content/en/instructions/shared/advance-directive.yml).
 */
import type { Cited } from "@shared/florida/law";
import { BLANK, countWord } from "../layout/instrument";
import { execution } from "../layout/signatures";
import type { InstructionSection } from "../layout/instructions";
import type { PdfWriter } from "../pdf-writer";
import { oneLine } from "../typed-text";
import { instructionsText } from "../instructions-text";
import { statuteInText } from "./statute-in-text";

const text = instructionsText("shared/advance-directive");

/** The bold line under the instructions title (pass it to instructionsPages). */
export const directiveInstructionsIntro = () => text("intro");

export interface NamedPerson {
  name: string;
  address?: string | undefined;
  phone?: string | undefined;
  relationship?: string | undefined;
}

/** "Name: ...", "Address: ...", "Phone: ..." on separate lines; a blank to fill in where an answer is missing. */
export function personLines(person: NamedPerson): string {
  return [
    `Name: ${person.name}`,
    `Address: ${person.address ? oneLine(person.address) : BLANK}`,
    `Phone: ${person.phone ?? BLANK}`,
    ...(person.relationship ? [`Relationship to me: ${person.relationship}`] : []),
  ].join("\n");
}

export interface DirectiveSigning {
  /** "living will", "designation". */
  document: string;
  role: "Declarant" | "Principal";
  name: string;
  address: string;
  witnesses: Cited<number>;
  notRelative: Cited<number>;
  /** The law asks for adult witnesses (§ 765.202(1)). */
  adultWitnesses?: boolean;
  /** Whom the law bars from witnessing, said in the witnesses' statement. */
  notAWitness?: string | undefined;
}

export function signDirective(w: PdfWriter, signing: DirectiveSigning): void {
  const count = countWord(signing.witnesses.value);
  const notRelative = countWord(signing.notRelative.value);
  execution(w, {
    signer: { role: signing.role, name: signing.name, address: signing.address },
    statement: `I, ${signing.name}, sign this ${signing.document} on the date written below, in the presence of the ${count} subscribing witnesses named below.`,
    witnessStatement:
      `We, the ${count} undersigned ${signing.adultWitnesses ? "adult " : ""}witnesses, declare that ${signing.name} signed this ${signing.document} in ` +
      `our presence, and that we signed it below in the presence of ${signing.name} and of each other. ` +
      (signing.notAWitness ? `Neither of us is ${signing.notAWitness}. ` : "") +
      `At least ${notRelative} of us is neither the spouse nor a blood relative of ${signing.name} ` +
      `(${statuteInText(signing.notRelative.citation)}).`,
    witnesses: signing.witnesses.value,
  });
}

/** The kind's rules on who can witness and on the notary, as its instructions say them. */
export interface WitnessRules {
  witnesses: string;
  notRelative: string;
  notary: string;
  extra?: readonly string[];
}

/** `extraSteps` come before the signature: filling in a date, initials. */
export function howToSignDirective(
  documentName: string,
  extraSteps: readonly string[],
  rules: WitnessRules,
): InstructionSection[] {
  return [
    {
      heading: text("whoCanWitness.heading"),
      bullets: [rules.witnesses, rules.notRelative, ...(rules.extra ?? []), rules.notary],
    },
    {
      heading: text("howToSign.heading"),
      steps: [
        text("howToSign.bothWitnesses"),
        ...extraSteps,
        text("howToSign.sign", { document: documentName }),
        text("howToSign.witnessesSign"),
      ],
    },
  ];
}

/** `copies`: who gets one; `revocation`: the kind's rule on revoking it. */
export function copiesAndChanges(copies: readonly string[], revocation: string): InstructionSection[] {
  return [
    {
      heading: text("copies.heading"),
      bullets: copies,
      after: [text("copies.original"), text("copies.hospital")],
    },
    {
      heading: text("changeYourMind.heading"),
      paragraphs: [revocation, text("changeYourMind.tellEveryone")],
    },
  ];
}
