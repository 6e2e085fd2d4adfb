/** What GET /api/cases/:id/packet answers: the papers of her filing packet, in the order the clerk wants them. */
import { z } from "zod";

export const packetPaperSchema = z.object({
  /** The catalog kind of the paper: small_claims_statement, civil_cover_sheet, small_claims_summons... */
  kind: z.string(),
  /** Its English title, as the paper prints it. */
  title: z.string(),
  /** Its file name in the ZIP, numbered in filing order ("01 Statement of Claim.pdf"). */
  fileName: z.string(),
  /** The defendant a summons is for. */
  defendant: z.string().optional(),
  /** True when she made this paper herself; false when it is filled in from her statement of claim. */
  saved: z.boolean(),
});
export type PacketPaper = z.infer<typeof packetPaperSchema>;

export const packetSchema = z.object({
  papers: z.array(packetPaperSchema),
  /** The amount her statement of claim asks for (the filing fee depends on it). */
  claimAmount: z.number(),
  county: z.string(),
  /** One summons, and one service, for each. */
  defendants: z.number().int(),
  /** Whether the packet holds her Application for Determination of Civil Indigent Status. */
  indigencyApplication: z.boolean(),
});
export type PacketJson = z.infer<typeof packetSchema>;
