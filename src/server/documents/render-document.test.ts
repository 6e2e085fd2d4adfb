import { describe, expect, it } from "vitest";
import { DOCUMENT_KINDS } from "@shared/documents/registry";
import { pdfFonts, readPdf } from "../test-support/pdf-text";
import { englishKindTitle } from "./english-catalog";
import { DocumentDataError, renderDocument } from "./render-document";
import { SAMPLE_ANSWERS } from "./sample-answers";

const createdAt = new Date("2026-08-03T14:00:00Z");

describe.each(DOCUMENT_KINDS.map((kind) => [kind.kind, kind] as const))("%s", (id, kind) => {
  const title = englishKindTitle(id);
  const render = () => renderDocument({ kind: id, templateData: SAMPLE_ANSWERS[id], title: `Sample ${title}`, createdAt });

  it("is a tagged PDF a screen reader can follow, titled, in English", async () => {
    const buffer = await render();
    const pdf = await readPdf(buffer);
    expect(pdf.marked).toBe(true);
    expect(pdf.title).toBe(`Sample ${title}`);
    for (const role of ["Document", "H1", "H2", "P", "L", "LI", "Lbl", "LBody"]) expect(pdf.roles, role).toContain(role);
    const raw = buffer.toString("latin1");
    expect(raw).toMatch(/\/StructTreeRoot \d+ 0 R/);
    expect(raw).toMatch(/\/Lang \(en-US\)/);
    expect(raw).toMatch(/\/DisplayDocTitle true/);
  });

  it("embeds its fonts and uses no standard PDF font", async () => {
    const fonts = pdfFonts(await render());
    expect(fonts.standardFonts).toEqual([]);
    expect(fonts.fontDictionaries).toBeGreaterThanOrEqual(2);
    expect(fonts.embeddedPrograms).toBe(fonts.fontDictionaries);
  });

  it("renders the same bytes for the same document", async () => {
    expect((await render()).equals(await render())).toBe(true);
  });

  it("starts as its layout does and ends with the instructions", async () => {
    const pdf = await readPdf(await render());
    if (kind.layout === "court") expect(pdf.pages[0]).toMatch(/^IN THE COUNTY COURT IN AND FOR [A-Z. -]+ COUNTY, FLORIDA /);
    expect(pdf.pages[0]).toMatch(/Page 1 of \d$/);
    expect(pdf.text).toContain("How to sign and use this document");
    expect(pdf.pages.at(-1)).toMatch(/Keep this page; do not file it\.$/);
  });
});

describe("renderDocument", () => {
  it("survives a 3,000-character word, and refuses letters no font has rather than dropping them", async () => {
    const render = (claim_description: string) =>
      renderDocument({
        kind: "small_claims_statement",
        templateData: { ...SAMPLE_ANSWERS.small_claims_statement, claim_description },
        title: "Hostile",
      });
    const pdf = await readPdf(await render(`${"x".repeat(3000)} end`));
    expect(pdf.text.replace(/Page \d of \d/g, "").replace(/\s/g, "")).toContain(`${"x".repeat(3000)}end`);
    // Emoji and Arabic letters are in none of the fonts: the answers are refused, as the wizard refuses them.
    expect(() => render("Paid 😀")).toThrow(DocumentDataError);
    expect(() => render("مرحبا")).toThrow(DocumentDataError);
  });

  it("refuses answers that do not fit the kind, and an unknown kind", () => {
    expect(() => renderDocument({ kind: "small_claims_statement", templateData: { county: "Leon" }, title: "x" })).toThrow(
      DocumentDataError,
    );
    expect(() => renderDocument({ kind: "no_such_kind", templateData: {}, title: "x" })).toThrow(DocumentDataError);
  });
});
