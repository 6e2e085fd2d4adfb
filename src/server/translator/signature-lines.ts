/**
 * A paper's signature block said as a sentence: "ROWENA K. STAVROPOULOS-EKE" above "County Judge" → "It is signed by
 * ROWENA K. STAVROPOULOS-EKE, County Judge."; "Sincerely," above "Marcus Bellamy" and "Account Representative" → "It
 * is signed by Marcus Bellamy, Account Representative."; "Darnell Q. Whitfield-Osei, Certified Process Server #SR-0419"
 * → "It is signed by …"; "DATED: December 9, 2027 DONALD C. SPENCER, Clerk of Court and Comptroller" (a date and a
 * signature side by side on the page) → "It is dated December 9, 2027. It is signed by DONALD C. SPENCER, Clerk of
 * Court and Comptroller.". Line by line these are fragments; by full stops they run into the next sentence.
 *
 * Only lines whose part is certain: after the paper's first sentence of its own (a name at the head is the sender or
 * the one it is sent to: head-lines.ts), a name (a person's, or a company's) with a title a signer has (a judge, a
 * clerk, a manager, an agent, a landlord…), or any name after a closing ("Sincerely,"). Names listed after "Copies
 * to:" are those a copy went to, not told. Every value of the lines must be in the sentence.
 */
import type { HeadBlock } from "./head-lines";
import type { LabelBlock } from "./letter-header";
import { fillSentence } from "./sentence-templates";
import { keepsAllValues } from "./values";

