/**
 * A filing packet for a case with three defendants (cases/filing-packet.ts and render-document.ts#renderPacket): the
 * statement of claim, the cover sheet filled in from it, three summonses and the indigency application, assembled
 * and rendered as one PDF in this process. Goal: at most 60 ms.
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

async function buildPacket(): Promise<Buffer> {
  const packet = assemblePacket(PAPERS, null);
  if (!packet) throw new Error("the benchmark's papers hold no statement of claim");
  return renderPacket(packet.entries, "Filing packet");
}

export async function benchPacket(): Promise<Array<{ name: string; value: string }>> {
  for (let run = 0; run < WARM_UP; run++) await buildPacket();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const before = performance.now();
    await buildPacket();
    times.push(performance.now() - before);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const p10 = times[Math.floor(times.length / 10)]!;
  return [
    { name: "packet: 3 defendants, one PDF, median (goal: at most 60 ms)", value: `${median.toFixed(2)} ms` },
    { name: "packet: 3 defendants, fastest 10%", value: `${p10.toFixed(2)} ms` },
  ];
}
