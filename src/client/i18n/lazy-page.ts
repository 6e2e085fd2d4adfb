import { lazy, type ComponentType } from "react";
import { i18n } from "./i18n";

/**
 * A page loaded on demand together with its message catalogs, in parallel, so it never renders once to find
 * its words missing and then again (no request waterfall, no flash of keys).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, namespaces: readonly string[] = []) {
  return lazy(async () => {
    const [page] = await Promise.all([load(), i18n.loadNamespaces(["common", ...namespaces])]);
    return page;
  });
}
