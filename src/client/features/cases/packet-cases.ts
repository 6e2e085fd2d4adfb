/** Which case types offer a filing packet, and whose packet it is (server/cases/filing-packet-recipes.ts has the same sides). */
import type { AppPageId } from "@shared/app-pages";
import type { CaseType } from "@shared/case-enums";
import type { PacketSide } from "@shared/packet-schemas";

interface PacketCase {
  /** Whose packet a case of this type has: it starts with her statement of claim, or with her answer. */
  side: PacketSide;
  /** The wizard that makes the paper the packet starts with. */
  lead: { page: AppPageId; tab: string; forThisCase: boolean };
  /** Without that paper: say what is missing, or show nothing (a landlord-tenant case may be a landlord's). */
  whenMissing: "ask" | "hide";
}

export const PACKET_CASES: Partial<Record<CaseType, PacketCase>> = {
  small_claims: { side: "plaintiff", lead: { page: "small-claims", tab: "complaint", forThisCase: false }, whenMissing: "ask" },
  security_deposit_lawsuit: {
    side: "plaintiff",
    lead: { page: "small-claims", tab: "complaint", forThisCase: false },
    whenMissing: "ask",
  },
  small_claims_answer: {
    side: "defendant",
    lead: { page: "small-claims", tab: "answer", forThisCase: false },
    whenMissing: "ask",
  },
  // The eviction answer has no case type of its own: it is made for her case from the case's page.
  landlord_tenant: {
    side: "defendant",
    lead: { page: "landlord-tenant", tab: "defense", forThisCase: true },
    whenMissing: "hide",
  },
};

/** Whether a case of this type offers "Get my filing packet". */
export const offersPacket = (type: CaseType): boolean => PACKET_CASES[type] !== undefined;

/** Whether a case of this type starts with a small claims statement of claim (and so has a filing record after it). */
export const recordsFiling = (type: CaseType): boolean => PACKET_CASES[type]?.side === "plaintiff";
