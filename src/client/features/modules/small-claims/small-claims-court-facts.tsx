import { CalendarX, Gavel, Landmark, Laptop } from "lucide-react";
import { ContentCards, useModuleContent } from "../module-content";

/** The cards of court-facts.md, in order. */
const CARD_ICONS = [Gavel, CalendarX, Landmark, Laptop];

/** Being sued, missing court, collecting after judgment, and filing online (court-facts.md). */
export function SmallClaimsCourtFacts() {
  const { sections } = useModuleContent("small-claims/court-facts");
  return <ContentCards sections={sections} icons={CARD_ICONS} />;
}
