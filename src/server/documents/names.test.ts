/** Every name prints exactly, in every kind of document: the fonts carry Vietnamese, Polish and Nordic letters. */
import { describe, expect, it } from "vitest";
import { DOCUMENT_KINDS } from "@shared/documents/registry";
import { readPdf } from "../test-support/pdf-text";
import { renderDocument } from "./render-document";
import { SAMPLE_ANSWERS } from "./sample-answers";

const NAMES = ["Nguyễn Thị Hồng", "Łukasz Wójcik", "Ævar Þórsson", "Zoë Ødegård"];

describe.each(DOCUMENT_KINDS.map((kind) => kind.kind))("%s", (id) => {
  it.each(NAMES)("prints %s exactly wherever a name goes", async (name) => {
    const sample: Record<string, unknown> = SAMPLE_ANSWERS[id];
    const nameFields = Object.keys(sample).filter((field) => field.endsWith("_name"));
    expect(nameFields.length, "the sample has name fields").toBeGreaterThan(0);
    const answers = { ...sample, ...Object.fromEntries(nameFields.map((field) => [field, name])) };
    const pdf = await readPdf(await renderDocument({ kind: id, templateData: answers, title: `Sample ${id}` }));
    // Each name field prints at least once: the name is there at least as many times as there are fields.
    expect(pdf.text.split(name).length - 1).toBeGreaterThanOrEqual(nameFields.length);
  });
});
