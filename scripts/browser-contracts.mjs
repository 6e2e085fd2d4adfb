// Build-only Vite plugin: the browser's copy of the API contracts (src/shared/api) without their zod schemas.
//
// The browser calls an endpoint through its contract for its method, path and types (src/client/lib/api.ts) and never
// reads a schema; the server validates with the schemas of the same `defineEndpoint({...})` objects. So in the client
// build each contract's `params`, `query`, `body` and `answer` are dropped, and a top-level `const x = call(...)` of
// src/shared is marked pure (src/shared is pure data and functions, vite.config.ts): a schema nothing reads any more
// (`base.extend({...})`, which the bundler cannot know is pure) is then dropped with zod itself. Forms that validate
// with zod import it on their own pages. e2e/no-zod-in-shell.test.ts checks the dashboard downloads none.
import ts from "typescript";

const SCHEMA_PROPERTIES = new Set(["params", "query", "body", "answer"]);
const SHARED_SOURCE = /[\\/]src[\\/]shared[\\/].*\.ts$/;

/** The edits, as [start, end, replacement], that strip a shared module of what the browser never runs. */
function browserEdits(source) {
  const edits = [];
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "defineEndpoint" &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      for (const property of node.arguments[0].properties) {
        if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && SCHEMA_PROPERTIES.has(property.name.text))
          edits.push([property.initializer.getStart(source), property.initializer.end, "undefined"]);
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  for (const statement of source.statements) {
    const declarations = ts.isVariableStatement(statement) ? statement.declarationList.declarations : [];
    for (const declaration of declarations) if (declaration.initializer) markCallsPure(declaration.initializer, source, edits);
    visit(statement);
  }
  // A mark inside a dropped schema goes with it.
  const dropped = edits.filter(([start, end]) => end > start);
  return edits.filter(([at, end]) => end > at || !dropped.some(([start, stop]) => at >= start && at < stop));
}

/**
 * Marks each call a top-level value is made with as pure, the calls in its arguments too (`z.object({ a: z.string() })`),
 * but not those in the functions it holds, which run later if at all.
 */
function markCallsPure(node, source, edits) {
  if (ts.isFunctionLike(node)) return;
  if (ts.isCallExpression(node) || ts.isNewExpression(node))
    edits.push([node.getStart(source), node.getStart(source), "/* @__PURE__ */ "]);
  ts.forEachChild(node, (child) => markCallsPure(child, source, edits));
}

export function browserContracts() {
  return {
    name: "browser-contracts",
    apply: "build",
    // Before TypeScript is stripped, so the contracts are read as written.
    enforce: "pre",
    transform: {
      filter: { id: SHARED_SOURCE },
      handler(code, id) {
        if (!SHARED_SOURCE.test(id)) return null;
        const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
        const edits = browserEdits(source).sort((a, b) => b[0] - a[0]);
        if (edits.length === 0) return null;
        let result = code;
        for (const [start, end, replacement] of edits) result = result.slice(0, start) + replacement + result.slice(end);
        return { code: result, map: null };
      },
    },
  };
}
