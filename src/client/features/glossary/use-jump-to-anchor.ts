import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * After each move to /glossary#<id> (a deep link, a letter, a "see also" link, Back), brings that term or letter
 * into view and moves keyboard focus to it. The page is drawn after the address was opened, so the browser cannot
 * do this by itself.
 */
export function useJumpToAnchor(): string {
  const { hash, key } = useLocation();
  const anchor = decodeURIComponent(hash.slice(1));
  useEffect(() => {
    if (!anchor) return;
    const target = document.getElementById(anchor);
    if (!target) return;
    target.scrollIntoView({ block: "start" });
    target.focus({ preventScroll: true });
  }, [anchor, key]);
  return anchor;
}
