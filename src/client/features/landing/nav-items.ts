import { useTranslation } from "react-i18next";
import type { NavLink } from "@client/components/link-list";

/** The in-page sections the top navigation and the footer both point at. */
const SECTION_LINKS = [
  { href: "#features", labelKey: "features" },
  { href: "#how-it-works", labelKey: "howItWorks" },
  { href: "#legal-areas", labelKey: "legalAreas" },
] as const;

export function useSectionLinks(): NavLink[] {
  const { t } = useTranslation("landing-nav");
  return SECTION_LINKS.map(({ href, labelKey }) => ({ href, label: t(labelKey) }));
}
