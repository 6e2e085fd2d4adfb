import { createContext, use } from "react";

/** The part of the page's address a public page reads or changes, with or without the router. */
export interface PageAddress {
  /** "#section", or "" when the address points at no anchor. */
  hash: string;
  /** Takes the #section off the address, and the page starts again from its top. */
  clearHash(): void;
}

/** The browser's own address, for the public pages, which come without the router. */
const documentAddress: PageAddress = {
  get hash() {
    // The pre-rendering has no address: its HTML must not depend on one.
    return typeof window === "undefined" ? "" : window.location.hash;
  },
  clearHash() {
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    window.scrollTo(0, 0);
  },
};

/** The router app provides the router's address instead (app/router-navigation.tsx), so that it sees the change. */
export const PageAddressContext = createContext<PageAddress>(documentAddress);

export function usePageAddress(): PageAddress {
  return use(PageAddressContext);
}
