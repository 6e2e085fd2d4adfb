/**
 * The plain-English translator: the engine on a 10-page document (the test set's nine papers twice, about 5,800
 * words), in this process; and a 10 MB PDF (two pages of text and 10 MB of image data) uploaded end to end over
 * HTTP on the loopback interface: multipart parsing, the worker thread reading the PDF, the translation and the
 * database write. Run alone with `npx tsx bench/translator.ts`.
 */
import { readdirSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { buildApp } from "@server/app";
import { connectPglite } from "@server/db/connect";
import { translateText } from "@server/translator/translate";
import { translatorContent } from "@server/translator/content";
import { multipartFile } from "@server/translator/test-support/multipart";
import { makeTextPdf } from "@server/translator/test-support/pdf";

interface Figure {
  name: string;
  value: string;
}

const SAMPLES = new URL("../src/server/translator/samples/", import.meta.url);
const RUNS = 20;
const UPLOADS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function tenPages(): string {
  const all = readdirSync(SAMPLES)
    .filter((name) => name.endsWith(".txt"))
    .sort()
    .map((name) => readFileSync(new URL(name, SAMPLES), "utf8"))
    .join("\n\n");
  return `${all}\n\n${all}`;
}

async function engineFigure(): Promise<Figure> {
  const text = tenPages();
  translatorContent();
  translateText(text);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const before = performance.now();
    translateText(text);
    times.push(performance.now() - before);
  }
  const words = text.split(/\s+/).length;
  return {
    name: `translate a 10-page document (${words} words), median`,
    value: `${median(times).toFixed(0)} ms (goal ≤ 300 ms)`,
  };
}

async function uploadFigure(): Promise<Figure> {
  const database = await connectPglite();
  const app = await buildApp({ db: database.db });
  try {
    await app.listen({ host: "127.0.0.1", port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const register = await fetch(`${base}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "bench@example.com", password: "orchid-lantern-42" }),
    });
    const cookie = (register.headers.get("set-cookie") ?? "").split(";")[0]!;
    const { csrfToken } = (await (await fetch(`${base}/api/csrf-token`, { headers: { cookie } })).json()) as {
      csrfToken: string;
    };
    const text = readFileSync(new URL("three-day-notice.txt", SAMPLES), "utf8");
    const pdf = await makeTextPdf([text, text], { padBytes: 10 * 1024 * 1024 - 100_000 });
    const { body, contentType } = multipartFile(pdf, "notice.pdf", "application/pdf");
    const upload = async () => {
      const response = await fetch(`${base}/api/translate`, {
        method: "POST",
        body: new Uint8Array(body),
        headers: { cookie, "x-csrf-token": csrfToken, "content-type": contentType },
      });
      if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
    };
    await upload();
    const times: number[] = [];
    for (let run = 0; run < UPLOADS; run++) {
      const before = performance.now();
      await upload();
      times.push(performance.now() - before);
    }
    const megabytes = (pdf.byteLength / (1024 * 1024)).toFixed(1);
    return { name: `upload a ${megabytes} MB PDF and translate it, end to end, median`, value: `${median(times).toFixed(0)} ms` };
  } finally {
    await app.close();
    await database.close();
  }
}

export async function benchTranslator(): Promise<Figure[]> {
  return [await engineFigure(), await uploadFigure()];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const figure of await benchTranslator()) console.log(`${figure.name}  ${figure.value}`);
}
