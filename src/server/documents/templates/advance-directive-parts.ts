/**
 * What the living will and the health care surrogate designation share (Fla. Stat. ch. 765): the block that
 * names a person (name, address, phone), the signing by the principal and two witnesses (no notary), and the
 * plain-English sections on signing, copies and changing your mind.
 */
import type { Cited } from "@shared/florida/law";
import { BLANK, countWord } from "../layout/instrument";
import { execution } from "../layout/signatures";
import type { InstructionSection } from "../layout/instructions";
import type { PdfWriter } from "../pdf-writer";
import { oneLine } from "../typed-text";
import { summaryWithCitation } from "./cited-rule";
import { statuteInText } from "./statute-in-text";

export const INSTRUCTIONS_INTRO = "Keep these pages for yourself. They are not part of the signed document.";

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

export interface WitnessRules {
  witnesses: Cited<number>;
  notRelative: Cited<number>;
  notary: Cited<boolean>;
  extra?: readonly string[];
}

/** `extraSteps` come before the signature: filling in a date, initials. */
export function howToSignDirective(documentName: string, extraSteps: readonly string[], rules: WitnessRules): InstructionSection[] {
  return [
    {
      heading: "Who can be a witness",
      bullets: [
        summaryWithCitation(rules.witnesses),
        summaryWithCitation(rules.notRelative),
        ...(rules.extra ?? []),
        summaryWithCitation(rules.notary),
      ],
    },
    {
      heading: "How to sign it",
      steps: [
        "Sign only when both witnesses are with you.",
        ...extraSteps,
        `Sign the ${documentName} on the signature line and write the date.`,
        "Each witness signs, prints their name and address, and writes the date.",
      ],
    },
  ];
}

export function copiesAndChanges(copies: readonly string[], revocation: Cited<boolean>): InstructionSection[] {
  return [
    {
      heading: "Copies: who needs one",
      bullets: copies,
      after: [
        "Keep the signed original at home where your family can find it fast, not in a bank safe-deposit box.",
        "Take a copy with you when you go to the hospital.",
      ],
    },
    {
      heading: "If you change your mind",
      paragraphs: [summaryWithCitation(revocation), "Tell your doctor and everyone who has a copy. Ask for their copies back."],
    },
  ];
}
