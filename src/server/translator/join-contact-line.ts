/**
 * A sentence that ends "…mail a copy to the Plaintiff's attorney:" with the one meant on the next line ("Brooksville
 * Law Group, P.A., 20 North Main Street, Brooksville, FL 34601, (352) 555-0827.") read as one sentence, so
 * split-contact-colon.ts says it as two: "…mail a copy to the Plaintiff's attorney." "The Plaintiff's attorney is
 * Brooksville Law Group, P.A., …". Only a block of one line with a name and a ZIP code or a phone number.
 */
import type { Block } from "./sentences";

const ENDS_WITH_WHOM = /\s(?:to|with)\s+(?:the|your|its|their|our)\s+(?:[A-Za-z][\w'’-]*\s+){0,3}[A-Za-z][\w'’-]*\s*:$/;
const CONTACT = /^[A-Z][^:;]*?(?:\b\d{5}(?:-\d{4})?\b|\(\d{3}\)\s?\d{3}-\d{4}|\b\d{3}-\d{3}-\d{4}\b)[^:;]*$/;

export function joinContactLine(blocks: readonly Block[]): Block[] {
  const joined: Block[] = [];
  for (let at = 0; at < blocks.length; at += 1) {
    const block = blocks[at]!;
    const next = blocks[at + 1];
    const last = block.sentences.at(-1)?.trim() ?? "";
    const line = next?.sentences.length === 1 ? next.sentences[0]!.trim() : undefined;
    if (!block.heading && ENDS_WITH_WHOM.test(last) && line !== undefined && CONTACT.test(line)) {
      joined.push({ heading: false, sentences: [...block.sentences.slice(0, -1), `${last} ${line}`] });
      at += 1;
    } else joined.push(block);
  }
  return joined;
}
