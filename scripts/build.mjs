// `npm run build`: the client (dist/client: hashed, precompressed, one HTML file per public page) and the server
// bundle (dist/server/main.js), which production runs with plain `node` and only the runtime dependencies.
import { pathToFileURL } from "node:url";
import { buildClient, clientBuildIsStale, isStale } from "./client-build.mjs";
import { buildServer, SERVER_BUNDLE } from "./build-server.mjs";

const SERVER_SOURCES = ["src/server", "src/shared", "locales", "scripts/build-server.mjs", "tsconfig.json", "package-lock.json"];

export function serverBuildIsStale() {
  return isStale(SERVER_BUNDLE, SERVER_SOURCES);
}

export async function buildAll({ quiet = false } = {}) {
  await buildClient({ quiet });
  await buildServer({ quiet });
}

/** Builds what is older than its sources; returns what was built. */
export async function buildIfStale({ quiet = false } = {}) {
  const built = [];
  if (clientBuildIsStale()) {
    await buildClient({ quiet });
    built.push("client");
  }
  if (serverBuildIsStale()) {
    await buildServer({ quiet });
    built.push("server");
  }
  return built;
}

export { SERVER_BUNDLE };

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await buildAll();
