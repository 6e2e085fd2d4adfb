/**
 * Does rendering stall the server? The real server (its own process) renders 20 of the heaviest documents the
 * forms allow, all at once, for 20 people, while /api/health is asked every few milliseconds; the figure is
 * the health check's latency (p50, p99) during the renders, against the same server idle.
 * Goal: p99 ≤ 50 ms (PDFs render in worker threads, never on the main thread).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEFAULT_MAX_LENGTH } from "../src/shared/documents/fields";
import { TEMPLATE_DATA_LIMITS } from "../src/shared/documents/document-schemas";
import { DOCUMENT_KINDS, type AnyDocumentKind } from "../src/shared/documents/registry";
import { SAMPLE_ANSWERS } from "../src/server/documents/sample-answers";
import type { Figure } from "./http";
import { startServer } from "./server-process";

const PEOPLE = 20;
const GOAL_P99_MS = 50;
const POLL_EVERY_MS = 5;

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
};

interface LooseField {
  name: string;
  type: string;
  maxLength?: number;
  when?: unknown;
}
const fieldsOf = (kind: AnyDocumentKind) => kind.fields as readonly LooseField[];

const textLength = (kind: AnyDocumentKind) =>
  fieldsOf(kind).reduce(
    (sum, field) =>
      sum + (field.type === "text" || field.type === "textarea" ? (field.maxLength ?? DEFAULT_MAX_LENGTH[field.type]) : 0),
    0,
  );

/** The kind with the most room for text, every text answer as long as its field and the total bound allow. */
function heaviestAnswers(): { kind: AnyDocumentKind; answers: Record<string, unknown> } {
  const kind = [...DOCUMENT_KINDS].sort((a, b) => textLength(b) - textLength(a))[0]!;
  const answers: Record<string, unknown> = { ...SAMPLE_ANSWERS[kind.kind] };
  let budget = (TEMPLATE_DATA_LIMITS.maxChars ?? 40_000) - 2_000;
  const words = "The tenant paid the deposit in full and left the unit clean, as the photos and the receipts show. ";
  for (const field of fieldsOf(kind)) {
    if (field.type !== "textarea" || field.when) continue;
    const length = Math.min(field.maxLength ?? DEFAULT_MAX_LENGTH.textarea, budget);
    if (length <= 0) break;
    answers[field.name] = words
      .repeat(Math.ceil(length / words.length))
      .slice(0, length)
      .trim();
    budget -= length;
  }
  return { kind, answers };
}

async function request(url: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const response = await fetch(url, init);
  return {
    response,
    body: response.headers.get("content-type")?.includes("json") ? await response.json() : await response.arrayBuffer(),
  };
}

async function pollHealth(url: string, until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!until()) {
    const before = performance.now();
    await fetch(`${url}/api/health`).then((r) => r.arrayBuffer());
    times.push(performance.now() - before);
    await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS));
  }
  return times;
}

export async function benchRenderLoad(): Promise<Figure[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "flc-bench-render-"));
  // One proxy hop trusted, so each person can come from an address of their own (registrations are limited per address).
  const server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: "1" });
  try {
    const { kind, answers } = heaviestAnswers();
    const downloads: string[][] = [];
    for (let i = 0; i < PEOPLE; i++) {
      const headers = { "content-type": "application/json", "x-forwarded-for": `10.250.0.${i + 1}` };
      const registered = await fetch(`${server.url}/api/register`, {
        method: "POST",
        headers,
        body: JSON.stringify({ email: `render${i}.${Date.now()}@example.com`, password: `Bench-render-${i}-${Math.random()}` }),
      });
      if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
      const cookie = registered.headers.get("set-cookie")!.split(";")[0]!;
      const { body: csrf } = await request(`${server.url}/api/csrf-token`, { headers: { cookie } });
      const { response, body } = await request(`${server.url}/api/documents`, {
        method: "POST",
        headers: { ...headers, cookie, "x-csrf-token": (csrf as { csrfToken: string }).csrfToken },
        body: JSON.stringify({ title: `Heavy ${kind.kind}`, type: kind.kind, kind: kind.kind, templateData: answers }),
      });
      if (response.status !== 201) throw new Error(`create ${kind.kind}: ${response.status} ${JSON.stringify(body)}`);
      downloads.push([cookie, (body as { id: string }).id]);
    }
    // Warm: one render, so the engine's start-up is not in the figures.
    const [firstCookie, firstId] = downloads[0]!;
    await fetch(`${server.url}/api/documents/${firstId}/download`, { headers: { cookie: firstCookie! } }).then((r) =>
      r.arrayBuffer(),
    );

    let done = false;
    const idle = await (async () => {
      const stopAt = performance.now() + 1000;
      return pollHealth(server.url, () => performance.now() > stopAt);
    })();
    const polling = pollHealth(server.url, () => done);
    const started = performance.now();
    const results = await Promise.all(
      downloads.map(([cookie, id]) =>
        fetch(`${server.url}/api/documents/${id}/download`, { headers: { cookie: cookie! } }).then(async (r) => ({
          status: r.status,
          bytes: (await r.arrayBuffer()).byteLength,
        })),
      ),
    );
    const renderMs = performance.now() - started;
    done = true;
    const busy = await polling;
    const ok = results.filter((r) => r.status === 200);
    const p99 = percentile(busy, 0.99);
    return [
      { name: "heaviest document kind", value: `${kind.kind} (${Math.round((ok[0]?.bytes ?? 0) / 1024)} KB)` },
      { name: `${PEOPLE} heavy PDFs at once: all rendered in`, value: `${renderMs.toFixed(0)} ms (${ok.length}/${PEOPLE} OK)` },
      {
        name: "/api/health idle p50 / p99",
        value: `${percentile(idle, 0.5).toFixed(1)} / ${percentile(idle, 0.99).toFixed(1)} ms`,
      },
      {
        name: "/api/health while rendering p50 / p99",
        value: `${percentile(busy, 0.5).toFixed(1)} / ${p99.toFixed(1)} ms (${busy.length} checks; goal p99 ≤ ${GOAL_P99_MS} ms: ${p99 <= GOAL_P99_MS ? "met" : "NOT met"})`,
      },
    ];
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
