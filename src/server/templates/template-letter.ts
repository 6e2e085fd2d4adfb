/**
 * A document made from a personal template (POST /api/user-templates/{id}/use), laid out as a letter: the
 * person's own text, paragraph by paragraph, on the same letter page as the app's other letters. The text is
 * printed as it was written: nothing in it is read as markup; lines starting "- " become a bulleted list.
 */
import { PdfWriter } from "../documents/pdf-writer";
import type { TemplateLetterData } from "./template-letter-kind";

type Block = { paragraph: string } | { bullets: string[] };

/** Paragraphs are separated by blank lines; inside one, line breaks are kept. */
export function letterBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    const lines = chunk.split("\n").map((line) => line.trimEnd());
    if (lines.every((line) => !line.trim())) continue;
    if (lines.every((line) => /^\s*[-*] /.test(line)))
      blocks.push({ bullets: lines.map((line) => line.replace(/^\s*[-*] /, "")) });
    else blocks.push({ paragraph: lines.join("\n") });
  }
  return blocks;
}

export function renderTemplateLetter(data: TemplateLetterData, title: string, createdAt: Date): Promise<Buffer> {
  const w = new PdfWriter({ title, subject: data.templateName, createdAt });
  for (const block of letterBlocks(data.text)) {
    if ("bullets" in block) w.bullets(block.bullets);
    else w.paragraph(block.paragraph);
  }
  return w.finish();
}
