/**
 * The statutes' own words that the signed instruments print: the suggested forms of a living will (§ 765.303)
 * and of a health care surrogate designation (§ 765.203), the short-form notary acknowledgment (§ 695.25), and
 * the rules on how a power of attorney starts, ends and binds the agent (ch. 709). Spread into the groups of
 * law-advance-directives.ts. "{NAME}" marks where a template puts a person's name.
 */
import { cite } from "./cited";

/** Fla. Stat. § 695.25, short form for an individual acting in his or her own right. */
export interface AcknowledgmentForm {
  venue: readonly [state: string, county: string];
  /** "[ ]" marks a box the notary ticks; "{NAME}" the person acknowledging. */
  statement: string;
  notarySignature: string;
  notaryName: string;
  identification: readonly string[];
}

const ACKNOWLEDGMENT: AcknowledgmentForm = {
  venue: ["STATE OF FLORIDA", "COUNTY OF"],
  statement:
    "The foregoing instrument was acknowledged before me by means of [  ] physical presence or [  ] online " +
    "notarization, this ____ day of ______________, ______, by {NAME}.",
  notarySignature: "Signature of Notary Public - State of Florida",
  notaryName: "Print, Type, or Stamp Commissioned Name of Notary Public",
  identification: [
    "Personally Known ______ OR Produced Identification ______",
    "Type of Identification Produced ______________________",
  ],
};

/** Fla. Stat. § 709.2112(4): the only agents who may be paid for their work (§ 709.2112(3)). */
const QUALIFIED_AGENTS = [
  "the principal's spouse",
  "an heir of the principal within the meaning of s. 732.103",
  "a financial institution with trust powers, with a place of business in Florida",
  "an attorney or certified public accountant licensed in Florida",
  "a natural person who is a Florida resident and has never served as agent for more than three principals at the same time",
] as const;

export const POA_RULES = {
  effectiveWhenSigned: cite(true, "Fla. Stat. § 709.2108(1)"),
  endsAtDeath: cite(true, "Fla. Stat. § 709.2109(1)(a)"),
  nonDurableEndsOnIncapacity: cite(true, "Fla. Stat. § 709.2109(1)(b)"),
  endsOnStatedDate: cite(true, "Fla. Stat. § 709.2109(1)(e)"),
  endsWhenPurposeAccomplished: cite(true, "Fla. Stat. § 709.2109(1)(f)"),
  revocation: cite(true, "Fla. Stat. § 709.2110"),
  agentAcceptance: cite(true, "Fla. Stat. § 709.2113"),
  agentDuties: cite(true, "Fla. Stat. § 709.2114"),
  agentExpensesReimbursed: cite(true, "Fla. Stat. § 709.2112(1)"),
  agentCompensation: cite(true, "Fla. Stat. § 709.2112(3)"),
  qualifiedAgent: cite(QUALIFIED_AGENTS, "Fla. Stat. § 709.2112(4)"),
  copiesHaveSameEffect: cite(true, "Fla. Stat. § 709.2106"),
  acknowledgmentForm: cite(ACKNOWLEDGMENT, "Fla. Stat. § 695.25"),
} as const;

/** Fla. Stat. § 765.303(1): the suggested living will, sentence by sentence. */
const LIVING_WILL_FORM = {
  opening:
    "Declaration made this ____ day of ______________, ______, I, {NAME}, willfully and voluntarily make known " +
    "my desire that my dying not be artificially prolonged under the circumstances set forth below, and I do " +
    "hereby declare that, if at any time I am incapacitated and",
  conditions: ["I have a terminal condition", "I have an end-stage condition", "I am in a persistent vegetative state"],
  determination:
    "and if my primary physician and another consulting physician have determined that there is no reasonable " +
    "medical probability of my recovery from such condition,",
  direction:
    "I direct that life-prolonging procedures be withheld or withdrawn when the application of such procedures " +
    "would serve only to prolong artificially the process of dying, and that I be permitted to die naturally with " +
    "only the administration of medication or the performance of any medical procedure deemed necessary to " +
    "provide me with comfort care or to alleviate pain.",
  intention:
    "It is my intention that this declaration be honored by my family and physician as the final expression of " +
    "my legal right to refuse medical or surgical treatment and to accept the consequences for such refusal.",
  surrogate:
    "In the event that I have been determined to be unable to provide express and informed consent regarding the " +
    "withholding, withdrawal, or continuation of life-prolonging procedures, I wish to designate, as my surrogate " +
    "to carry out the provisions of this declaration:",
  competence:
    "I understand the full import of this declaration, and I am emotionally and mentally competent to make this declaration.",
} as const;

export const LIVING_WILL_WORDING = {
  form: cite(LIVING_WILL_FORM, "Fla. Stat. § 765.303(1)"),
  lifeProlongingIncludesTubeFeeding: cite(true, "Fla. Stat. § 765.101"),
  tellYourDoctor: cite(true, "Fla. Stat. § 765.302(2)"),
  revocation: cite(true, "Fla. Stat. § 765.104"),
} as const;

