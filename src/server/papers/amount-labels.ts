/**
 * What the words next to an amount say it is. `before`: words just before it ("Balance Due: $612.40"); `after`:
 * words just after it ("$1,395.00 for the rent"). The closest cue names the amount; none, and it stays unlabelled.
 * Written lower case without accents, as amounts.ts compares them.
 */
import type { AmountLabel } from "@shared/papers";

export const AMOUNT_CUES: Readonly<Record<AmountLabel, { before: readonly string[]; after: readonly string[] }>> = {
  rent_owed: {
    before: ["rent", "renta", "alquiler", "accrued rent"],
    after: [
      "for the rent",
      "for rent",
      "por concepto de renta",
      "por concepto de la renta",
      "de renta",
      "de la renta",
      "in rent",
      "rent ",
    ],
  },
  claim_amount: {
    before: [
      "claim is for",
      "seeks",
      "demands",
      "amount demanded",
      "amount claimed",
      "claims",
      "demanda por",
      "reclama",
      "reclamo es por",
      // How a summons or complaint states what is sued for: "the complaint asks for $6,318.40", "sues for $2,000".
      "asks for",
      "sues for",
    ],
    after: [],
  },
  debt_amount: {
    before: [
      "balance due",
      "amount due",
      "you owed",
      "amount of the debt now",
      "total amount of the debt",
      "balance",
      "saldo",
      "amount owed",
    ],
    after: [],
  },
  deposit_held: {
    before: [
      "deposit held",
      "security deposit of",
      "deposito de seguridad de",
      "security deposit received",
      "deposit received",
      "deposit on hand",
      "deposito de seguridad recibido",
      "security deposit in the amount of",
      "deposit in the amount of",
      "security deposit was",
      "deposit was",
      "deposito de seguridad fue de",
      "deposito fue de",
    ],
    // "your $1,200 security deposit"; the claim's own "upon your security deposit" is nearer its amount.
    after: ["security deposit", "deposito de seguridad"],
  },
  deposit_claimed: {
    before: ["claim for damages in the amount of", "impose a claim", "claim for damages", "claim of", "reclamo por"],
    // The § 83.49(3)(a) notice's words, and the Spanish the statute's form is translated with.
    after: ["upon your security deposit", "from your security deposit", "sobre su deposito de seguridad"],
  },
  judgment_amount: {
    before: ["for a total of", "total judgment", "judgment in the amount of", "total of", "total sum of"],
    after: [],
  },
  fine: {
    before: ["fine of", "multa de", "fined", "proposed fine", "fine amount", "multa propuesta"],
    after: [],
  },
};

/** How far from an amount a cue may be, in characters. */
export const CUE_REACH = { before: 60, after: 40 } as const;
