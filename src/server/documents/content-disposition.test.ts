import { describe, expect, it } from "vitest";
import { pdfFileName } from "@shared/file-name";
import { contentDisposition } from "./content-disposition";

describe("pdfFileName", () => {
  it("turns a title into a safe file name ending in .pdf", () => {
    expect(pdfFileName("Statement of Claim")).toBe("Statement of Claim.pdf");
    expect(pdfFileName("../../etc/passwd")).toBe("etc-passwd.pdf");
    expect(pdfFileName('A "quoted"\ttitle: v2?')).toBe("A -quoted- title- v2-.pdf");
    expect(pdfFileName("   ")).toBe("document.pdf");
    expect(pdfFileName("x".repeat(300))).toBe(`${"x".repeat(150)}.pdf`);
  });
});

describe("contentDisposition", () => {
  it("gives an ASCII fallback and the UTF-8 name (RFC 6266)", () => {
    expect(contentDisposition("attachment", "Demanda – Peña 100%.pdf")).toBe(
      "attachment; filename=\"Demanda _ Pena 100_.pdf\"; filename*=UTF-8''Demanda%20%E2%80%93%20Pe%C3%B1a%20100%25.pdf",
    );
    expect(contentDisposition("inline", "It's (final).pdf")).toBe(
      "inline; filename=\"It's (final).pdf\"; filename*=UTF-8''It%27s%20%28final%29.pdf",
    );
  });
});

describe("contentDisposition: names that could mislead or break", () => {
  it("drops bidirectional controls, so 'invoice\\u202Efdp.exe' cannot pass for a PDF", () => {
    const header = contentDisposition("attachment", "invoice\u202Efdp.exe.pdf");
    expect(header).toBe("attachment; filename=\"invoicefdp.exe.pdf\"; filename*=UTF-8''invoicefdp.exe.pdf");
    for (const mark of [
      "\u202A",
      "\u202B",
      "\u202C",
      "\u202D",
      "\u2066",
      "\u2067",
      "\u2068",
      "\u2069",
      "\u200E",
      "\u200F",
      "\u061C",
    ]) {
      expect(contentDisposition("inline", `a${mark}b.pdf`)).toBe("inline; filename=\"ab.pdf\"; filename*=UTF-8''ab.pdf");
    }
  });

  it("drops control characters and survives an unpaired surrogate", () => {
    expect(contentDisposition("inline", "a\u0000b\u0085c.pdf")).toBe("inline; filename=\"abc.pdf\"; filename*=UTF-8''abc.pdf");
    expect(contentDisposition("inline", "a\ud800.pdf")).toBe("inline; filename=\"a_.pdf\"; filename*=UTF-8''a%EF%BF%BD.pdf");
  });
});
