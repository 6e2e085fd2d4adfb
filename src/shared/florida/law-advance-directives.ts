/** Signing rules for powers of attorney (ch. 709), living wills and health care surrogates (ch. 765). */
import { cite, withSummaries } from "./cited";
import {
  POWER_OF_ATTORNEY as POWER_OF_ATTORNEY_SUMMARIES,
  LIVING_WILL as LIVING_WILL_SUMMARIES,
  HEALTH_CARE_SURROGATE as HEALTH_CARE_SURROGATE_SUMMARIES,
} from "../../../locales/en/law.json";
import { LIVING_WILL_WORDING, POA_RULES, SURROGATE_WORDING } from "./law-advance-directive-forms";

/** A power that the principal must sign or initial next to, one by one, for the agent to have it. */
export interface InitialedPower {
  /** Paragraph of § 709.2202(1), e.g. "(c)". */
  paragraph: string;
  text: string;
}

const POWERS_REQUIRING_INITIALS: readonly InitialedPower[] = [
  { paragraph: "(a)", text: "Create an inter vivos trust" },
  {
    paragraph: "(b)",
    text:
      "With respect to a trust created by or on behalf of the principal, amend, modify, revoke, or terminate the " +
      "trust, but only if the trust instrument explicitly provides for amendment, modification, revocation, or " +
      "termination by the settlor's agent",
  },
  { paragraph: "(c)", text: "Make a gift, subject to subsection (4)" },
  { paragraph: "(d)", text: "Create or change rights of survivorship" },
  { paragraph: "(e)", text: "Create or change a beneficiary designation" },
  {
    paragraph: "(f)",
    text:
      "Waive the principal's right to be a beneficiary of a joint and survivor annuity, including a survivor " +
      "benefit under a retirement plan",
  },
  { paragraph: "(g)", text: "Disclaim property and powers of appointment" },
];

export const POWER_OF_ATTORNEY = withSummaries(
  {
    witnessesRequired: cite(2, "Fla. Stat. § 709.2105(2)"),
    notaryRequired: cite(true, "Fla. Stat. § 709.2105(2)"),
    agentMinimumAge: cite(18, "Fla. Stat. § 709.2105(1)"),
    /** Springing powers (effective on later incapacity) signed on or after this date are not valid. */
    springingNotValidSince: cite("2011-10-01", "Fla. Stat. § 709.2108"),
    /** A springing power signed before October 1, 2011 keeps the effect the law then gave it. */
    springingSignedBefore2011StillValid: cite(true, "Fla. Stat. § 709.2108(2)"),
    /** One signed in another state is valid here if it met that state's law when signed. */
    outOfStatePowerOfAttorney: cite(true, "Fla. Stat. § 709.2106(3)"),
    durableWording: cite(
      "This durable power of attorney is not terminated by subsequent incapacity of the principal except as " +
        "provided in chapter 709, Florida Statutes.",
      "Fla. Stat. § 709.2104",
    ),
    powersRequiringSeparateInitials: cite(POWERS_REQUIRING_INITIALS, "Fla. Stat. § 709.2202(1)"),
    witnessBestPractice: cite(
      "Witnesses should not be the agent or related to the principal.",
      "Best practice; not required by Fla. Stat. ch. 709",
    ),
    ...POA_RULES,
    whatItIs: cite(true, "Fla. Stat. § 709.2102"),
    successorAgent: cite(true, "Fla. Stat. § 709.2111"),
    trustAlternative: cite(true, "Fla. Stat. ch. 736"),
    vehicleTitleForm: cite("HSMV 82053", "Fla. Stat. § 319.225; form HSMV 82053"),
  } as const,
  POWER_OF_ATTORNEY_SUMMARIES,
);

export const LIVING_WILL = withSummaries(
  {
    witnessesRequired: cite(2, "Fla. Stat. § 765.302(1)"),
    witnessesNotSpouseOrBloodRelativeMinimum: cite(1, "Fla. Stat. § 765.302(1)"),
    notaryRequired: cite(false, "Fla. Stat. § 765.302"),
    suggestedForm: cite("§ 765.303", "Fla. Stat. § 765.303"),
    ...LIVING_WILL_WORDING,
    whatItIs: cite(true, "Fla. Stat. § 765.302"),
    whenItApplies: cite(true, "Fla. Stat. § 765.302(1)"),
  } as const,
  LIVING_WILL_SUMMARIES,
);

export const HEALTH_CARE_SURROGATE = withSummaries(
  {
    witnessesRequired: cite(2, "Fla. Stat. § 765.202(1)"),
    surrogateMayWitness: cite(false, "Fla. Stat. § 765.202(2)"),
    witnessesNotSpouseOrBloodRelativeMinimum: cite(1, "Fla. Stat. § 765.202(2)"),
    notaryRequired: cite(false, "Fla. Stat. § 765.202"),
    copyGoesToSurrogate: cite(true, "Fla. Stat. § 765.202"),
    suggestedForm: cite("§ 765.203", "Fla. Stat. § 765.203"),
    ...SURROGATE_WORDING,
    whatItIs: cite(true, "Fla. Stat. § 765.202"),
    actsWhenYouCannotDecide: cite(true, "Fla. Stat. §§ 765.202, 765.204"),
    decidesAsYouWould: cite(true, "Fla. Stat. § 765.205"),
    chosenByLawIfNoneNamed: cite(true, "Fla. Stat. § 765.401"),
  } as const,
  HEALTH_CARE_SURROGATE_SUMMARIES,
);
