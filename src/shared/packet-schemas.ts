/**
 * What GET /api/cases/:id/packet answers: the papers of her filing packet, in the order the clerk wants them. A case
 * started by a statement of claim has the plaintiff's packet; a case answered by a small claims or eviction answer
 * has the defendant's (server/cases/filing-packet-recipes.ts).
 */
import { z } from "zod";

export const PACKET_SIDES = ["plaintiff", "defendant"] as const;
export type PacketSide = (typeof PACKET_SIDES)[number];

/** What an answer prints inside itself, in its order: a paper of the defendant's packet holds them all. */
export const PACKET_PARTS = ["answer", "motion_to_determine_rent", "counterclaim", "certificate_of_service"] as const;
export type PacketPart = (typeof PACKET_PARTS)[number];

/** The answers a defendant's packet starts with. */
export const ANSWER_KINDS = ["small_claims_answer", "eviction_answer"] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

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
  /** An answer's parts, in the order it prints them (the motion to determine rent, the certificate of service...). */
  holds: z.array(z.enum(PACKET_PARTS)).optional(),
});
export type PacketPaper = z.infer<typeof packetPaperSchema>;

export const plaintiffPacketSchema = z.object({
  side: z.literal("plaintiff"),
  papers: z.array(packetPaperSchema),
  /** The amount her statement of claim asks for (the filing fee depends on it). */
  claimAmount: z.number(),
  county: z.string(),
  /** One summons, and one service, for each. */
  defendants: z.number().int(),
  /** Whether the packet holds her Application for Determination of Civil Indigent Status. */
  indigencyApplication: z.boolean(),
});

export const defendantPacketSchema = z.object({
  side: z.literal("defendant"),
  papers: z.array(packetPaperSchema),
  /** The answer the packet starts with. */
  answer: z.enum(ANSWER_KINDS),
  county: z.string(),
  caseNumber: z.string(),
  /** Who gets her copy: the name in her certificate of service, and whether that is the other side's lawyer. */
  serveOn: z.object({ name: z.string(), lawyer: z.boolean() }),
  /**
   * The last day to file, from the deadline module: the eviction answer's (with the rent deposit), or a small claims
   * counterclaim's; null when the law sets none she told us the start of.
   */
  fileBy: z.object({ date: z.string(), what: z.enum(["answer", "counterclaim"]), citation: z.string() }).nullable(),
});

export const packetSchema = z.discriminatedUnion("side", [plaintiffPacketSchema, defendantPacketSchema]);
export type PacketJson = z.infer<typeof packetSchema>;
export type PlaintiffPacketJson = z.infer<typeof plaintiffPacketSchema>;
export type DefendantPacketJson = z.infer<typeof defendantPacketSchema>;