/** Fla. Stat. § 765.203: the suggested designation of a health care surrogate. */
const SURROGATE_FORM = {
  designation: "I, {NAME}, designate as my health care surrogate under s. 765.202, Florida Statutes:",
  alternate:
    "If my health care surrogate is not willing, able, or reasonably available to perform his or her duties, I " +
    "designate as my alternate health care surrogate:",
  authorizeIntro: "I authorize my health care surrogate to:",
  healthInformation:
    "Receive any of my health information, whether oral or recorded in any form or medium, that: 1. Is created " +
    "or received by a health care provider, health care facility, health plan, public health authority, employer, " +
    "life insurer, school or university, or health care clearinghouse; and 2. Relates to my past, present, or " +
    "future physical or mental health or condition; the provision of health care to me; or the past, present, or " +
    "future payment for the provision of health care to me.",
  furtherIntro: "I further authorize my health care surrogate to:",
  decisions:
    "Make all health care decisions for me, which means he or she has the authority to: 1. Provide informed " +
    "consent, refusal of consent, or withdrawal of consent to any and all of my health care, including " +
    "life-prolonging procedures. 2. Apply on my behalf for private, public, government, or veterans' benefits to " +
    "defray the cost of health care. 3. Access my health information reasonably necessary for the health care " +
    "surrogate to make decisions involving my health care and to apply for benefits for me. 4. Decide to make an " +
    "anatomical gift pursuant to part V of chapter 765, Florida Statutes.",
  specificInstructions: "Specific instructions and restrictions:",
  capacityControls:
    "While I have decisionmaking capacity, my wishes are controlling and my physicians and health care providers " +
    "must clearly communicate to me the treatment plan or any change to the treatment plan prior to its implementation.",
  keepInformed:
    "To the extent I am capable of understanding, my health care surrogate shall keep me reasonably informed of " +
    "all decisions that he or she has made on my behalf and matters concerning me.",
  notAffectedByIncapacity:
    "THIS HEALTH CARE SURROGATE DESIGNATION IS NOT AFFECTED BY MY SUBSEQUENT INCAPACITY EXCEPT AS PROVIDED IN " +
    "CHAPTER 765, FLORIDA STATUTES.",
  revocation:
    "PURSUANT TO SECTION 765.104, FLORIDA STATUTES, I UNDERSTAND THAT I MAY, AT ANY TIME WHILE I RETAIN MY " +
    "CAPACITY, REVOKE OR AMEND THIS DESIGNATION BY:",
  revocationWays: [
    "SIGNING A WRITTEN AND DATED INSTRUMENT WHICH EXPRESSES MY INTENT TO AMEND OR REVOKE THIS DESIGNATION;",
    "PHYSICALLY DESTROYING THIS DESIGNATION THROUGH MY OWN ACTION OR BY THAT OF ANOTHER PERSON IN MY PRESENCE AND UNDER MY DIRECTION;",
    "VERBALLY EXPRESSING MY INTENTION TO AMEND OR REVOKE THIS DESIGNATION; OR",
    "SIGNING A NEW DESIGNATION THAT IS MATERIALLY DIFFERENT FROM THIS DESIGNATION.",
  ],
  effectiveOnIncapacity:
    "MY HEALTH CARE SURROGATE'S AUTHORITY BECOMES EFFECTIVE WHEN MY PRIMARY PHYSICIAN DETERMINES THAT I AM UNABLE " +
    "TO MAKE MY OWN HEALTH CARE DECISIONS",
  unlessInitialed: "UNLESS I INITIAL EITHER OR BOTH OF THE FOLLOWING BOXES:",
  immediateInformation:
    "IF I INITIAL THIS BOX, MY HEALTH CARE SURROGATE'S AUTHORITY TO RECEIVE MY HEALTH INFORMATION TAKES EFFECT IMMEDIATELY.",
  immediateDecisions:
    "IF I INITIAL THIS BOX, MY HEALTH CARE SURROGATE'S AUTHORITY TO MAKE HEALTH CARE DECISIONS FOR ME TAKES EFFECT " +
    "IMMEDIATELY. PURSUANT TO SECTION 765.204(3), FLORIDA STATUTES, ANY INSTRUCTIONS OR HEALTH CARE DECISIONS I " +
    "MAKE, EITHER VERBALLY OR IN WRITING, WHILE I POSSESS CAPACITY SHALL SUPERCEDE ANY INSTRUCTIONS OR HEALTH CARE " +
    "DECISIONS MADE BY MY SURROGATE THAT ARE IN MATERIAL CONFLICT WITH THOSE MADE BY ME.",
} as const;

export const SURROGATE_WORDING = {
  form: cite(SURROGATE_FORM, "Fla. Stat. § 765.203"),
  immediateAuthorityOptional: cite(true, "Fla. Stat. §§ 765.101, 765.204"),
  hipaaPersonalRepresentative: cite(true, "45 C.F.R. § 164.502(g)"),
  revocation: cite(true, "Fla. Stat. § 765.104"),
} as const;
