import { describe, expect, it } from "vitest";
import { readPdf } from "../test-support/pdf-text";
import { letterBlocks, renderTemplateLetter } from "./template-letter";

describe("a letter from a template", () => {
  it("splits paragraphs on blank lines, keeps line breaks, and lists lines that start with a dash", () => {
    expect(letterBlocks("Maria Lopez\r\n12 Main St\n\n\n- one\n- two\n\nBye  ")).toEqual([
      { paragraph: "Maria Lopez\n12 Main St" },
      { bullets: ["one", "two"] },
      { paragraph: "Bye" },
    ]);
  });

  it("prints the text as written, markup included", async () => {
    const pdf = await readPdf(
      await renderTemplateLetter(
        { text: "Dear <b>Sunny</b>,\n\n**Please** repair it.", templateName: "Repairs" },
        "Repair letter",
        new Date(0),
      ),
    );
    expect(pdf.title).toBe("Repair letter");
    expect(pdf.text).toBe("Dear <b>Sunny</b>, **Please** repair it. Page 1 of 1");
  });
});
