/**
 * Held-out sentences for the third-person converter (third-person.ts): written before the converter, from how people
 * describe a deposit or a defense in their own words, and never used to tune it. `expected` is the sentence as the
 * pleading should read it; `null` means the right thing is to leave her words as they are (she rewords them herself).
 */
import type { ThirdPersonCase } from "./third-person-tuning";

export const THIRD_PERSON_HELD_OUT: readonly ThirdPersonCase[] = [
  {
    text: "I paid the rent every month until the landlord refused to take it.",
    role: "Defendant",
    expected: "Defendant paid the rent every month until the landlord refused to take it.",
  },
  {
    text: "My lease ended on June 30 and I returned the keys the same day.",
    role: "Plaintiff",
    expected: "Plaintiff's lease ended on June 30 and Plaintiff returned the keys the same day.",
  },
  {
    text: "I have receipts for every payment.",
    role: "Defendant",
    expected: "Defendant has receipts for every payment.",
  },
  {
    text: "I'm current on rent.",
    role: "Defendant",
    expected: "Defendant is current on rent.",
  },
  {
    text: "The landlord never gave me a written notice.",
    role: "Defendant",
    expected: "The landlord never gave Defendant a written notice.",
  },
  {
    text: "I was out of the country when the notice was posted.",
    role: "Defendant",
    expected: "Defendant was out of the country when the notice was posted.",
  },
  {
    text: "I owe nothing to this company.",
    role: "Defendant",
    expected: "Defendant owes nothing to this company.",
  },
  {
    text: "I don't recognize this debt.",
    role: "Defendant",
    expected: "Defendant doesn't recognize this debt.",
  },
  {
    text: "The apartment was clean when I left and the damage in the photos is normal wear.",
    role: "Plaintiff",
    expected: "The apartment was clean when Plaintiff left and the damage in the photos is normal wear.",
  },
  {
    text: "I've lived here for six years.",
    role: "Defendant",
    expected: "Defendant has lived here for six years.",
  },
  {
    text: "My roommate and I moved out together.",
    role: "Plaintiff",
    expected: "Plaintiff's roommate and Plaintiff moved out together.",
  },
  {
    text: "The deposit is mine and the landlord kept all of it.",
    role: "Plaintiff",
    expected: "The deposit is Plaintiff's and the landlord kept all of it.",
  },
  {
    text: "I asked for repairs in writing. Nothing was fixed.",
    role: "Defendant",
    expected: "Defendant asked for repairs in writing. Nothing was fixed.",
  },
  {
    text: "I live in Miami-Dade County and work nights.",
    role: "Defendant",
    expected: "Defendant lives in Miami-Dade County and works nights.",
  },
  {
    text: "I never signed a contract with them.",
    role: "Defendant",
    expected: "Defendant never signed a contract with them.",
  },
  {
    text: "I can prove I paid.",
    role: "Defendant",
    expected: "Defendant can prove Defendant paid.",
  },
  {
    text: "I sent my forwarding address by certified mail on March 2.",
    role: "Plaintiff",
    expected: "Plaintiff sent Plaintiff's forwarding address by certified mail on March 2.",
  },
  {
    text: "They called me at work five times a day.",
    role: "Defendant",
    expected: "They called Defendant at work five times a day.",
  },
  {
    text: "I am disabled and the unit has no ramp.",
    role: "Defendant",
    expected: "Defendant is disabled and the unit has no ramp.",
  },
  {
    text: "Yo pagué la renta a tiempo y el dueño no me dio recibo.",
    role: "Defendant",
    expected: null,
  },
  {
    text: "I would have paid if they had accepted it.",
    role: "Defendant",
    expected: "Defendant would have paid if they had accepted it.",
  },
  {
    text: "I think the amount is wrong.",
    role: "Defendant",
    expected: "Defendant thinks the amount is wrong.",
  },
  {
    text: "The landlord took photos before I moved in, and my photos show the same stains.",
    role: "Plaintiff",
    expected: "The landlord took photos before Plaintiff moved in, and Plaintiff's photos show the same stains.",
  },
  {
    text: "Am I supposed to pay for the carpet?",
    role: "Plaintiff",
    expected: null,
  },
];
