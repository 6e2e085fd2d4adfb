import { describe, expect, it } from "vitest";
import { expectPagesNumbered } from "../test-support/pdf-expect";
import { readPdf } from "../test-support/pdf-text";
import { letter } from "./layout/letter";
import { PdfWriter } from "./pdf-writer";

const sentence = (n: number) => `Item ${n} starts here and keeps going so that it wraps over several lines of the page. `;
const item = (n: number) => `${sentence(n).repeat(4)}End of item ${n}.`;

describe("PdfWriter", () => {
  it("keeps each numbered paragraph whole on one page", async () => {
    const w = new PdfWriter({ title: "Keep together" });
    const items = Array.from({ length: 14 }, (_, index) => item(index + 1));
    w.numbered(items);
    const pdf = await readPdf(await w.finish());
    expect(pdf.pages.length).toBeGreaterThan(1);
    items.forEach((text, index) => {
      const pagesWithStart = pdf.pages.filter((page) => page.includes(`Item ${index + 1} starts`));
      expect(pagesWithStart, `item ${index + 1}`).toHaveLength(1);
      expect(pagesWithStart[0], `item ${index + 1}`).toContain(`${index + 1}. ${text}`);
    });
  });

  it("lets a paragraph taller than a page run on, rather than loop adding pages", async () => {
    const w = new PdfWriter({ title: "Long" });
    const long = sentence(1).repeat(80);
    w.numbered([long]);
    const pdf = await readPdf(await w.finish());
    expect(pdf.pages).toHaveLength(2);
    expect(pdf.text.replace(/ Page \d of 2 /, " ")).toContain(long.trim());
  });

  it("writes a footer on every page without adding a page, even when the page is full", async () => {
    const w = new PdfWriter({ title: "Full" });
    while (w.doc.bufferedPageRange().count < 3) w.paragraph(sentence(7));
    const pagesBefore = w.doc.bufferedPageRange().count;
    const pdf = await readPdf(await w.finish());
    expect(pdf.pages).toHaveLength(pagesBefore);
    expectPagesNumbered(pdf.pages, pagesBefore);
  });

  it("prints Vietnamese, Polish, Nordic, Greek and Cyrillic names exactly, in every style", async () => {
    const names = "Nguyễn Thị Hồng, Łukasz Wójcik, Ævar Þórsson, Zoë Ødegård, Αθηνά Παπαδοπούλου, Олена Ґудзь";
    const w = new PdfWriter({ title: "Names" });
    w.paragraph(names);
    w.heading(names, 2);
    w.paragraph(names, { font: "italic" });
    const pdf = await readPdf(await w.finish());
    expect(pdf.text).toBe(`${names} ${names} ${names} Page 1 of 1`);
  });

  it("writes what no font has (from answers stored before the check) as its plain letter or ?, never as a blank box", async () => {
    const w = new PdfWriter({ title: "Fallback" });
    // q with a combining cedilla (no font has the cedilla alone), an emoji and a Hebrew letter.
    w.paragraph("Iq\u0327bal paid 😀 to ש.");
    const pdf = await readPdf(await w.finish());
    expect(pdf.text).toBe("Iqbal paid ? to ?. Page 1 of 1");
  });

  it("lays out a letter: sender, date, recipient, subject, body, closing and name, in that order", async () => {
    const w = new PdfWriter({ title: "Letter" });
    letter(w, {
      sender: { name: "Ana Ruiz", address: "8 Elm Street\nOrlando, FL 32801", phone: "407-555-0100" },
      date: "2026-08-03",
      delivery: "Sent by certified mail, return receipt requested",
      recipient: { name: "Palm Properties LLC", address: "200 Main Street, Orlando, FL 32802" },
      subject: "Return of my security deposit",
      greeting: "Dear Palm Properties LLC:",
      body: ["I moved out on June 30, 2026.", { bullets: ["Deposit: $1,500.00", "Returned: $0.00"] }],
    });
    const pdf = await readPdf(await w.finish());
    expect(pdf.pages[0]).toBe(
      "Ana Ruiz 8 Elm Street Orlando, FL 32801 407-555-0100 August 3, 2026 " +
        "Sent by certified mail, return receipt requested Palm Properties LLC 200 Main Street, Orlando, FL 32802 " +
        "Re: Return of my security deposit Dear Palm Properties LLC: I moved out on June 30, 2026. " +
        "• Deposit: $1,500.00 • Returned: $0.00 Sincerely, Ana Ruiz Page 1 of 1",
    );
  });
});
