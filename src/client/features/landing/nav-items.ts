/** The in-page sections the top navigation and the footer both point at (spec part 1, section 2). */
export const SECTION_LINKS = [
  { id: "features", label: "Features" },
  { id: "how-it-works", label: "How It Works" },
  { id: "legal-areas", label: "Legal Areas" },
] as const;

export const RESOURCE_LINKS = [
  { to: "/plain-english-translator", label: "Plain English Translator" },
  { to: "/hidden-money-finder", label: "Find Hidden Money" },
  { to: "/case-predictor", label: "Case Predictor" },
] as const;

export const LEGAL_LINKS = [
  { to: "/terms", label: "Terms of Service" },
  { to: "/privacy", label: "Privacy Policy" },
] as const;

export const NOT_A_LAW_FIRM =
  "Florida Legal Champion provides self-help services and information at your direction. We are not a law firm, " +
  "we do not give legal advice or represent anyone, and using this site does not create an attorney-client " +
  "relationship. For complex matters, talk with a licensed Florida attorney.";
