/**
 * A small claims case's filing packet, in the order the clerk wants it: the statement of claim (the lead document),
 * the civil cover sheet, one Summons/Notice to Appear for each defendant, and the Application for Determination of
 * Civil Indigent Status when she made one for the case. A paper she made for the case is used as she made it; the
 * cover sheet and the summons she has not made are filled in from her statement of claim.
 */
import { and, asc, eq } from "drizzle-orm";
import type { DataOfKind } from "@shared/documents/registry";
import { pdfFileName } from "@shared/file-name";
import type { PacketJson, PacketPaper } from "@shared/packet-schemas";
import type { Database } from "../db/connect";
import { cases, documents } from "../db/schema";
import { answerSchema } from "../documents/answer-schemas";
import { englishKindTitle } from "../documents/english-catalog";
import type { PacketPaperRequest } from "../documents/render-document";

/** The kinds that start a small claims case: the statement of claim, and the deposit lawsuit written on its frame. */
const STATEMENT_KINDS = ["small_claims_statement", "security_deposit_lawsuit"] as const;
type StatementKind = (typeof STATEMENT_KINDS)[number];

export interface StoredPaper {
  kind: string;
  templateData: Record<string, unknown>;
}

/** One paper of the packet: what the renderer needs, and what the API and the ZIP say of it. */
export interface PacketEntry extends PacketPaperRequest {
  paper: PacketPaper;
}

export interface Packet extends Omit<PacketJson, "papers"> {
  entries: PacketEntry[];
}

interface Statement {
  county: string;
  plaintiff_name: string;
  plaintiff_address: string;
  plaintiff_phone?: string | undefined;
  defendant_name: string;
  defendant_address: string;
  amount: number;
}

function statementOf(kind: StatementKind, templateData: unknown): Statement | undefined {
  const parsed = answerSchema(kind).safeParse(templateData);
  if (!parsed.success) return undefined;
  const data = parsed.data as DataOfKind<"small_claims_statement"> | DataOfKind<"security_deposit_lawsuit">;
  const amount = "claim_amount" in data ? data.claim_amount : data.damages_claimed;
  return { ...data, amount };
}

function parsed<Id extends "civil_cover_sheet" | "small_claims_summons" | "civil_indigent_status">(
  kind: Id,
  paper: StoredPaper,
): DataOfKind<Id> | undefined {
  const result = answerSchema(kind).safeParse(paper.templateData);
  return result.success ? (result.data as DataOfKind<Id>) : undefined;
}

const latest = <T>(items: readonly T[]): T | undefined => items[items.length - 1];

/**
 * The packet of a case from its papers (oldest first) and its case number, or undefined when no statement of claim
 * can be read among them. Pure: the route reads the papers, the benchmark gives them.
 */
export function assemblePacket(papers: readonly StoredPaper[], caseNumber: string | null): Packet | undefined {
  const statements = papers
    .filter((paper): paper is StoredPaper & { kind: StatementKind } =>
      (STATEMENT_KINDS as readonly string[]).includes(paper.kind),
    )
    .map((paper) => ({ paper, statement: statementOf(paper.kind, paper.templateData) }))
    .filter((found): found is { paper: StoredPaper & { kind: StatementKind }; statement: Statement } => !!found.statement);
  const lead = latest(statements);
  if (!lead) return undefined;
  const { statement } = lead;

  const summonses = papers
    .filter((paper) => paper.kind === "small_claims_summons")
    .map((paper) => parsed("small_claims_summons", paper))
    .filter((data) => data !== undefined);
  // One summons a defendant: the latest she made for each name, in the order she first made them.
  const byDefendant = new Map<string, DataOfKind<"small_claims_summons">>();
  for (const summons of summonses) {
    const key = summons.defendant_name.trim().toLowerCase();
    byDefendant.delete(key);
    byDefendant.set(key, summons);
  }
  const savedSummonses = [...byDefendant.values()];
  const summonsData: { data: DataOfKind<"small_claims_summons">; saved: boolean }[] =
    savedSummonses.length > 0
      ? savedSummonses.map((data) => ({ data, saved: true }))
      : [
          {
            saved: false,
            data: {
              county: statement.county,
              case_number: caseNumber ?? undefined,
              plaintiff_name: statement.plaintiff_name,
              plaintiff_address: statement.plaintiff_address,
              plaintiff_phone: statement.plaintiff_phone,
              defendant_name: statement.defendant_name,
              defendant_address: statement.defendant_address,
            },
          },
        ];
  const defendants = summonsData.map((summons) => summons.data.defendant_name);

  const savedCover = latest(
    papers
      .filter((paper) => paper.kind === "civil_cover_sheet")
      .map((paper) => parsed("civil_cover_sheet", paper))
      .filter((data) => data !== undefined),
  );
  const cover: DataOfKind<"civil_cover_sheet"> = savedCover ?? {
    county: statement.county,
    plaintiff_name: statement.plaintiff_name,
    defendant_name: [...new Set([statement.defendant_name, ...defendants])].join(", "),
    case_type: "small_claims",
    claim_amount: statement.amount,
    remedies: ["monetary"],
    causes_of_action: 1,
    class_action: "no",
    related_case: "no",
    related_cases: undefined,
    jury_trial: "no",
    sexual_abuse: "no",
  };
  const application = latest(
    papers
      .filter((paper) => paper.kind === "civil_indigent_status")
      .map((paper) => parsed("civil_indigent_status", paper))
      .filter((data) => data !== undefined),
  );

  const entries: PacketEntry[] = [];
  const add = (kind: string, templateData: unknown, saved: boolean, defendant?: string) => {
    const title = englishKindTitle(kind);
    const number = String(entries.length + 1).padStart(2, "0");
    const named = defendant ? `${title} - ${defendant}` : title;
    entries.push({
      kind,
      templateData,
      paper: { kind, title, fileName: pdfFileName(`${number} ${named}`), saved, ...(defendant ? { defendant } : {}) },
    });
  };
  add(lead.paper.kind, lead.paper.templateData, true);
  add("civil_cover_sheet", cover, savedCover !== undefined);
  for (const summons of summonsData) add("small_claims_summons", summons.data, summons.saved, summons.data.defendant_name);
  if (application) add("civil_indigent_status", application, true);
  return {
    entries,
    claimAmount: statement.amount,
    county: statement.county,
    defendants: summonsData.length,
    indigencyApplication: application !== undefined,
  };
}

export type PacketLookup = { found: false } | { found: true; packet: Packet | undefined; title: string };

/** Her case's packet: not found when the case is not hers; an undefined packet when it has no statement of claim. */
export async function casePacket(db: Database, userId: string, caseId: string): Promise<PacketLookup> {
  const [row] = await db
    .select({ id: cases.id, title: cases.title, caseNumber: cases.caseNumber })
    .from(cases)
    .where(and(eq(cases.id, caseId), eq(cases.userId, userId)));
  if (!row) return { found: false };
  const papers = await db
    .select({ kind: documents.kind, templateData: documents.templateData })
    .from(documents)
    .where(and(eq(documents.caseId, caseId), eq(documents.userId, userId)))
    .orderBy(asc(documents.createdAt), asc(documents.id));
  return { found: true, packet: assemblePacket(papers, row.caseNumber), title: row.title };
}
