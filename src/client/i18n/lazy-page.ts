import { createElement, use, type ComponentType } from "react";
import { i18n } from "./i18n";

/** A page component loaded on demand; `preload` starts loading it (and its words) before it is rendered. */
export type LazyPage = ComponentType & { preload(): Promise<unknown> };

type Loading = Promise<ComponentType> & { status?: "fulfilled"; value?: ComponentType };

/**
 * A page loaded on demand together with its message catalogs, in parallel, so it never renders once to find
 * its words missing and then again (no request waterfall, no flash of keys). Unlike React.lazy, a page whose loading
 * was started early (`preload`, at navigation start) and has finished renders at once, without suspending first.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, namespaces: readonly string[] = []): LazyPage {
  let loading: Loading | undefined;
  const preload = (): Loading => {
    if (loading) return loading;
    const started: Loading = Promise.all([load(), i18n.loadNamespaces(["common", ...namespaces])]).then(([page]) => {
      // React's use() reads a settled promise marked this way without suspending.
      started.status = "fulfilled";
      started.value = page.default;
      return page.default;
    });
    return (loading = started);
  };
  const Page = () => createElement(use<ComponentType>(preload() as Promise<ComponentType>));
  return Object.assign(Page, { preload });
}
