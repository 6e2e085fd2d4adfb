/**
 * The packet engine on its recipes (filing-packet.ts, filing-packet-recipes.ts), without a server: which side's
 * packet a case gets, what the defendant's answer holds, and the names its file takes.
 */
import { describe, expect, it } from "vitest";
import { KIND_EXAMPLES } from "@shared/documents/examples";
import { evictionAnswerDeadline, smallClaimsCounterclaimDeadline } from "@shared/florida/deadlines";
import { answerSchema } from "../documents/answer-schemas";
import { assemblePacket, sideOfCaseType, type StoredPaper } from "./filing-packet";
import { DEFENDANT_PACKET, PLAINTIFF_PACKET } from "./filing-packet-recipes";

/** A paper as the database keeps it: its answers parsed (codes, numbers). */
const stored = (kind: "small_claims_statement" | "small_claims_answer" | "eviction_answer", answers: object): StoredPaper => ({
  kind,
  templateData: answerSchema(kind).parse(answers) as Record<string, unknown>,
});

const eviction = KIND_EXAMPLES.eviction_answer.roofLeakAndBrokenPlumbing;
const smallClaimsAnswer = KIND_EXAMPLES.small_claims_answer.partialPayment;
const statement = KIND_EXAMPLES.small_claims_statement.roofRepair;

describe("the packet recipes", () => {
  it("are one a side, each with its lead papers and case types", () => {
    expect(Object.keys(PLAINTIFF_PACKET.leads)).toEqual(["small_claims_statement", "security_deposit_lawsuit"]);
    expect(PLAINTIFF_PACKET.papers.map((place) => place.kind)).toEqual([
      "civil_cover_sheet",
      "small_claims_summons",
      "civil_indigent_status",
    ]);
    expect(Object.keys(DEFENDANT_PACKET.leads)).toEqual(["small_claims_answer", "eviction_answer"]);
    // The answer prints its motion, counterclaim and certificate of service: no paper of its own for them.
    expect(DEFENDANT_PACKET.papers).toEqual([]);
    expect(sideOfCaseType("small_claims")).toBe("plaintiff");
    expect(sideOfCaseType("security_deposit_lawsuit")).toBe("plaintiff");
    expect(sideOfCaseType("small_claims_answer")).toBe("defendant");
    expect(sideOfCaseType("landlord_tenant")).toBe("defendant");
    expect(sideOfCaseType("debt_defense")).toBeUndefined();
  });
});

describe("the defendant's packet", () => {
  it("is the eviction answer, named after its title, holding its motion, counterclaim and certificate of service", () => {
    const packet = assemblePacket([stored("eviction_answer", eviction)], null, "landlord_tenant");
    expect(packet).toMatchObject({
      side: "defendant",
      answer: "eviction_answer",
      county: "orange",
      caseNumber: "2026-CC-004512-O",
      serveOn: { name: "Robert Hale, Esq.", lawyer: true },
      fileBy: { date: evictionAnswerDeadline("2026-08-03").date, what: "answer" },
    });
    expect(packet?.entries.map((entry) => entry.paper)).toEqual([
      {
        kind: "eviction_answer",
        title: "Answer, Motion to Determine Rent and Counterclaim",
        fileName: "01 Answer, Motion to Determine Rent and Counterclaim.pdf",
        saved: true,
        holds: ["answer", "motion_to_determine_rent", "counterclaim", "certificate_of_service"],
      },
    ]);
  });

  it("leaves out the parts an answer does not print, and serves the landlord when no lawyer is named", () => {
    const { landlord_attorney: _lawyer, correct_rent_amount: _rent, determine_rent_reason: _reason, ...rest } = eviction;
    const plain = { ...rest, rent_deposit: "deposited", rent_deposited_amount: "2,900", counterclaim: "no" };
    const packet = assemblePacket([stored("eviction_answer", plain)], null, "landlord_tenant");
    expect(packet?.entries.map((entry) => [entry.paper.title, entry.paper.holds])).toEqual([
      ["Answer to Eviction Complaint", ["answer", "certificate_of_service"]],
    ]);
    expect(packet).toMatchObject({ serveOn: { name: "Lakeview Apartments LLC", lawyer: false } });
  });

  it("is the small claims answer, with the counterclaim's last day, 5 court days before the pretrial conference", () => {
    const packet = assemblePacket([stored("small_claims_answer", smallClaimsAnswer)], null, "small_claims_answer");
    const deadline = smallClaimsCounterclaimDeadline("2026-08-20");
    expect(packet).toMatchObject({
      side: "defendant",
      answer: "small_claims_answer",
      county: "leon",
      caseNumber: "2026-SC-001234",
      serveOn: { name: "Sunshine Credit Corp.", lawyer: false },
      fileBy: { date: deadline.date, what: "counterclaim", citation: deadline.citation },
    });
    expect(deadline.date).toBe("2026-08-14");
    expect(packet?.entries.map((entry) => [entry.paper.fileName, entry.paper.holds])).toEqual([
      ["01 Answer and Counterclaim.pdf", ["answer", "counterclaim", "certificate_of_service"]],
    ]);
    const withoutCounterclaim = assemblePacket(
      [stored("small_claims_answer", { ...smallClaimsAnswer, counterclaim: "no" })],
      null,
      "small_claims_answer",
    );
    expect(withoutCounterclaim).toMatchObject({ fileBy: null });
    expect(withoutCounterclaim?.entries[0]?.paper).toMatchObject({
      title: "Answer to Statement of Claim",
      holds: ["answer", "certificate_of_service"],
    });
  });

  it("uses her latest answer", () => {
    const first = stored("eviction_answer", eviction);
    const second = stored("eviction_answer", { ...eviction, case_number: "2026-CC-009999-O" });
    expect(assemblePacket([first, second], null, "landlord_tenant")).toMatchObject({ caseNumber: "2026-CC-009999-O" });
  });
});

describe("which packet a case gets", () => {
  it("tries the side of its case type first, then the other; none without a lead paper", () => {
    const papers = [stored("small_claims_statement", statement), stored("small_claims_answer", smallClaimsAnswer)];
    expect(assemblePacket(papers, null, "small_claims")?.side).toBe("plaintiff");
    expect(assemblePacket(papers, null, "small_claims_answer")?.side).toBe("defendant");
    expect(assemblePacket([stored("small_claims_answer", smallClaimsAnswer)], null, "small_claims")?.side).toBe("defendant");
    expect(assemblePacket([], null, "landlord_tenant")).toBeUndefined();
    // Answers that no longer fit their kind cannot lead.
    expect(
      assemblePacket([{ kind: "eviction_answer", templateData: { county: "orange" } }], null, "landlord_tenant"),
    ).toBeUndefined();
  });
});
