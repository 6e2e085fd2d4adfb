// The first half of `npm start`: build what changed since the last build (client and server). The second half,
// scripts/serve.sh, runs the server bundle in a process of its own, so the build tools never stay in its memory.
import { existsSync } from "node:fs";
import { buildIfStale, SERVER_BUNDLE } from "./build.mjs";

try {
  const built = await buildIfStale();
  if (built.length > 0) console.log(`Built: ${built.join(" and ")}.`);
} catch (error) {
  // Without the development dependencies (npm ci --omit=dev) nothing can be built: run the last build if there is one.
  if (error?.code !== "ERR_MODULE_NOT_FOUND" || !existsSync(SERVER_BUNDLE)) throw error;
  console.warn(`Sources changed since the last build, but the build tools are not installed (${error.message}).`);
  console.warn("Serving the last build; run `npm run build` where the development dependencies are installed.");
}
