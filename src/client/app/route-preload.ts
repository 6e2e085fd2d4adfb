import { matchPath } from "react-router";
import { PAGE_ALIASES, PROTECTED_PAGES } from "@shared/app-pages";
import { PAGE_COMPONENTS } from "./page-components";

/**
 * Starts loading the code and words of the protected page at `pathname`, at navigation start: in parallel with the
 * session layer, instead of after it has rendered.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const id = PAGE_ALIASES[pathname] ?? PROTECTED_PAGES.find(({ route }) => matchPath({ path: route, end: true }, pathname))?.id;
  return (id && PAGE_COMPONENTS[id]?.preload()) || Promise.resolve();
}
