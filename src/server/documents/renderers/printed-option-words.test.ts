/**
 * What a wizard in another language shows under a printed option («En el documento: "…"») is what the paper
 * prints: for a defense, the name its paragraph starts with. Both read printedOptionWords; this renders every
 * defense of each answer and finds each name there, as the start of a sentence.
 */
import { describe, expect, it } from "vitest";
import { printedOptionWords, type FieldDefinition } from "@shared/documents/fields";
import { DOCUMENT_KINDS, type DocumentKindId } from "@shared/documents/registry";
import { englishOption } from "@server/documents/english-catalog";
import { SAMPLE_ANSWERS } from "@server/documents/sample-answers";
import { pdfRenderer } from "@server/test-support/render-pdf";

const DEFENSE_FIELDS: [DocumentKindId, string][] = [
  ["eviction_answer", "defenses"],
  ["debt_answer", "defenses"],
  ["small_claims_answer", "affirmative_defenses"],
];

describe("a defense's English words in the wizard", () => {
  it.each(DEFENSE_FIELDS)("%s: are the name its paragraph starts with in the paper", async (kindId, fieldName) => {
    const kind = DOCUMENT_KINDS.find((candidate) => candidate.kind === kindId)!;
    const field = (kind.fields as readonly FieldDefinition[]).find((candidate) => candidate.name === fieldName)!;
    if (!("options" in field)) throw new Error(`${kindId}.${fieldName} has no options`);
    const pdf = await pdfRenderer(kindId, "Answer")({ ...SAMPLE_ANSWERS[kindId], [fieldName]: [...field.options] });
    const flat = pdf.text.replace(/\s+/g, " ");
    for (const code of field.options) {
      const words = printedOptionWords(field, code, () => englishOption(kindId, field, code));
      expect(flat, `${kindId}.${fieldName}.${code}`).toMatch(
        new RegExp(`\\d+\\. ${words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\. `),
      );
    }
  });
});
