/**
 * The architecture, enforced (docs/architecture.md, "The rooms of the house"):
 * - src/shared imports neither src/client nor src/server, nor node:* (its tests and test-support may);
 * - src/client never imports src/server, and src/server never imports src/client;
 * - in the client, nothing but app/ imports app/; no feature imports another feature; components/, lib/, i18n/,
 *   wizard/ and questionnaire/ import no feature;
 * - an import that leaves its own room (src/client, src/server, src/shared) uses the alias (@shared/...), never
 *   "../../../shared/...".
 */
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const ALIASES = { "@shared/": "src/shared/", "@client/": "src/client/", "@server/": "src/server/" };

function resolveTarget(spec, file) {
  for (const [alias, dir] of Object.entries(ALIASES))
    if (spec.startsWith(alias)) return path.join(ROOT, dir, spec.slice(alias.length));
  if (spec.startsWith(".")) return path.resolve(path.dirname(file), spec);
  return undefined;
}

/** "shared", "server", "client" or undefined; for client files also the area (app, features/<name>, lib, ...). */
function placeOf(absolute) {
  const rel = path.relative(ROOT, absolute).split(path.sep);
  if (rel[0] !== "src") return { room: undefined };
  const room = rel[1];
  if (room !== "client") return { room };
  const area = rel[2] ?? "";
  if (area === "features") {
    const name = rel.length > 4 ? rel[3] : path.basename(rel[3] ?? "", path.extname(rel[3] ?? ""));
    return { room, area, feature: name };
  }
  return { room, area: path.extname(area) ? "" : area };
}

const TEST_FILE = /\.test\.tsx?$|[\\/]test-support[\\/]/;

function problem(from, to, spec, file) {
  if (spec.startsWith("node:") && from.room === "shared" && !TEST_FILE.test(file)) return "src/shared must not use Node modules";
  if (!to || !to.room) return undefined;
  if (from.room === "shared" && to.room !== "shared") return "src/shared must not import src/client or src/server";
  if (from.room === "client" && to.room === "server") return "the client must not import the server";
  if (from.room === "server" && to.room === "client") return "the server must not import the client";
  if (from.room === "client" && to.room === "client") {
    if (to.area === "app" && from.area !== "app" && from.area !== "")
      return "only app/ may import app/ (share through components/, lib/ or shared/)";
    if (to.area === "features" && from.area === "features" && to.feature !== from.feature)
      return `feature "${from.feature}" must not import feature "${to.feature}" (share through components/, lib/ or shared/)`;
    if (to.area === "features" && ["components", "lib", "i18n", "wizard", "questionnaire"].includes(from.area))
      return `${from.area}/ must not import a feature`;
  }
  if (spec.startsWith(".") && from.room && to.room !== from.room) return `use the alias @${to.room}/ instead of a relative path`;
  return undefined;
}

export default {
  meta: { type: "problem", schema: [], docs: { description: "Imports follow the architecture's boundaries." } },
  create(context) {
    const file = context.filename;
    const from = placeOf(file);
    function check(node, spec) {
      if (typeof spec !== "string") return;
      const target = resolveTarget(spec, file);
      const message = problem(from, target ? placeOf(target) : undefined, spec, file);
      if (message) context.report({ node, message: `${message}: "${spec}"` });
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node.source, node.source.value),
    };
  },
};
