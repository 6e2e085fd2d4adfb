/**
 * What the words next to an amount say it is. `before`: words just before it ("Balance Due: $612.40"); `after`:
 * words just after it ("$1,395.00 for the rent"). The closest cue names the amount; none, and it stays unlabelled.
 * `label`: a form's label, which names the amount only right before it ("Security Deposit: $1,800.00"), where the same
 * words further back ("a claim on your security deposit for: carpet $150.00") name another amount.
 * Written lower case without accents, as amounts.ts compares them.
 */
import type { AmountLabel, PaperKind } from "@shared/papers";

export const AMOUNT_CUES: Readonly<
  Record<AmountLabel, { before: readonly string[]; after: readonly string[]; label?: readonly string[] }>
> = {
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
      // A motion's or complaint's recital of what is sued for: "Plaintiff filed its Complaint seeking $9,846.17".
      "seeking",
      // A small claims notice's statement of the case: "THE CASE STYLED ABOVE IS A CLAIM FOR $4,780.25 FOR …".
      "claim for",
      "amount of claim",
      "amount of the claim",
      "monto reclamado",
      "cantidad reclamada",
    ],
    after: [],
    label: ["claim", "claim amount", "reclamo"],
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
      "amount of the debt",
      "amount of debt",
      "monto adeudado",
      "cantidad adeudada",
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
      // A lease or addendum's other deposits the landlord holds with the security deposit (§ 83.49).
      "pet deposit of",
      "damage deposit of",
      "deposito de mascota de",
    ],
    // "your $1,200 security deposit"; the claim's own "upon your security deposit" is nearer its amount.
    after: ["security deposit", "deposito de seguridad"],
    label: [
      "security deposit",
      "deposit",
      "deposit amount",
      "amount of deposit",
      "amount of security deposit",
      "deposito de seguridad",
      "deposito",
    ],
  },
  deposit_claimed: {
    before: ["claim for damages in the amount of", "impose a claim", "claim for damages", "claim of", "reclamo por"],
    // The § 83.49(3)(a) notice's words, and the Spanish the statute's form is translated with.
    after: ["upon your security deposit", "from your security deposit", "sobre su deposito de seguridad"],
  },
  judgment_amount: {
    before: ["for a total of", "total judgment", "judgment in the amount of", "total of", "total sum of"],
    // "the sum of $5,311.00, for which let execution issue": the judgment's own words follow its amount.
    after: ["for which let execution issue", "let execution issue"],
  },
  fine: {
    // "levy a fine against the Lot in the amount of $50.00": the fine is named before whom it is levied on.
    before: [
      "fine of",
      "multa de",
      "fined",
      "proposed fine",
      "fine amount",
      "multa propuesta",
      "a fine",
      "the fine",
      "una multa",
    ],
    after: [],
  },
};

/**
 * What an amount is also depends on the paper: a 3-day notice's "amount due" or "amount demanded" is the rent it
 * demands (§ 83.56(3)), as an eviction summons's "amount due" is; a deposit notice's "amount of claim" is its claim on
 * the deposit and its "balance" is what is returned, no debt; the balance a summons states is what is claimed; what an
 * eviction summons says the complaint claims is the rent she must deposit (§ 83.60(2)).
 */
export const KIND_LABEL: Readonly<Partial<Record<PaperKind, Partial<Record<AmountLabel, AmountLabel | null>>>>> = {
  three_day_notice: { debt_amount: "rent_owed", claim_amount: "rent_owed" },
  eviction_summons: { debt_amount: "rent_owed", claim_amount: "rent_owed" },
  deposit_claim_notice: { claim_amount: "deposit_claimed", debt_amount: null },
  small_claims_summons: { debt_amount: "claim_amount" },
  county_court_summons: { debt_amount: "claim_amount" },
};

/**
 * A validation notice's itemisation (Regulation F, 12 C.F.R. § 1006.34) states what was owed on its itemisation date
 * ("As of September 30, 2029, you owed: $1,486.20") before the total of the debt now: the past balance is not the
 * debt, when the paper states one after it.
 */
export const PAST_BALANCE_BEFORE = /\bas of\b[^$]{1,40}?\byou owed$/;

/**
 * A single word after an amount names it only right after it ("$900.00 rent"): further on, it is the next sentence's
 * ("… $892.60 Only rent may be demanded …").
 */
export const BARE_AFTER_REACH = 1;

/**
 * A ledger's row: a date, what was posted in a few words, then its charge, payment or running balance ("11/01/2030 Rent -
 * November 2030 $1,275.00 $1,275.00"). Its amounts are the account's history, not what the paper says is owed now. A
 * sentence's words after the date ("rent due 11/01/2030 in the sum of $775.00") make it no row.
 */
export const LEDGER_ROW_BEFORE =
  /\b\d{1,2}\/\d{1,2}\/\d{2,4}\s+(?![^:]*\b(?:in|of|the|for|due|on|is|are|was|were|you|your|sum|amount|and|to|by)\b)\p{L}[^:]{1,50}$/u;

/** How far from an amount a cue may be, in characters. */
export const CUE_REACH = { before: 60, after: 40 } as const;

/**
 * A table's "TOTAL" line is the paper's own amount: a judgment's total is what it awards, a collector's is the debt, a
 * 3-day notice's is the rent it demands (§ 83.56(3) lets it demand nothing else). On other papers a total may add fees
 * or costs to the claim, so it names nothing there.
 */
export const TOTAL_CUES: readonly string[] = ["total", "total due", "total amount due", "grand total", "total adeudado"];
export const TOTAL_LABEL: Readonly<Partial<Record<PaperKind, AmountLabel>>> = {
  final_judgment: "judgment_amount",
  collection_letter: "debt_amount",
  three_day_notice: "rent_owed",
};

/**
 * Number words an amount is written in before its figure ("One Thousand Four Hundred Twenty-Five and 00/100 Dollars
 * ($1,425.00)"), in English and Spanish: the words that say what the amount is come before them.
 */
export const AMOUNT_WORD =
  /^(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|and|u\.?s\.?|(?:\d{1,2}|no|xx)\/100|un[oa]?|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieci\p{L}+|veinte|veinti\p{L}+|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien|ciento|\p{L}+cientos|mil|millon(?:es)?|y|con)$/u;
/** "… Dollars (" or "… dólares (" just before the figure (compared without accents). */
export const WRITTEN_AMOUNT_END = /\b(?:dollars?|dolares)\s*\(\s*$/;

/**
 * Words that say an amount is none of the labels: a late fee, costs, attorney's fees or interest next to the rent or
 * the debt ("rent of $1,250.00 and a late fee of $50.00"). Nearer than any label's cue, they leave it unlabelled.
 */
export const OTHER_AMOUNT_CUES: { before: readonly string[]; after: readonly string[] } = {
  before: [
    "late fee",
    "late fees",
    "late charge",
    "late charges",
    "court costs",
    "costs of",
    "attorney's fees",
    "attorneys' fees",
    "attorney fees",
    "attorneys fees",
    "interest",
    "filing fee",
    "recargo por mora",
    "costas",
    "honorarios",
    "intereses",
  ],
  after: ["late fee", "in late fees", "in interest", "in court costs", "in attorney", "de recargo", "de intereses"],
};
