/** The age of adulthood, in its own file: pages that only state it do not load the advance directive forms. */
import { cite, withSummaries } from "./cited";
import { ADULTHOOD as ADULTHOOD_SUMMARIES } from "../../../locales/en/law.json";

export const ADULTHOOD = withSummaries(
  {
    /** Declarants, principals, agents and surrogates must be adults. */
    minimumAgeYears: cite(18, "Fla. Stat. § 743.07"),
  } as const,
  ADULTHOOD_SUMMARIES,
);
