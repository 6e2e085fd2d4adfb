/** Unclaimed property, Fla. Stat. ch. 717. */
import { cite } from "./cited";

export const UNCLAIMED_PROPERTY = {
  officialSearch: cite(
    "https://www.fltreasurehunt.gov",
    "Fla. Stat. ch. 717",
    "Florida's Division of Unclaimed Property (Department of Financial Services) runs the official free search.",
  ),
  nationalSearch: cite(
    "https://www.missingmoney.com",
    "National Association of Unclaimed Property Administrators",
    "MissingMoney.com searches many states at once.",
  ),
  claimsAreFree: cite(true, "Fla. Stat. ch. 717", "Claiming your money from the state is free."),
  claimsHaveNoDeadline: cite(true, "Fla. Stat. ch. 717", "There is no deadline to claim your money."),
  claimantRepresentativeFeesCapped: cite(
    true,
    "Fla. Stat. § 717.135",
    "Private companies that offer to claim it for you charge fees that the law caps. You never need to pay one.",
  ),
} as const;
