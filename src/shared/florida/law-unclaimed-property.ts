/** Unclaimed property, Fla. Stat. ch. 717. */
import { cite, withSummaries } from "./cited";
import { UNCLAIMED_PROPERTY as UNCLAIMED_PROPERTY_SUMMARIES } from "../../../locales/en/law.json";

export const UNCLAIMED_PROPERTY = withSummaries(
  {
    officialSearch: cite("https://www.fltreasurehunt.gov", "Fla. Stat. ch. 717"),
    nationalSearch: cite("https://www.missingmoney.com", "National Association of Unclaimed Property Administrators"),
    claimsAreFree: cite(true, "Fla. Stat. ch. 717"),
    claimsHaveNoDeadline: cite(true, "Fla. Stat. ch. 717"),
    claimantRepresentativeFeesCapped: cite(true, "Fla. Stat. § 717.135"),
  } as const,
  UNCLAIMED_PROPERTY_SUMMARIES,
);
