/** Signing rules for powers of attorney (ch. 709), living wills and health care surrogates (ch. 765). */
import { cite } from "./cited";
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

export const POWER_OF_ATTORNEY = {
  witnessesRequired: cite(
    2,
    "Fla. Stat. § 709.2105(2)",
    "The person giving the power signs in front of 2 witnesses, who also sign.",
  ),
  notaryRequired: cite(true, "Fla. Stat. § 709.2105(2)", "A notary must also acknowledge the signature."),
  agentMinimumAge: cite(
    18,
    "Fla. Stat. § 709.2105(1)",
    "The agent must be a person 18 or older, or a qualified bank or trust company.",
  ),
  /** Springing powers (effective on later incapacity) signed on or after this date are not valid. */
  springingNotValidSince: cite(
    "2011-10-01",
    "Fla. Stat. § 709.2108",
    "In Florida, a power of attorney works as soon as it is signed. One that starts only \"upon my incapacity\" " +
      "is not valid if signed on or after October 1, 2011 (except for some military deployments).",
  ),
  durableWording: cite(
    "This durable power of attorney is not terminated by subsequent incapacity of the principal except as " +
      "provided in chapter 709, Florida Statutes.",
    "Fla. Stat. § 709.2104",
    "To keep working if you later cannot make decisions, the document must say so in these words or similar ones.",
  ),
  powersRequiringSeparateInitials: cite(
    POWERS_REQUIRING_INITIALS,
    "Fla. Stat. § 709.2202(1)",
    "Some powers only count if you sign or initial next to each one: trusts, gifts, survivorship rights, " +
      "beneficiary changes, joint annuity rights and disclaimers.",
  ),
  witnessBestPractice: cite(
    "Witnesses should not be the agent or related to the principal.",
    "Best practice; not required by Fla. Stat. ch. 709",
    "It is best if the witnesses are not the agent and not related to you.",
  ),
  ...POA_RULES,
  whatItIs: cite(
    true,
    "Fla. Stat. § 709.2102",
    "A power of attorney is a paper in which you (the principal) give another person (your agent) the power to act for you, like paying bills or dealing with your bank.",
  ),
  successorAgent: cite(
    true,
    "Fla. Stat. § 709.2111",
    "You can name a backup (successor) agent, in case your first choice cannot serve.",
  ),
  trustAlternative: cite(
    true,
    "Fla. Stat. ch. 736",
    "A trust is another tool for managing your money and property. Ask a lawyer about it.",
  ),
  vehicleTitleForm: cite(
    "HSMV 82053",
    "Fla. Stat. § 319.225; form HSMV 82053",
    "To sign a Florida vehicle, mobile home or boat title for you, your agent uses Florida's own power of attorney " +
      "form, HSMV 82053 (Power of Attorney for a Motor Vehicle, Mobile Home or Vessel). Get it from your county tax " +
      "collector's office or flhsmv.gov.",
  ),
} as const;

export const LIVING_WILL = {
  witnessesRequired: cite(2, "Fla. Stat. § 765.302(1)", "You sign in front of 2 witnesses, who also sign."),
  witnessesNotSpouseOrBloodRelativeMinimum: cite(
    1,
    "Fla. Stat. § 765.302(1)",
    "At least 1 of the 2 witnesses must not be your spouse or a blood relative.",
  ),
  notaryRequired: cite(false, "Fla. Stat. § 765.302", "You do not need a notary."),
  suggestedForm: cite("§ 765.303", "Fla. Stat. § 765.303", "Florida law offers a suggested living will form."),
  ...LIVING_WILL_WORDING,
  whatItIs: cite(
    true,
    "Fla. Stat. § 765.302",
    "A living will is your own written wishes about treatment at the end of life. It speaks for you when you cannot.",
  ),
  whenItApplies: cite(
    true,
    "Fla. Stat. § 765.302(1)",
    "It applies if you have a terminal condition, an end-stage condition, or are in a persistent vegetative state.",
  ),
} as const;

export const HEALTH_CARE_SURROGATE = {
  witnessesRequired: cite(2, "Fla. Stat. § 765.202(1)", "You sign in front of 2 adult witnesses, who also sign."),
  surrogateMayWitness: cite(false, "Fla. Stat. § 765.202(2)", "The person you name as surrogate cannot be a witness."),
  witnessesNotSpouseOrBloodRelativeMinimum: cite(
    1,
    "Fla. Stat. § 765.202(2)",
    "At least 1 of the 2 witnesses must not be your spouse or a blood relative.",
  ),
  notaryRequired: cite(false, "Fla. Stat. § 765.202", "You do not need a notary."),
  copyGoesToSurrogate: cite(true, "Fla. Stat. § 765.202", "Give a copy to the person you named as surrogate."),
  suggestedForm: cite("§ 765.203", "Fla. Stat. § 765.203", "Florida law offers a suggested surrogate form."),
  ...SURROGATE_WORDING,
  whatItIs: cite(
    true,
    "Fla. Stat. § 765.202",
    "A health care surrogate designation names a person to make health care decisions for you when you cannot. You can also name a backup (alternate).",
  ),
  actsWhenYouCannotDecide: cite(
    true,
    "Fla. Stat. §§ 765.202, 765.204",
    "A health care surrogate can make medical decisions when you cannot decide for yourself.",
  ),
  decidesAsYouWould: cite(
    true,
    "Fla. Stat. § 765.205",
    "Your surrogate must decide the way you would have wanted.",
  ),
  chosenByLawIfNoneNamed: cite(
    true,
    "Fla. Stat. § 765.401",
    "If you name no one, Florida law picks someone from a list: usually your spouse first, then your adult children, then your parents.",
  ),
} as const;

export const ADULTHOOD = {
  /** Declarants, principals, agents and surrogates must be adults. */
  minimumAgeYears: cite(18, "Fla. Stat. § 743.07", "You must be 18 or older."),
} as const;
