/**
 * One chunk for what every signed-in page runs before its first paint and the public pages never do: the session
 * layer's and the shell's modules (the query cache, the API client, her account, the shell, the buttons…) and the
 * shared modules the first page after sign-in (the dashboard) imports. Left to the automatic splitting they came as
 * some forty small files, each with its own request, its own compression and its imports of the others by name.
 *
 * A module any public page or island imports stays out (the landing page must not download the session layer), and
 * so do the router app's modules and the session layer itself (the HTML preloads app.tsx and session-app.tsx by name).
 */
export function sessionChunk({ root, routerApp, sessionApp, publicPages, firstPage, firstPageFolder }) {
  /** @type {Set<string>} */
  let members = new Set();
  return {
    plugin: {
      name: "flc-session-chunk",
      apply: "build",
      buildEnd() {
        const importsOf = (id) => this.getModuleInfo(id)?.importedIds ?? [];
        const closure = (ids, into = new Set()) => {
          for (const id of ids) {
            if (into.has(id)) continue;
            into.add(id);
            closure(importsOf(id), into);
          }
          return into;
        };
        // The schema modules the API contracts import for the server: the client build drops the schemas (and zod with
        // them, browser-contracts.mjs) unless a form of a page uses them, and then they belong to that page.
        const holdsSchemas = (id) =>
          !id.includes("/src/shared/api/") && importsOf(id).some((imported) => imported.includes("/node_modules/zod/"));
        const sessionClosure = (ids, into = new Set()) => {
          for (const id of ids) {
            if (into.has(id) || holdsSchemas(id) || id.includes("/node_modules/")) continue;
            into.add(id);
            sessionClosure(importsOf(id), into);
          }
          return into;
        };
        const at = (module) => `${root}/${module}`;
        const publicModules = this.getModuleInfo(at(publicPages))?.dynamicallyImportedIds ?? [];
        // The router app's own modules stay with it: the entry lists what its import preloads, on the public pages too.
        const elsewhere = closure([at("main.tsx"), ...publicModules, at(routerApp)]);
        const session = sessionClosure([at(sessionApp), at(firstPage)]);
        members = new Set(
          [...session].filter(
            (id) =>
              !elsewhere.has(id) &&
              ![sessionApp, firstPage].map(at).includes(id) &&
              !id.startsWith(at(firstPageFolder)) &&
              !id.endsWith(".json"),
          ),
        );
      },
    },
    /** For a code-splitting group's `test`: read once the module graph is complete (chunks are made after it). */
    test: (id) => members.has(id),
  };
}
