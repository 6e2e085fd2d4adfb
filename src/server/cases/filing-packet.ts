/**
 * A case's filing packet, built from the side's recipe (filing-packet-recipes.ts): the plaintiff's statement of claim,
 * civil cover sheet, a Summons/Notice to Appear for each defendant and, when she made one, the Application for
 * Determination of Civil Indigent Status; or the defendant's answer, which prints its motion to determine rent,
 * counterclaim and certificate of service itself. One engine for both: the lead paper first, then each paper of the
 * recipe in order, as she made it or filled in from the lead paper.
 */
import { and, asc, eq } from "drizzle-orm";
import { pdfFileName } from "@shared/file-name";
import type { PacketPaper, PacketSide } from "@shared/packet-schemas";
import type { Database } from "../db/connect";
import { cases, documents } from "../db/schema";
import { answerSchema } from "../documents/answer-schemas";
import { englishKindTitle } from "../documents/english-catalog";
import type { PacketPaperRequest } from "../documents/render-document";
import {
  PACKET_RECIPES,
  type FillContext,
  type FollowingKind,
  type LeadReading,
  type PacketRecipe,
  type PacketSummary,
  type PaperPlace,
} from "./filing-packet-recipes";

export interface StoredPaper {
  kind: string;
  templateData: Record<string, unknown>;
}

/** One paper of the packet: what the renderer needs, and what the API and the ZIP say of it. */
export interface PacketEntry extends PacketPaperRequest {
  paper: PacketPaper;
}

export type Packet = PacketSummary & { entries: PacketEntry[] };

const latest = <T>(items: readonly T[]): T | undefined => items[items.length - 1];

/** Her papers of one kind whose answers can still be read, oldest first. */
function madeOf(papers: readonly StoredPaper[], kind: FollowingKind): Record<string, unknown>[] {
  return papers
    .filter((paper) => paper.kind === kind)
    .map((paper) => answerSchema(kind).safeParse(paper.templateData))
    .flatMap((result) => (result.success ? [result.data as Record<string, unknown>] : []));
}

const defendantOf = (data: Record<string, unknown>): string => String(data.defendant_name ?? "");

interface Placed {
  kind: string;
  data: unknown;
  saved: boolean;
  defendant?: string;
}

/** A place's papers: hers (the latest, or the latest for each defendant), else the one filled in, else none. */
function papersOfPlace<Lead>(place: PaperPlace<Lead>, made: readonly Record<string, unknown>[], fill: () => unknown): Placed[] {
  const named = place.made === "perDefendant";
  let mine: Record<string, unknown>[];
  if (named) {
    // One a defendant: the latest she made for each name, in the order she made those.
    const byDefendant = new Map<string, Record<string, unknown>>();
    for (const data of made) {
      const key = defendantOf(data).trim().toLowerCase();
      byDefendant.delete(key);
      byDefendant.set(key, data);
    }
    mine = [...byDefendant.values()];
  } else {
    const one = latest(made);
    mine = one ? [one] : [];
  }
  const found = mine.map((data) => ({ data, saved: true }));
  const papers = found.length > 0 || !place.fillIn ? found : [{ data: fill() as Record<string, unknown>, saved: false }];
  return papers.map(({ data, saved }) => ({
    kind: place.kind,
    data,
    saved,
    ...(named ? { defendant: defendantOf(data) } : {}),
  }));
}

/** The packet a recipe makes of her papers, or undefined when none of its lead papers can be read among them. */
function build<Lead>(recipe: PacketRecipe<Lead>, papers: readonly StoredPaper[], caseNumber: string | null): Packet | undefined {
  let lead: { kind: string; templateData: unknown; reading: LeadReading<Lead> } | undefined;
  for (const paper of papers) {
    const read = recipe.leads[paper.kind as keyof typeof recipe.leads];
    const reading = read?.(paper.templateData);
    if (reading) lead = { kind: paper.kind, templateData: paper.templateData, reading };
  }
  if (!lead) return undefined;
  const { reading } = lead;

  // The defendants come first from the per-defendant papers: the cover sheet filled in from the case names them all.
  const placed = new Map<PaperPlace<Lead>, Placed[]>();
  const context: FillContext = { caseNumber, defendants: [] };
  const order = [...recipe.papers].sort((a, b) => Number(b.made === "perDefendant") - Number(a.made === "perDefendant"));
  for (const place of order) {
    const found = papersOfPlace(place, madeOf(papers, place.kind), () => place.fillIn?.(reading.lead, context));
    placed.set(place, found);
    if (place.made === "perDefendant") context.defendants = found.map((paper) => paper.defendant ?? "");
  }

  const entries: PacketEntry[] = [];
  const add = (paper: Placed, title: string, holds?: PacketPaper["holds"]) => {
    const number = String(entries.length + 1).padStart(2, "0");
    const named = paper.defendant ? `${title} - ${paper.defendant}` : title;
    entries.push({
      kind: paper.kind,
      templateData: paper.data,
      paper: {
        kind: paper.kind,
        title,
        fileName: pdfFileName(`${number} ${named}`),
        saved: paper.saved,
        ...(paper.defendant ? { defendant: paper.defendant } : {}),
        ...(holds ? { holds } : {}),
      },
    });
  };
  add({ kind: lead.kind, data: lead.templateData, saved: true }, reading.title, reading.holds);
  for (const place of recipe.papers) for (const paper of placed.get(place) ?? []) add(paper, englishKindTitle(paper.kind));
  return { ...recipe.summary(reading.lead, entries), entries };
}

/** The recipes in the order a case of this type tries them: its own side's first. */
const recipesFor = (caseType: string | undefined) => [
  ...PACKET_RECIPES.filter((recipe) => caseType !== undefined && recipe.caseTypes.some((type) => type === caseType)),
  ...PACKET_RECIPES.filter((recipe) => caseType === undefined || !recipe.caseTypes.some((type) => type === caseType)),
];

/**
 * The packet of a case from its papers (oldest first), its case number and type, or undefined when no lead paper
 * (a statement of claim, an answer) can be read among them. Pure: the route reads the papers, the benchmark gives them.
 */
export function assemblePacket(papers: readonly StoredPaper[], caseNumber: string | null, caseType?: string): Packet | undefined {
  for (const recipe of recipesFor(caseType)) {
    const packet = build(recipe, papers, caseNumber);
    if (packet) return packet;
  }
  return undefined;
}

/** The side whose lead paper a case of this type lacks when it has no packet; undefined for other types of case. */
export function sideOfCaseType(caseType: string): PacketSide | undefined {
  return PACKET_RECIPES.find((recipe) => recipe.caseTypes.some((type) => type === caseType))?.side;
}

export type PacketLookup = { found: false } | { found: true; packet: Packet | undefined; title: string; caseType: string };

/** Her case's packet: not found when the case is not hers; an undefined packet when it has no lead paper. */
export async function casePacket(db: Database, userId: string, caseId: string): Promise<PacketLookup> {
  const [row] = await db
    .select({ id: cases.id, title: cases.title, type: cases.type, caseNumber: cases.caseNumber })
    .from(cases)
    .where(and(eq(cases.id, caseId), eq(cases.userId, userId)));
  if (!row) return { found: false };
  const papers = await db
    .select({ kind: documents.kind, templateData: documents.templateData })
    .from(documents)
    .where(and(eq(documents.caseId, caseId), eq(documents.userId, userId)))
    .orderBy(asc(documents.createdAt), asc(documents.id));
  return { found: true, packet: assemblePacket(papers, row.caseNumber, row.type), title: row.title, caseType: row.type };
}
