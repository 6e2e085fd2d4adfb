/**
 * A filing packet for a case with three defendants (cases/filing-packet.ts and render-document.ts#renderPacket): the
 * statement of claim, the cover sheet filled in from it, three summonses and the indigency application, assembled
 * and rendered as one PDF in this process. Goal: at most 60 ms. Then the defendant's packet: a tenant's eviction
 * answer with its motion to determine rent, counterclaim and certificate of service.
 */
import { KIND_EXAMPLES } from "@shared/documents/examples";
import { assemblePacket, type StoredPaper } from "@server/cases/filing-packet";
import { renderPacket } from "@server/documents/render-document";

const RUNS = 60;
const WARM_UP = 10;

const summons = KIND_EXAMPLES.small_claims_summons.roofRepair;
const PAPERS: StoredPaper[] = [
  { kind: "small_claims_statement", templateData: { ...KIND_EXAMPLES.small_claims_statement.roofRepair } },
  ...["ABC Repairs LLC", "Juan Perez", "Sunshine Holdings Inc."].map((defendant) => ({
    kind: "small_claims_summons",
    templateData: { ...summons, defendant_name: defendant },
  })),
  { kind: "civil_indigent_status", templateData: { ...KIND_EXAMPLES.civil_indigent_status.roofRepair } },
];

const ANSWER_PAPERS: StoredPaper[] = [
  { kind: "eviction_answer", templateData: { ...KIND_EXAMPLES.eviction_answer.roofLeakAndBrokenPlumbing } },
];

async function buildPacket(papers: readonly StoredPaper[], caseType: string): Promise<Buffer> {
  const packet = assemblePacket(papers, null, caseType);
  if (!packet) throw new Error("the benchmark's papers hold no lead paper");
  return renderPacket(packet.entries, "Filing packet");
}

/** Median and fastest 10% of building one packet, after a warm-up. */
async function timed(build: () => Promise<Buffer>): Promise<{ median: number; p10: number }> {
  for (let run = 0; run < WARM_UP; run++) await build();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const before = performance.now();
    await build();
    times.push(performance.now() - before);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, p10: times[Math.floor(times.length / 10)]! };
}

export async function benchPacket(): Promise<Array<{ name: string; value: string }>> {
  const plaintiff = await timed(() => buildPacket(PAPERS, "small_claims"));
  const defendant = await timed(() => buildPacket(ANSWER_PAPERS, "landlord_tenant"));
  return [
    { name: "packet: 3 defendants, one PDF, median (goal: at most 60 ms)", value: `${plaintiff.median.toFixed(2)} ms` },
    { name: "packet: 3 defendants, fastest 10%", value: `${plaintiff.p10.toFixed(2)} ms` },
    { name: "packet: the defendant's eviction answer, one PDF, median", value: `${defendant.median.toFixed(2)} ms` },
  ];
}
