// A smoke test of a running server, in plain Node with nothing installed: `node scripts/smoke.mjs <base url>
// [answers.json]`. CI runs it against the production build with only the runtime dependencies (.ci/run). With the
// answers of a statement of claim, it also makes that document and downloads its PDF (the PDF worker and fonts).
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import { readFileSync } from "node:fs";
import { request } from "node:http";
import process from "node:process";
import { URL } from "node:url";

const { fetch } = globalThis;

const [base, answersFile] = process.argv.slice(2);
if (!base) {
  console.error("usage: node scripts/smoke.mjs <base url> [statement-of-claim answers.json]");
  process.exit(2);
}

/** A GET with node:http, so the body is seen as sent (fetch would decompress it). */
function rawGet(path, headers = {}) {
  return new Promise((resolve, reject) => {
    const outgoing = request(new URL(path, base), { headers }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

let checks = 0;
async function check(name, run) {
  await run();
  checks += 1;
  console.log(`ok ${checks} - ${name}`);
}

await check("GET /api/health answers ok", async () => {
  const response = await rawGet("/api/health");
  assert.equal(response.status, 200);
  assert.equal(JSON.parse(response.body.toString()).status, "ok");
});

let entryScript = "";
await check("GET / serves the app's HTML, revalidated", async () => {
  const response = await rawGet("/");
  assert.equal(response.status, 200);
  assert.match(response.headers["content-type"], /^text\/html/);
  assert.equal(response.headers["cache-control"], "no-cache");
  assert.ok(response.headers.etag);
  const html = response.body.toString();
  assert.match(html, /<div id="root">/);
  entryScript = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ?? "";
  assert.ok(entryScript, "no entry script in index.html");
});

await check("GET /terms has its own title", async () => {
  const response = await rawGet("/terms");
  assert.match(response.body.toString(), /<title>[^<]*Terms[^<]*<\/title>/);
});

await check("the entry script comes brotli-compressed and immutable", async () => {
  const response = await rawGet(entryScript, { "accept-encoding": "br, gzip" });
  assert.equal(response.status, 200);
  assert.equal(response.headers["content-encoding"], "br");
  assert.equal(response.headers["cache-control"], "public, max-age=31536000, immutable");
});

await check("GET /robots.txt is a robots file", async () => {
  const response = await rawGet("/robots.txt");
  assert.equal(response.status, 200);
  assert.match(response.body.toString(), /^User-agent: \*/m);
});

if (answersFile) {
  const answers = JSON.parse(readFileSync(answersFile, "utf8"));
  await check("a signed-in user makes a statement of claim and downloads its PDF", async () => {
    const json = { "content-type": "application/json", origin: base };
    const register = await fetch(new URL("/api/register", base), {
      method: "POST",
      headers: json,
      body: JSON.stringify({
        email: `smoke${Date.now()}@example.com`,
        password: `Smoke-${Math.random().toString(36).slice(2)}!`,
      }),
    });
    assert.equal(register.status, 201, await register.clone().text());
    const cookie = register.headers.get("set-cookie").split(";")[0];
    const { csrfToken } = await (await fetch(new URL("/api/csrf-token", base), { headers: { cookie } })).json();
    const created = await fetch(new URL("/api/documents", base), {
      method: "POST",
      headers: { ...json, cookie, "x-csrf-token": csrfToken },
      body: JSON.stringify({
        title: "Statement of Claim",
        type: "small_claims_statement",
        kind: "small_claims_statement",
        templateData: answers,
      }),
    });
    assert.equal(created.status, 201, await created.clone().text());
    const { id } = await created.json();
    const pdf = await fetch(new URL(`/api/documents/${id}/download`, base), { headers: { cookie } });
    assert.equal(pdf.status, 200, await pdf.clone().text());
    assert.equal(pdf.headers.get("content-type"), "application/pdf");
    const bytes = Buffer.from(await pdf.arrayBuffer());
    assert.equal(bytes.subarray(0, 5).toString(), "%PDF-");
  });
}

console.log(`smoke test: all ${checks} checks passed`);
