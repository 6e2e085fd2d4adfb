import type { DataOfKind, DocumentKindId } from "@shared/documents/registry";
import type { PdfWriter } from "./pdf-writer";

export interface RenderContext {
  /** The day the document was made, "YYYY-MM-DD" in Florida (letters are dated with it). */
  createdOn: string;
}

/** Draws one kind of document from its validated answers. */
export type DocumentRenderer<Id extends DocumentKindId> = (w: PdfWriter, data: DataOfKind<Id>, context: RenderContext) => void;
