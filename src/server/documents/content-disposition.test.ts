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
