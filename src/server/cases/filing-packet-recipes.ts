/**
 * What each side files, as data: one recipe a side, read by one engine (filing-packet.ts). A recipe names its lead
 * paper (the statement of claim for a plaintiff, the answer for a defendant: her latest one that can be read), then
 * the papers that follow it in the order the clerk wants them. A paper she made for the case is used as she made it;
 * one she has not made is filled in from the lead paper when the recipe can, and left out when it cannot.
 *
 * The defendant files one paper: the answer prints its motion to determine rent (an eviction answer with one), its
 * counterclaim and its certificate of service itself (renderers/small-claims-answer.ts, eviction-answer.ts), so the
 * recipe lists them as parts of the answer rather than as papers of their own.
 */
import type { CaseType } from "@shared/case-enums";
import { MOTION_TO_DETERMINE_RENT } from "@shared/documents/eviction-answer";
import type { DataOfKind, DocumentKindId } from "@shared/documents/registry";
import { evictionAnswerDeadline, smallClaimsCounterclaimDeadline } from "@shared/florida/deadlines";
import type { DefendantPacketJson, PacketPart, PacketSide, PlaintiffPacketJson } from "@shared/packet-schemas";
import { answerSchema } from "../documents/answer-schemas";
import { englishKindTitle } from "../documents/english-catalog";
import { evictionAnswerTitle } from "../documents/renderers/eviction-answer";
import { smallClaimsAnswerTitle } from "../documents/renderers/small-claims-answer";

/** A lead paper as the rest of the packet needs it. */
export interface LeadReading<Lead> {
  lead: Lead;
  /** Its title as it prints it: its file in the ZIP is named after it. */
  title: string;
  /** What it prints inside itself, in its order (an answer's motion, counterclaim and certificate of service). */
  holds?: PacketPart[];
}

/** What a paper filled in from the lead paper also knows: the case number and the defendants the packet serves. */
export interface FillContext {
  caseNumber: string | null;
  defendants: readonly string[];
}

/** The papers a packet can hold besides its lead paper. */
export type FollowingKind = "civil_cover_sheet" | "small_claims_summons" | "civil_indigent_status";

// Members taking the lead are written as methods: a recipe of one side's lead is then a PacketRecipe<unknown> too.
export interface PaperPlace<Lead> {
  kind: FollowingKind;
  /** "latest": her latest one; "perDefendant": her latest one for each defendant, in the order she first made them. */
  made: "latest" | "perDefendant";
  /** The paper when she has made none, from the lead paper; without it, the packet holds the paper only if she made one. */
  fillIn?(lead: Lead, context: FillContext): DataOfKind<FollowingKind>;
}

export interface PacketRecipe<Lead> {
  side: PacketSide;
  /** The case types this side's cases have: one without a lead paper is told which paper it lacks. */
  caseTypes: readonly CaseType[];
  /** The kinds that can lead, each with how its stored answers are read (undefined: they cannot be). */
  leads: Partial<Record<DocumentKindId, (templateData: unknown) => LeadReading<Lead> | undefined>>;
  /** The papers after the lead paper, in filing order. */
  papers: readonly PaperPlace<Lead>[];
  /** The packet's facts for the page that says how to file it. */
  summary(lead: Lead, papers: readonly { kind: string }[]): PacketSummary;
}

export type PacketSummary = Omit<PlaintiffPacketJson, "papers"> | Omit<DefendantPacketJson, "papers">;

const parsed = <Id extends DocumentKindId>(kind: Id, templateData: unknown): DataOfKind<Id> | undefined => {
  const result = answerSchema(kind).safeParse(templateData);
  return result.success ? (result.data as DataOfKind<Id>) : undefined;
};

// ---- The plaintiff: statement of claim, civil cover sheet, a summons per defendant, the indigency application ----

/** What the plaintiff's other papers are filled in from. */
interface Statement {
  county: string;
  plaintiff_name: string;
  plaintiff_address: string;
  plaintiff_phone?: string | undefined;
  defendant_name: string;
  defendant_address: string;
  amount: number;
}

/** A statement of claim, or the deposit lawsuit written on its frame (it claims `damages_claimed`). */
function statement<Id extends "small_claims_statement" | "security_deposit_lawsuit">(kind: Id) {
  return (templateData: unknown): LeadReading<Statement> | undefined => {
    const data = parsed(kind, templateData) as
      DataOfKind<"small_claims_statement"> | DataOfKind<"security_deposit_lawsuit"> | undefined;
    if (!data) return undefined;
    const amount = "claim_amount" in data ? data.claim_amount : data.damages_claimed;
    return { lead: { ...data, amount }, title: englishKindTitle(kind) };
  };
}

