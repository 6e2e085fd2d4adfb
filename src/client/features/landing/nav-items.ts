/** The in-page sections the top navigation and the footer both point at (spec part 1, section 2). */
export const SECTION_LINKS = [
  { href: "#features", label: "Features" },
  { href: "#how-it-works", label: "How It Works" },
  { href: "#legal-areas", label: "Legal Areas" },
] as const;

export const RESOURCE_LINKS = [
  { to: "/plain-english-translator", label: "Plain English Translator" },
  { to: "/hidden-money-finder", label: "Find Hidden Money" },
  { to: "/case-predictor", label: "Case Predictor" },
] as const;
