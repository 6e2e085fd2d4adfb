/** What a PDF says and how it is built, read back with pdf.js (as a browser would) for the tests. */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export interface PdfContents {
  /** Each page's text in content order, runs separated by one space. */
  pages: string[];
  /** All pages, separated by one space. */
  text: string;
  title: string | undefined;
  /** The catalog says the PDF is tagged (/MarkInfo << /Marked true >>). */
  marked: boolean;
  /** Structure roles used on any page (Document, H1, P, L, LI...). */
  roles: Set<string>;
}

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

interface StructNode {
  role?: string;
  children?: StructNode[];
}

function collectRoles(node: StructNode | null | undefined, into: Set<string>): void {
  if (!node) return;
  if (node.role) into.add(node.role);
  for (const child of node.children ?? []) collectRoles(child, into);
}

export async function readPdf(pdf: Uint8Array): Promise<PdfContents> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  try {
    const pages: string[] = [];
    const roles = new Set<string>();
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(squash(content.items.map((item) => ("str" in item ? item.str : "")).join(" ")));
      collectRoles((await page.getStructTree()) as StructNode | null, roles);
    }
    const metadata = await document.getMetadata();
    const markInfo = await document.getMarkInfo();
    return {
      pages,
      text: pages.join(" "),
      title: (metadata.info as { Title?: string }).Title,
      marked: markInfo?.Marked === true,
      roles,
    };
  } finally {
    await document.destroy();
  }
}

/** The values that are not found in `text` one after the other (each searched after the previous one). */
export function outOfOrder(text: string, values: readonly string[]): string[] {
  const misses: string[] = [];
  let from = 0;
  for (const value of values) {
    const at = text.indexOf(squash(value), from);
    if (at === -1) misses.push(value);
    else from = at + squash(value).length;
  }
  return misses;
}

/** Font facts from the file itself: embedded font programs, and any standard-14 font used by name. */
export function pdfFonts(pdf: Uint8Array): { embeddedPrograms: number; standardFonts: string[]; fontDictionaries: number } {
  const raw = Buffer.from(pdf).toString("latin1");
  const standard = raw.match(/\/BaseFont\s*\/(Helvetica|Times|Courier|Symbol|ZapfDingbats)[\w-]*/g) ?? [];
  return {
    embeddedPrograms: (raw.match(/\/FontFile[23]\b/g) ?? []).length,
    standardFonts: standard,
    fontDictionaries: (raw.match(/\/Type\s*\/FontDescriptor\b/g) ?? []).length,
  };
}
