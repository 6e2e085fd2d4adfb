import { describe, expect, it } from "vitest";
import { makeDocx, makeZip } from "../test-support/zip";
import { makeManyPagesPdf, makeScannedPdf, makeTextPdf } from "../test-support/pdf";
import { extractText } from "./extract-text";
import { sniffType } from "./file-type";
import { decodeTextFile } from "./text-file";
import { checkZip } from "./zip-guard";

const problemOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "none",
    (error: { problem?: string }) => error.problem ?? "thrown",
  );

describe("file types, by their bytes", () => {
  it("knows PDF, zip, old Word, photos and other binaries, whatever the name", () => {
    expect(sniffType(Buffer.from("%PDF-1.7\n..."))).toBe("pdf");
    expect(sniffType(Buffer.concat([Buffer.from("junk before the header "), Buffer.from("%PDF-1.4")]))).toBe("pdf");
    expect(sniffType(makeDocx(["Hello"]))).toBe("zip");
    expect(sniffType(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toBe("old_word");
    expect(sniffType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]))).toBe("other_binary");
    expect(sniffType(Buffer.from("Dear tenant,"))).toBe("maybe_text");
    expect(sniffType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe("png");
    expect(sniffType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe("jpeg");
  });

  it("reads UTF-8, UTF-16 and Windows-1252 text, and refuses bytes that are not text", () => {
    expect(decodeTextFile(Buffer.from("\ufeffRent: $1,200 § 83.49", "utf8"))).toBe("Rent: $1,200 § 83.49");
    expect(decodeTextFile(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("Tenant", "utf16le")]))).toBe("Tenant");
    expect(decodeTextFile(Buffer.from([0x53, 0x65, 0x63, 0x20, 0xa7, 0x20, 0x38, 0x33]))).toBe("Sec § 83");
    expect(decodeTextFile(Buffer.from([0x00, 0x01, 0x02, 0x03, 0x04, 0x80, 0x81, 0x00]))).toBeUndefined();
  });
});

describe("the zip guard", () => {
  it("passes a real Word file and lists its parts", () => {
    const check = checkZip(makeDocx(["Hello"]));
    expect(check).toMatchObject({ ok: true });
    expect(check.ok && check.names).toContain("word/document.xml");
  });

  it("refuses an entry that unpacks to more than it declares (a zip bomb's lie), before any library sees it", () => {
    const bomb = makeZip([{ name: "word/document.xml", data: "A".repeat(5_000_000), declaredSize: 1_000 }]);
    expect(bomb.byteLength).toBeLessThan(20_000);
    expect(checkZip(bomb)).toEqual({ ok: false, problem: "too_large" });
  });

  it("refuses archives that declare too much in all, too many entries, or garbage", () => {
    const honestButHuge = makeZip([{ name: "word/document.xml", data: Buffer.alloc(40 * 1024 * 1024) }]);
    expect(checkZip(honestButHuge)).toEqual({ ok: false, problem: "too_large" });
    const many = makeZip(Array.from({ length: 2001 }, (_, i) => ({ name: `f${i}.xml`, data: "x" })));
    expect(checkZip(many)).toEqual({ ok: false, problem: "too_large" });
    expect(checkZip(Buffer.from("PK\u0003\u0004 not really a zip at all"))).toEqual({ ok: false, problem: "corrupt" });
  });
});

describe("text from files", () => {
  it("reads a .docx with mammoth", async () => {
    const { text, sourceType } = await extractText(makeDocx(["Tenant shall pay $900.00 on March 3, 2025.", "Second paragraph."]));
    expect(sourceType).toBe("docx");
    expect(text).toContain("Tenant shall pay $900.00 on March 3, 2025.");
    expect(text).toContain("Second paragraph.");
  });

  it("reads a PDF's text layer, page by page", async () => {
    const pdf = await makeTextPdf(["Landlord: Bayview Rentals, Inc.", "Pay $1,275.00 by March 12, 2025."]);
    const { text, sourceType } = await extractText(pdf);
    expect(sourceType).toBe("pdf");
    expect(text).toContain("Bayview Rentals, Inc.");
    expect(text).toContain("Pay $1,275.00 by March 12, 2025.");
  });

  it("leaves out what every page of a PDF repeats: its header, its footer and its number", async () => {
    const pages = ["The Tenant shall pay the rent", "on the first day of each", "month to the Landlord."].map((body, n) =>
      [`Case No.: 2026-CC-001234`, body, `Form 7.310 Page ${n + 1} of 3`].join("\n"),
    );
    const { text } = await extractText(await makeTextPdf(pages));
    expect(text).not.toMatch(/Page \d of 3|Form 7\.310/);
    expect(text.match(/2026-CC-001234/g)).toHaveLength(1);
    expect(text).toContain("The Tenant shall pay the rent\non the first day of each\nmonth to the Landlord.");
  });

  it("names what is wrong with a file it cannot read", async () => {
    expect(await problemOf(extractText(await makeScannedPdf()))).toBe("scanned_pdf");
    expect(await problemOf(extractText(makeManyPagesPdf(5000)))).toBe("too_many_pages");
    expect(await problemOf(extractText(Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage")))).toBe("unreadable_pdf");
    expect(await problemOf(extractText(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 1, 2, 3])))).toBe("old_word");
    // A photo is not read here: the route sends photos to character recognition (ocr/).
    expect(await problemOf(extractText(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])))).toBe("invalid_type");
    expect(await problemOf(extractText(makeZip([{ name: "xl/workbook.xml", data: "<workbook/>" }])))).toBe("invalid_type");
    expect(
      await problemOf(extractText(makeZip([{ name: "word/document.xml", data: "Z".repeat(3_000_000), declaredSize: 100 }]))),
    ).toBe("docx_too_large");
    expect(await problemOf(extractText(makeDocx(["x"]).subarray(0, 200)))).toBe("unreadable_docx");
  });
});
