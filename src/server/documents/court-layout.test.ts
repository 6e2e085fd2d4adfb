/**
 * Court-ready layout (Fla. R. Gen. Prac. & Jud. Admin. 2.520 and the clerks' e-filing standards), checked on the
 * sample of every kind filed with a court by reading where each piece of text and each line landed: letter
 * size; nothing in the 1-inch margins; the top-right 3 × 3 inches of page 1 and 1 × 3 inches of later pages
 * blank for the clerk's stamp; type of at least 12 points; every page numbered; no password; searchable text.
 */
import { describe, expect, it } from "vitest";
import { DOCUMENT_KINDS } from "@shared/documents/registry";
import { expectInOrder, expectPagesNumbered } from "../test-support/pdf-expect";
import { overlaps, readLayout, type Box, type PageLayout } from "../test-support/pdf-layout";
import { readPdf } from "../test-support/pdf-text";
import { splitAtInstructions } from "../test-support/pdf-pages";
import { courtHeader } from "./layout/court";
import { PdfWriter } from "./pdf-writer";
import { renderDocument } from "./render-document";
import { SAMPLE_ANSWERS } from "./sample-answers";

const INCH = 72;
const LETTER = { width: 8.5 * INCH, height: 11 * INCH };
/** Rounding in the PDF's numbers. */
const EPSILON = 0.01;

const stampArea = (page: PageLayout, index: number): Box => ({
  left: page.width - 3 * INCH,
  top: 0,
  right: page.width,
  bottom: (index === 0 ? 3 : 1) * INCH,
});

/** A box a rounding error smaller on every side. */
const shrunk = (box: Box): Box => ({
  left: box.left + EPSILON,
  top: box.top + EPSILON,
  right: box.right - EPSILON,
  bottom: box.bottom - EPSILON,
});

const outsideMargins = (page: PageLayout, box: Box) =>
  box.left < INCH - EPSILON ||
  box.right > page.width - INCH + EPSILON ||
  box.top < INCH - EPSILON ||
  box.bottom > page.height - INCH + EPSILON;

const courtKinds = DOCUMENT_KINDS.filter((kind) => kind.layout === "court");

describe.each(courtKinds.map((kind) => kind.kind))("%s, as filed", (id) => {
  const render = () =>
    renderDocument({
      kind: id,
      templateData: SAMPLE_ANSWERS[id],
      title: `Sample ${id}`,
      createdAt: new Date("2026-08-03T14:00:00Z"),
    });

  it("leaves the clerk's stamp space and the margins blank, in type of 12 points or more, on letter paper", async () => {
    const bytes = await render();
    const { count } = splitAtInstructions(await readPdf(bytes));
    const pages = (await readLayout(bytes)).slice(0, count);
    expect(count).toBeGreaterThan(0);
    pages.forEach((page, index) => {
      const where = `page ${index + 1}`;
      expect({ width: page.width, height: page.height }, where).toEqual(LETTER);
      const stamp = stampArea(page, index);
      expect(
        page.text.filter((run) => overlaps(shrunk(run), stamp)).map((run) => run.text),
        `${where}: text in the stamp space`,
      ).toEqual([]);
      expect(
        page.drawings.filter((box) => overlaps(box, stamp)),
        `${where}: lines in the stamp space`,
      ).toEqual([]);
      expect(
        page.text.filter((run) => outsideMargins(page, run)).map((run) => run.text),
        `${where}: text in the margins`,
      ).toEqual([]);
      expect(
        page.drawings.filter((box) => outsideMargins(page, box)),
        `${where}: lines in the margins`,
      ).toEqual([]);
      expect(
        page.text.filter((run) => run.size < 12 - EPSILON).map((run) => run.text),
        `${where}: type under 12 points`,
      ).toEqual([]);
    });
  });

  it("numbers every page, has no password, and its text can be searched", async () => {
    const bytes = await render();
    const pdf = await readPdf(bytes);
    const { count } = splitAtInstructions(pdf);
    expectPagesNumbered(pdf.pages.slice(0, count), count);
    expect(bytes.toString("latin1")).not.toMatch(/\/Encrypt\b/);
    expect(pdf.pages[0]).toMatch(/^IN THE (COUNTY|CIRCUIT) COURT .* COUNTY, FLORIDA /);
  });
});

describe("the stamp space", () => {
  it("stays blank with a long circuit caption, long party names and a long case number", async () => {
    const w = new PdfWriter({ title: "Long caption" });
    courtHeader(w, {
      county: "Miami-Dade",
      court: "circuit",
      plaintiff: "Portfolio Recovery Associates, LLC, as assignee of Synchrony Bank (Walmart Credit Card)",
      defendant: "Maria Guadalupe Hernández-Villanueva de la Cruz",
      caseNumber: "2026-CA-000123-XXXX-MB Division AW",
      title: "Answer, affirmative defenses and demand for a jury trial in a consumer debt case",
    });
    w.numbered(["Defendant denies every allegation of the complaint."]);
    const bytes = await w.finish();
    const [first] = await readLayout(bytes);
    const stamp = stampArea(first!, 0);
    expect(first!.text.filter((run) => overlaps(shrunk(run), stamp)).map((run) => run.text)).toEqual([]);
    expect(first!.drawings.filter((box) => overlaps(box, stamp))).toEqual([]);
    expectInOrder((await readPdf(bytes)).text, [
      "IN THE CIRCUIT COURT OF THE ELEVENTH JUDICIAL CIRCUIT IN AND FOR MIAMI-DADE COUNTY, FLORIDA",
      "Case No.: 2026-CA-",
      "Division AW",
      "Portfolio Recovery Associates",
      "Defendant(s).",
      "ANSWER, AFFIRMATIVE DEFENSES",
      "1. Defendant denies",
      "Page 1 of 1",
    ]);
  });
});
