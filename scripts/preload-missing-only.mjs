/**
 * A dynamic import's preload list without the chunks its importer already imports statically. Vite lists every chunk
 * the imported one needs, and at run time the preload helper makes a `<link rel="modulepreload">` for each one not yet
 * linked, though the importer's own imports have run before it could import anything: on a phone, the first paint of
 * a signed-in page spent more time making those links than on most of its components.
 *
 * `modulePreload.resolveDependencies` sees only file names, so this plugin keeps the bundle's import graph for it.
 */
export function preloadMissingOnly() {
  /** @type {Record<string, { type: string; imports?: string[] }>} */
  let bundle = {};
  /** @type {Map<string, Set<string>>} */
  const closures = new Map();
  const staticClosure = (fileName) => {
    let closure = closures.get(fileName);
    if (closure) return closure;
    closure = new Set();
    const visit = (file) => {
      if (closure.has(file)) return;
      closure.add(file);
      for (const imported of bundle[file]?.imports ?? []) visit(imported);
    };
    visit(fileName);
    closures.set(fileName, closure);
    return closure;
  };
  return {
    plugin: {
      name: "preload-missing-only",
      generateBundle: {
        order: "pre",
        handler(_options, output) {
          bundle = output;
          closures.clear();
        },
      },
    },
    /** @type {(filename: string, deps: string[], context: { hostId: string; hostType: string }) => string[]} */
    resolveDependencies(_filename, deps, { hostId, hostType }) {
      if (hostType !== "js") return deps;
      const loaded = staticClosure(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
