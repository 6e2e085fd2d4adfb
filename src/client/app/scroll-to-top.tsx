import { useEffect } from "react";
import { useLocation } from "react-router";

/** A new page starts at its top, unless the address points at an anchor on it. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
