import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { buildClient } from "../scripts/client-build.mjs";
import { CALCULATOR_MODULE_NAMESPACES, MODULE_NAMESPACES } from "../src/client/features/modules/module-namespaces";
import type { Figure } from "./http";

const DIST = path.resolve("dist/client");
const CLIENT_SOURCES = path.resolve("src/client");
/** The language the pages are counted in: the pre-rendered English pages and their English catalogs. */
const LANGUAGE = "en";

type Manifest = Record<string, { file: string; imports?: string[] }>;

/**
 * A page as the browser meets it: the HTML file the server sends (with the scripts it preloads) and the lazy modules
 * the page's script loads for it (a lazy page, or the islands of a pre-rendered one).
 */
interface Page {
  name: string;
  html: string;
  /** Manifest keys (paths under src/client) of the lazy modules loaded for the page, outermost first. */
  lazyModules: string[];
  /**
   * The catalogs a lazy module is loaded with when its call names them through a constant the scan cannot read: the
   * same constant, imported.
   */
  namespaces?: Record<string, readonly string[]>;
  aim?: string;
  /**
   * Manifest keys of the modules (or catalogs) the page loads in idle periods after its first paint, counted apart
   * (what the page already loaded is not counted again).
   */
  idleModules?: string[];
}

const PAGES: Page[] = [
  // Pre-rendered and served in the reader's language: only its islands load (src/client/main.tsx, app/public-app.tsx).
  {
    name: "landing page",
    html: "index.html",
    lazyModules: ["features/landing/landing-header.tsx", "features/landing/landing-disclaimer.tsx"],
    aim: " [aim <= 90]",
  },
  // The first page after sign-in: the app with its router, the session layer and then the page itself.
  {
    name: "dashboard",
    html: "app.html",
    lazyModules: ["app/app.tsx", "app/session-app.tsx", "features/dashboard/dashboard-page.tsx"],
    aim: " [aim <= 110]",
    // The toasts' region and the bell's words (app/toaster-on-demand.tsx, app/shell/use-bell-items.ts); the menus
    // load only when she reaches for one.
    idleModules: ["components/ui/toaster.tsx", `../../locales/${LANGUAGE}/notifications.json`],
  },
  // A module page opened on its first tab (an explaining one): a wizard's code and words come when its tab opens.
  modulePage("small claims", "small-claims/small-claims-page.tsx", MODULE_NAMESPACES),
  modulePage("landlord-tenant", "landlord-tenant/landlord-tenant-page.tsx", CALCULATOR_MODULE_NAMESPACES),
  signedInPage("a case's page", "features/cases/case-page.tsx"),
  // The list of workflows: a workflow's questionnaire comes when she starts or resumes one.
  signedInPage("workflows page", "features/workflows/workflows-page.tsx"),
];

/** A signed-in page: the app with its router, the session layer and then the page itself. */
function signedInPage(name: string, page: string, namespaces?: readonly string[]): Page {
  return {
    name,
    html: "app.html",
    lazyModules: ["app/app.tsx", "app/session-app.tsx", page],
    ...(namespaces ? { namespaces: { [page]: namespaces } } : {}),
  };
}

function modulePage(name: string, page: string, namespaces: readonly string[]): Page {
  return signedInPage(`${name} module page`, `features/modules/${page}`, namespaces);
}

/**
 * The JavaScript a browser downloads to show a page, in the bytes the server sends (the brotli copy, or the gzip
 * one for a browser without brotli; src/server/static-client.ts): the entry and its modulepreloads, each lazy
 * module of the page with its static imports, and the message catalogs those modules are loaded with.
 */
