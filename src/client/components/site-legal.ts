/** What every public page's footer says about the site: its legal pages, what it is not, and its copyright. */
export const LEGAL_LINKS = [
  { to: "/terms", label: "Terms of Service" },
  { to: "/privacy", label: "Privacy Policy" },
] as const;

export const NOT_A_LAW_FIRM =
  "Florida Legal Champion provides self-help services and information at your direction. We are not a law firm, " +
  "we do not give legal advice or represent anyone, and using this site does not create an attorney-client " +
  "relationship. For complex matters, talk with a licensed Florida attorney.";

export const COPYRIGHT = "© 2024 Florida Legal Champion. All rights reserved.";
