/**
 * What a document made from a personal template stores (template-letter.ts lays it out). Apart from the layout so
 * the API can name the kind without loading the PDF engine.
 */
import { z } from "zod";

/** Stored on the document (documents.kind). Not a catalog kind: it has no wizard and no fixed fields. */
export const TEMPLATE_LETTER_KIND = "template_letter";

export const templateLetterDataSchema = z.object({
  /** The template's text with the person's values filled in. */
  text: z.string().min(1),
  /** The template it was made from, by name, for the record. */
  templateName: z.string(),
});
export type TemplateLetterData = z.infer<typeof templateLetterDataSchema>;
