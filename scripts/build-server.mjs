// Bundles the server (src/server/main.ts) into dist/server with esbuild, for production to run with plain `node`.
// Packages stay external (production installs them with `npm ci --omit=dev`); our own TypeScript is compiled in.
import { cpSync, existsSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SERVER_OUT_DIR = path.join(root, "dist/server");
export const SERVER_BUNDLE = path.join(SERVER_OUT_DIR, "main.js");
const SERVER_SOURCE_DIR = path.join(root, "src/server");

/**
 * Source files find files of their own (migrations, content) with `new URL("./migrations", import.meta.url)`. In
 * the bundle, import.meta.url is the bundle's, so each such URL is rewritten: a target inside src/server is copied to
 * the same place under dist/server; any other target (dist/client, vite.config.ts) is pointed at from dist/server.
 */
function filesBesideSources() {
  const pattern = /new URL\(\s*(["'])([^"'`]+)\1\s*,\s*import\.meta\.url\s*\)/g;
  return {
    name: "files-beside-sources",
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        if (!args.path.startsWith(SERVER_SOURCE_DIR) && !args.path.startsWith(path.join(root, "src/shared"))) return;
        const source = readFileSync(args.path, "utf8");
        if (!source.includes("import.meta.url")) return { contents: source, loader: "ts" };
        const contents = source.replace(pattern, (_match, quote, relative) => {
          const target = path.resolve(path.dirname(args.path), relative);
          let destination = target;
          if (target.startsWith(SERVER_SOURCE_DIR + path.sep)) {
            destination = path.join(SERVER_OUT_DIR, path.relative(SERVER_SOURCE_DIR, target));
            if (!existsSync(target)) throw new Error(`${args.path}: ${relative} does not exist`);
            cpSync(target, destination, { recursive: true, filter: (file) => !/\.test\.ts$/.test(file) });
          }
          let fromBundle = path.relative(SERVER_OUT_DIR, destination).split(path.sep).join("/");
          if (!fromBundle.startsWith(".")) fromBundle = `./${fromBundle}`;
          if (statSafe(target)?.isDirectory() && relative.endsWith("/")) fromBundle += "/";
          return `new URL(${quote}${fromBundle}${quote}, import.meta.url)`;
        });
        return { contents, loader: "ts" };
      });
    },
  };
}

function statSafe(file) {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}

export async function buildServer({ quiet = false } = {}) {
  const { build } = await import("esbuild");
  const started = performance.now();
  rmSync(SERVER_OUT_DIR, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { main: "src/server/main.ts" },
    outdir: SERVER_OUT_DIR,
    bundle: true,
    // Dynamic imports (the PDF engine, the development-only Vite middleware) stay separate files, loaded on use.
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    sourcemap: "linked",
    legalComments: "none",
    logLevel: "warning",
    plugins: [filesBesideSources()],
  });
  if (!quiet) console.log(`Server bundled into dist/server in ${(performance.now() - started).toFixed(0)} ms.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await buildServer();