/** A person's or a company's name: capitalized words and initials, maybe "Judge" before it, "Esq." or "LLC" after. */
const NAME =
  /^(?:(?:Judge|Hon\.|HON\.|Honorable|HONORABLE)\s+)?(?:[A-Z][\p{L}'’.-]*,?\s+(?:&\s+)?){1,6}[A-Z][\p{L}'’-]*\.?(?:,\s*(?:Esq\.|LCAM|CAM|Jr\.|Sr\.|II|III|LLC|L\.L\.C\.|Inc\.|INC\.|LLLP|LLP|LP|Ltd\.|P\.A\.|PLLC))?$/u;
/** Words of a heading or a form, never a signer's name. */
const NOT_A_NAME =
  /\b(?:NOTICE|ORDER|JUDGMENT|MOTION|SUMMONS|CERTIFICATE|SERVICE|COURT|COUNTY OF|STATE OF|IMPORTANT|ARTICLE|SECTION|DEPARTMENT|BOARD|DIRECTORS|DATE|SIGNATURE)\b/i;

/** What a signer is: "County Judge", "Clerk of the Circuit Court and Comptroller", "Regional Manager", "Landlord". */
const TITLE = new RegExp(
  "^(?:" +
    [
      "(?:County|Circuit)(?: Court)? Judge",
      "(?:Deputy )?Clerk(?: of (?:the )?(?:Circuit |County )?Courts?)?(?:,? (?:and|&) Comptroller)?",
      "Clerk and Comptroller",
      "Notary Public(?:, State of Florida)?",
      "(?:Certified |Special )?Process Server(?: #?[A-Z0-9-]+)?",
      "Florida Bar No\\.? \\d+",
      "(?:(?:Regional|Property|Community Association|Community|Office|General|Account|Collections) )?(?:Manager|Representative)",
      "Authorized Agent",
      "Managing Member",
      "Secretary",
      "(?:Vice )?President",
      "Treasurer",
      "Landlord",
      "Principal",
      "Declarant",
    ].join("|") +
    ")$",
);

const CLOSING = /^(?:Sincerely|Respectfully(?: submitted)?|Very truly yours|Regards|Best regards)\s*,\s*(.*)$/i;
/** "DATED: December 9, 2027 DONALD C. SPENCER, Clerk of Court and Comptroller", "Dated November 18, 2027. BILL …". */
const DATED_SIGNER =
  /^(Dated|Date|Issued)\s*[:\s]\s*((?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2},\s+\d{4})\.?\s+(\S.*)$/i;
/**
 * "Signed: ______ Marguerite O. Lindgren-Adeyemi", "_______ Thelonius B. Ashgrove-Mensah", "By: ______ Deputy Clerk",
 * "/s/ Rosalind M. Quartermaine": the line to sign (or an electronic signature), and what is written on it, maybe nothing.
 */
const SIGNED_ON_LINE = /^(Signed\s*:\s*|By\s*:\s*)?(_{3,}|\/s\/)\s*(.*)$/i;
/** A blank line to sign alone on its line. */
const BLANK_LINE = /^_{3,}$/;
/**
 * What shows a paper was signed, not a form to sign: an electronic signature ("/s/ Name", "eSigned", "Electronically
 * signed") or a date of signing ("Signed on May 2, 2030", "Date signed: …", "Executed this 3rd day of …").
 */
const SIGNED_ORIGINAL =
  /\/s\/|\be-?signed\b|\b(?:electronically|digitally) signed\b|\bsigned (?:electronically|digitally)\b|\b(?:signed|executed) (?:on|this)\b[^.\n]{0,40}\b\d{4}\b|\bdate signed\s*:\s*\S*\d/i;
/** "For the Board of Directors, Philomena A. Hargreaves-Ukah, Secretary": whom the signer signs for. */
const SIGNS_FOR = /^(For the [A-Z][A-Za-z ]+?),\s+(\S.*)$/;
/** "Copies to:", "Copies given by e-mail or U.S. Mail to:", "cc:": a list of those a copy went to follows. */
const COPIES = /^(?:copies|copy|cc)\b.*:$/i;

/**
 * A block's one line; "HON." before a judge's name, and a sentence "Dated November 18, 2027." before a signer, are cut
 * from it as sentences of their own, and go with it.
 */
function lineOf(block: LabelBlock | undefined): string | undefined {
  if (!block || block.told !== undefined) return undefined;
  const [first, second, ...more] = block.sentences.map((sentence) => sentence.trim());
  if (more.length > 0 || first === undefined) return undefined;
  if (second === undefined) return first;
  return /^(?:Hon\.|Dated\s.*\d{4}\.)$/i.test(first) ? `${first} ${second}` : undefined;
}

const isName = (line: string) => NAME.test(line) && !NOT_A_NAME.test(line) && !/\d/.test(line);

/** "NAME, Title" on one line: the signer as written, when the part after the last comma is a signer's title. */
function signerWithTitle(line: string): string | undefined {
  const signsFor = SIGNS_FOR.exec(line);
  if (signsFor) {
    const signer = signerWithTitle(signsFor[2]!);
    return signer && `${signer}, ${signsFor[1]![0]!.toLowerCase()}${signsFor[1]!.slice(1)}`;
  }
  const comma = line.lastIndexOf(", ");
  if (comma < 0) return undefined;
  const [name, title] = [line.slice(0, comma), line.slice(comma + 2).replace(/,$/, "")];
  return isName(name) && TITLE.test(title) ? `${name}, ${title}` : undefined;
}

/** The signer whose lines start at block `at`: the signer as written and how many blocks it fills. */
function signerAt(
  blocks: readonly LabelBlock[],
  at: number,
  afterClosing: boolean,
): { signer: string; count: number } | undefined {
  const line = lineOf(blocks[at])?.replace(/,$/, "");
  if (line === undefined) return undefined;
  const title = lineOf(blocks[at + 1])?.replace(/,$/, "");
  if (isName(line) && title !== undefined && TITLE.test(title)) return { signer: `${line}, ${title}`, count: 2 };
  const signer = signerWithTitle(line) ?? (afterClosing && isName(line) ? line : undefined);
  return signer === undefined ? undefined : { signer, count: 1 };
}

/** The lines from block `at` told, with how many blocks they fill: a closing and its signer, a signer, a date and its signer. */
function signatureAt(blocks: readonly LabelBlock[], at: number, signed: boolean): { told: string; count: number } | undefined {
  const line = lineOf(blocks[at]);
  if (line === undefined) return undefined;
  const closing = CLOSING.exec(line);
  if (closing) {
    const inline = closing[1]!.trim();
    if (inline) {
      // "Sincerely, Fitzgerald Okonkwo-Sandoval, LCAM" above "Community Association Manager".
      const title = lineOf(blocks[at + 1])?.replace(/,$/, "");
      if (isName(inline.replace(/,$/, "")) && title !== undefined && TITLE.test(title))
        return { told: fillSentence("signed-by", { signer: `${inline.replace(/,$/, "")}, ${title}` }), count: 2 };
      const signer = signerWithTitle(inline) ?? (isName(inline) ? inline : undefined);
      return signer === undefined ? undefined : { told: fillSentence("signed-by", { signer }), count: 1 };
    }
    const signer = signerAt(blocks, at + 1, true);
    return signer && { told: fillSentence("signed-by", { signer: signer.signer }), count: signer.count + 1 };
  }
  const dated = DATED_SIGNER.exec(line);
  if (dated) {
    const signer = signerWithTitle(dated[3]!);
    if (signer === undefined) return undefined;
    const date = dated[2]!;
    const when = /^issued$/i.test(dated[1]!) ? fillSentence("issued-on", { date }) : fillSentence("dated", { date });
    return { told: `${when} ${fillSentence("signed-by", { signer })}`, count: 1 };
  }
  const onLine = SIGNED_ON_LINE.exec(line);
  if (onLine) return signedOnLine(blocks, at, onLine, signed);
  if (BLANK_LINE.test(line)) {
    // A name typed under the line to sign: its signer, whatever the next lines say.
    const under = signerAt(blocks, at + 1, true);
    return under && { told: typedName(under.signer, signed), count: under.count + 1 };
  }
  const signer = signerAt(blocks, at, false);
  return signer && { told: fillSentence("signed-by", { signer: signer.signer }), count: signer.count };
}

/**
 * A name typed under a line to sign is who signed only on a signed original (`signed`: the paper shows a signature,
 * SIGNED_ORIGINAL); on a form or a copy to sign it is only the name there.
 */
const typedName = (signer: string, signed: boolean) =>
  signed ? fillSentence("signed-by", { signer }) : fillSentence("name-at-end", { signer });

/**
 * The line to sign at block `at` (`onLine`: SIGNED_ON_LINE's match) told. "______ Deputy Clerk", a title and no name,
 * is a line for the deputy clerk to sign, never "signed by ______"; "/s/ NAME" is NAME's signature, said with the name
 * and title on the next line when they follow it; "By: ______" with nothing on it takes the name under it, or stays
 * as written. "Signed: ______ NAME" is who signed, as the paper says.
 */
function signedOnLine(
  blocks: readonly LabelBlock[],
  at: number,
  [, label = "", mark = "", written = ""]: RegExpExecArray,
  signed: boolean,
): { told: string; count: number } | undefined {
  const text = written.trim().replace(/,$/, "");
  const electronic = mark === "/s/";
  if (!text) {
    if (electronic) return undefined;
    const under = signerAt(blocks, at + 1, true);
    return under && { told: typedName(under.signer, signed), count: under.count + 1 };
  }
  if (!electronic && TITLE.test(text) && !/\d/.test(text)) {
    return { told: fillSentence("line-to-sign", { title: text }), count: 1 };
  }
  // "NAME, Park Manager, (352) 555-0472": a name first, then what goes with it, all as written.
  const signer = signerWithTitle(text) ?? (isName(text) || isName(text.split(",")[0]!) ? text : undefined);
  if (signer === undefined) return undefined;
  if (electronic) {
    const titled = signerAt(blocks, at + 1, true);
    if (titled && titled.signer.startsWith(signer) && titled.signer !== signer)
      return { told: fillSentence("signed-by", { signer: titled.signer }), count: titled.count + 1 };
    return { told: fillSentence("signed-by", { signer }), count: 1 };
  }
  return { told: /^signed/i.test(label) ? fillSentence("signed-by", { signer }) : typedName(signer, signed), count: 1 };
}

/** A sentence of the paper's own: signature blocks come after one. */
const isOwnSentence = (block: LabelBlock) =>
  block.told === undefined && !block.heading && block.sentences.some((line) => line.split(/\s+/).length >= 8);

/** `blocks` with each signature block after the paper's first sentence told as a sentence (its blocks made one). */
export function tellSignatures(told: readonly HeadBlock[]): HeadBlock[] {
  // "By: ______" and "By: /s/ NAME", told by their label (letter-header.ts), are lines to sign: told here.
  const blocks = told.map((block) =>
    block.told !== undefined && block.sentences.length === 1 && /^By\s*:\s*(?:_{3}|\/s\/)/i.test(block.sentences[0]!.trim())
      ? { ...block, told: undefined }
      : block,
  );
  const signed = blocks.some((block) => block.sentences.some((sentence) => SIGNED_ORIGINAL.test(sentence)));
  const result: HeadBlock[] = [];
  let begun = false;
  let copies = false;
  for (let at = 0; at < blocks.length;) {
    const block = blocks[at]!;
    const line = lineOf(block);
    if (isOwnSentence(block)) [begun, copies] = [true, false];
    else if (line !== undefined && COPIES.test(line)) copies = true;
    const signature = begun && !copies ? signatureAt(blocks, at, signed) : undefined;
    const lines = signature && blocks.slice(at, at + signature.count).map((one) => one.sentences.join(" ").trim());
    // The lines stay lines in the block's original: joined by spaces, "Marcus Bellamy" and "Account Representative"
    // would read as one name.
    const original = lines?.join("\n");
    if (!signature || original === undefined || !keepsAllValues(original, signature.told)) {
      result.push(block);
      at += 1;
      continue;
    }
    result.push({ heading: signature.count > 1 || block.heading, sentences: [original], told: signature.told });
    at += signature.count;
  }
  return result;
}
