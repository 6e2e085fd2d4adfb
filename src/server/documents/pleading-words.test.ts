/** The review's "On the paper it will read" (src/client/wizard/pleading-words.ts) says what the renderers print. */
import { describe, expect, it } from "vitest";
import { PLEADING_WORDS } from "@shared/documents/pleading-words";
import type { DocumentKindId } from "@shared/documents/registry";
import { SAMPLE_ANSWERS } from "@server/documents/sample-answers";
import { pdfRenderer } from "@server/test-support/render-pdf";

const oneLine = (text: string) => text.replace(/\s+/g, " ");

describe("the paper's words before hers", () => {
  for (const [kind, fields] of Object.entries(PLEADING_WORDS)) {
    for (const [field, words] of Object.entries(fields)) {
      it(`${kind}: ${field} reads "${words.leadIn} …"`, async () => {
        const answers = { ...(SAMPLE_ANSWERS as Record<string, Record<string, unknown>>)[kind] };
        answers[field] = "The marker sentence of this test.";
        const pdf = await pdfRenderer(kind as DocumentKindId, "Preview", new Date("2026-07-06T15:00:00Z"))(answers);
        expect(oneLine(pdf.text)).toContain(`${words.leadIn} The marker sentence of this test.`);
      });
    }
  }
});