export async function benchBundle(): Promise<Figure[]> {
  await buildClient({ quiet: true });
  const manifest = JSON.parse(readFileSync(path.join(DIST, ".vite/manifest.json"), "utf8")) as Manifest;
  const namespaces = lazyPageNamespaces();
  return PAGES.flatMap((page) => {
    const files = pageScripts(page, manifest, namespaces);
    const kilobytes = (encoding: "br" | "gz") => kilobytesOf(files, encoding);
    const idleFiles = page.idleModules ? idleScripts(page.idleModules, manifest, files) : [];
    return [
      { name: `${page.name} JS over the wire, brotli (KB)${page.aim ?? ""}`, value: kilobytes("br") },
      { name: "  gzip, for browsers without brotli (KB)", value: kilobytes("gz") },
      { name: "  files counted", value: String(files.length) },
      ...(page.idleModules
        ? [{ name: "  then in idle periods after its first paint, brotli (KB)", value: kilobytesOf(idleFiles, "br") }]
        : []),
    ];
  });
}

function kilobytesOf(files: string[], encoding: "br" | "gz"): string {
  return (files.reduce((sum, file) => sum + sentBytes(file, encoding), 0) / 1024).toFixed(1);
}

/** Adds the file of a manifest key and, recursively, of its static imports. */
function collectInto(files: Set<string>, manifest: Manifest, key: string): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the client manifest has no ${key}`);
  files.add(chunk.file);
  for (const imported of chunk.imports ?? [])
    if (!files.has(manifest[imported]?.file ?? "")) collectInto(files, manifest, imported);
}

/**
 * The manifest key of a module: its own, or (a module a page also imports statically, so built into a shared chunk)
 * the key of the shared chunk named after it.
 */
function manifestKey(manifest: Manifest, module: string): string {
  if (manifest[module]) return module;
  const shared = Object.keys(manifest).filter((key) => key.startsWith(`_${path.basename(module, path.extname(module))}-`));
  if (shared.length !== 1) throw new Error(`the client manifest has no one chunk for ${module}`);
  return shared[0]!;
}

/** The files the idle modules add to those the page has already loaded. */
function idleScripts(modules: string[], manifest: Manifest, loaded: string[]): string[] {
  const files = new Set(loaded);
  for (const module of modules) collectInto(files, manifest, manifestKey(manifest, module));
  return [...files].filter((file) => !loaded.includes(file));
}

function pageScripts(page: Page, manifest: Manifest, namespaces: Map<string, readonly string[]>): string[] {
  const html = readFileSync(path.join(DIST, page.html), "utf8");
  const files = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
  const collect = (key: string) => collectInto(files, manifest, key);
  collect("index.html");
  for (const module of page.lazyModules) {
    collect(module);
    for (const namespace of page.namespaces?.[module] ?? namespaces.get(module) ?? [])
      collect(`../../locales/${LANGUAGE}/${namespace}.json`);
  }
  return [...files];
}

/** The bytes sent for a file: its precompressed copy, or the file itself when compressing did not make it smaller. */
function sentBytes(file: string, encoding: "br" | "gz"): number {
  const full = path.join(DIST, file);
  return readFileSync(existsSync(`${full}.${encoding}`) ? `${full}.${encoding}` : full).length;
}

/**
 * The message catalogs each lazy page or island is loaded with, read from the `lazyPage(() => import("…"),
 * [namespaces])` and `island(() => import("…"), [namespaces], …)` calls in src/client (those whose list is a constant
 * are not read), keyed like the manifest ("features/landing/landing-page.tsx").
 */
function lazyPageNamespaces(): Map<string, readonly string[]> {
  const found = new Map<string, readonly string[]>();
  const call = /(?:lazyPage|island)\(\s*\(\) => import\("([^"]+)"\),?\s*(?:\[([^\]]*)\])?/g;
  for (const file of readdirSync(CLIENT_SOURCES, { recursive: true, encoding: "utf8" })) {
    if (!/\.tsx?$/.test(file)) continue;
    const source = readFileSync(path.join(CLIENT_SOURCES, file), "utf8");
    for (const [, specifier, list] of source.matchAll(call)) {
      const module = specifier!.startsWith("@client/")
        ? specifier!.slice("@client/".length)
        : path.join(path.dirname(file), specifier!);
      found.set(
        `${module}.tsx`,
        [...(list ?? "").matchAll(/"([^"]+)"/g)].map((m) => m[1]!),
      );
    }
  }
  return found;
}
