import type { ComponentType, ReactNode } from "react";
import { i18n } from "@client/i18n/i18n";

/**
 * An interactive part of a pre-rendered public page. On a page served in the reader's language, main.tsx hydrates
 * only these, each on its own; the rest of the page stays the pre-rendered HTML and never loads its code.
 * `display: contents` leaves the layout as if the wrapper were not there (the landing header stays sticky).
 */
export function Island({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div data-island={name} className="contents">
      {children}
    </div>
  );
}

/** Loads an island's component: a page names its islands with these (app/public-app.tsx). */
export type LoadIsland = () => Promise<ComponentType>;

/** The component `name` of the module `load` imports, loaded together with its message catalogs, in parallel. */
export function island<Module extends Record<Name, ComponentType>, Name extends string>(
  load: () => Promise<Module>,
  namespaces: readonly string[],
  name: Name,
): LoadIsland {
  return async () => {
    const [module] = await Promise.all([load(), i18n.loadNamespaces(["common", ...namespaces])]);
    return module[name];
  };
}
