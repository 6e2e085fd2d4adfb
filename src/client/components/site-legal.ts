import { useTranslation } from "react-i18next";
import type { NavLink } from "./link-list";

/**
 * What every public page's footer says about the site: its legal pages (here), and what it is not and its
 * copyright (common:siteLegal.notALawFirm and common:siteLegal.copyright).
 */
const LEGAL_LINKS = [
  { to: "/terms", labelKey: "siteLegal.terms" },
  { to: "/privacy", labelKey: "siteLegal.privacy" },
] as const;

export function useLegalLinks(): NavLink[] {
  const { t } = useTranslation("common");
  return LEGAL_LINKS.map(({ to, labelKey }) => ({ to, label: t(labelKey) }));
}