export const PLAINTIFF_PACKET: PacketRecipe<Statement> = {
  side: "plaintiff",
  caseTypes: ["small_claims", "security_deposit_lawsuit"],
  leads: {
    small_claims_statement: statement("small_claims_statement"),
    security_deposit_lawsuit: statement("security_deposit_lawsuit"),
  },
  papers: [
    {
      kind: "civil_cover_sheet",
      made: "latest",
      fillIn: (lead, { defendants }) =>
        ({
          county: lead.county,
          plaintiff_name: lead.plaintiff_name,
          defendant_name: [...new Set([lead.defendant_name, ...defendants])].join(", "),
          case_type: "small_claims",
          claim_amount: lead.amount,
          remedies: ["monetary"],
          causes_of_action: 1,
          class_action: "no",
          related_case: "no",
          related_cases: undefined,
          jury_trial: "no",
          sexual_abuse: "no",
        }) satisfies DataOfKind<"civil_cover_sheet">,
    },
    {
      kind: "small_claims_summons",
      made: "perDefendant",
      fillIn: (lead, { caseNumber }) =>
        ({
          county: lead.county,
          case_number: caseNumber ?? undefined,
          plaintiff_name: lead.plaintiff_name,
          plaintiff_address: lead.plaintiff_address,
          plaintiff_phone: lead.plaintiff_phone,
          defendant_name: lead.defendant_name,
          defendant_address: lead.defendant_address,
        }) satisfies DataOfKind<"small_claims_summons">,
    },
    { kind: "civil_indigent_status", made: "latest" },
  ],
  summary: (lead, papers) => ({
    side: "plaintiff",
    claimAmount: lead.amount,
    county: lead.county,
    defendants: papers.filter((paper) => paper.kind === "small_claims_summons").length,
    indigencyApplication: papers.some((paper) => paper.kind === "civil_indigent_status"),
  }),
};

// ---- The defendant: the answer, with its motion to determine rent, counterclaim and certificate of service ----

/** What the page that says how to file and serve the answer needs of it. */
type Answer = Omit<DefendantPacketJson, "side" | "papers">;

/** A part an answer prints when its answers ask for it. */
interface PartRule<Data> {
  part: PacketPart;
  when?: (data: Data) => boolean;
}

function answer<Id extends "small_claims_answer" | "eviction_answer">(
  kind: Id,
  how: {
    title: (data: DataOfKind<Id>) => string;
    parts: readonly PartRule<DataOfKind<Id>>[];
    read: (data: DataOfKind<Id>) => Answer;
  },
) {
  return (templateData: unknown): LeadReading<Answer> | undefined => {
    const data = parsed(kind, templateData);
    if (!data) return undefined;
    return {
      lead: how.read(data),
      title: how.title(data),
      holds: how.parts.filter((rule) => !rule.when || rule.when(data)).map((rule) => rule.part),
    };
  };
}

const hasCounterclaim = (data: { counterclaim?: string | undefined }) => data.counterclaim === "yes";

export const DEFENDANT_PACKET: PacketRecipe<Answer> = {
  side: "defendant",
  caseTypes: ["small_claims_answer", "landlord_tenant"],
  leads: {
    small_claims_answer: answer("small_claims_answer", {
      title: smallClaimsAnswerTitle,
      parts: [{ part: "answer" }, { part: "counterclaim", when: hasCounterclaim }, { part: "certificate_of_service" }],
      read: (data) => {
        // Rule 7.100: a counterclaim is filed and served at least 5 days before the pretrial conference.
        const counterclaim =
          hasCounterclaim(data) && data.pretrial_date ? smallClaimsCounterclaimDeadline(data.pretrial_date) : undefined;
        return {
          answer: "small_claims_answer",
          county: data.county,
          caseNumber: data.case_number,
          // The wizard asks for the lawyer's address when a lawyer filed the case; the certificate names the plaintiff.
          serveOn: { name: data.plaintiff_name, lawyer: false },
          fileBy: counterclaim ? { date: counterclaim.date, what: "counterclaim", citation: counterclaim.citation } : null,
        };
      },
    }),
    eviction_answer: answer("eviction_answer", {
      title: evictionAnswerTitle,
      parts: [
        { part: "answer" },
        { part: "motion_to_determine_rent", when: (data) => data.rent_deposit === MOTION_TO_DETERMINE_RENT },
        { part: "counterclaim", when: hasCounterclaim },
        { part: "certificate_of_service" },
      ],
      read: (data) => {
        // § 83.60(2), § 51.011: 5 days after service, weekends and legal holidays left out, with the rent deposit.
        const deadline = evictionAnswerDeadline(data.service_date);
        return {
          answer: "eviction_answer",
          county: data.county,
          caseNumber: data.case_number,
          serveOn: { name: data.landlord_attorney ?? data.landlord_name, lawyer: data.landlord_attorney !== undefined },
          fileBy: { date: deadline.date, what: "answer", citation: deadline.citation },
        };
      },
    }),
  },
  papers: [],
  summary: (lead) => ({ side: "defendant", ...lead }),
};

/** The recipes, one a side. A case's type picks the side tried first; the other is tried after it. */
export const PACKET_RECIPES: readonly PacketRecipe<unknown>[] = [PLAINTIFF_PACKET, DEFENDANT_PACKET];
