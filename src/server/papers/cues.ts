/**
 * The words that tell a paper's kind, with how much each one counts. English and the Spanish a Florida paper
 * carries (court forms print a Spanish part; some landlords write in Spanish). A phrase counts once, double when it
 * is in the paper's opening (its title); a negative weight counts against a kind. Written in plain words: they are
 * compared in the normalized form of normalize.ts.
 */
import type { PaperKind } from "@shared/papers";

export type CueTable = Readonly<Record<PaperKind, Readonly<Record<string, number>>>>;

export const CUES: CueTable = {
  eviction_summons: {
    "eviction summons": 8,
    "summons residential": 4,
    "citación de desalojo": 8,
    "registry of the court": 3,
    "court registry": 3,
    "registro del tribunal": 3,
    "you may be evicted": 3,
    "move out of the place where you are living": 4,
    "determine the amount of rent": 3,
    "motion to determine rent": 3,
    "excluding saturdays, sundays, and legal holidays": 1,
    "not including saturday, sunday, or any legal holidays": 2,
    "5 days": 1,
    desalojo: 2,
    // A clerk's own heading for the summons that gives 5 days, and § 83.60(2)'s words every eviction summons repeats.
    "5 day summons": 8,
    "summons eviction": 6,
    "accrued rent": 2,
    "rent that accrues during the pendency": 4,
    "default judgment for removal of the tenant": 5,
  },
  three_day_notice: {
    "3-day notice": 8,
    "notice to pay rent or deliver possession": 8,
    "pay rent or deliver possession": 5,
    "payment of the rent or possession of the premises": 5,
    "for the rent and use of the premises": 4,
    "aviso de tres días": 8,
    "pagar la renta o entregar la posesión": 6,
    "entrega de la posesión": 3,
    "3 days": 2,
    "3 días": 2,
    indebted: 2,
    "pay rent or vacate": 6,
  },
  seven_day_notice_cure: {
    "remedy the noncompliance": 8,
    "cure the noncompliance": 3,
    "with opportunity to cure": 5,
    "opportunity to cure": 1,
    "lease shall be deemed terminated": 4,
    "notice of noncompliance": 3,
    "oportunidad de corregir": 4,
    // The Spanish notices' title and demand: "aviso de siete (7) días para corregir", "corregir este incumplimiento".
    "7 dias para corregir": 8,
    "corregir este incumplimiento": 6,
    "corregir el incumplimiento": 6,
    "7 days": 1,
    "7-day notice": 2,
    // The statute's own subsection, cited by notices written in plain words, and the heading such notices carry.
    "83.56(2)(b)": 10,
    "notice to cure": 5,
    "7-day notice to cure": 4,
  },
  seven_day_notice_no_cure: {
    "lease is terminated effective immediately": 8,
    "7 days from the delivery of this letter to vacate": 8,
    "without opportunity to cure": 6,
    "without an opportunity to cure": 6,
    "should not be given an opportunity to cure": 5,
    "sin oportunidad de corregir": 6,
    "7 dias para desocupar": 6,
    "notice of termination": 2,
    "7 days": 1,
    "7-day notice": 2,
    // The statute's own subsection, and the headings and plain words of a notice that gives no chance to cure.
    "83.56(2)(a)": 10,
    "7-day notice to vacate": 6,
    "notice to vacate": 2,
    "7 days from delivery": 5,
    "no opportunity to cure": 6,
    "no cure": 4,
    "7 days from the delivery": 5,
    "not given an opportunity to cure": 5,
  },
  small_claims_summons: {
    "notice to appear for pretrial conference": 10,
    "notice to appear for pre-trial conference": 10,
    "pretrial conference": 4,
    "pre-trial conference": 4,
    "small claims": 3,
    "form 7.322": 4,
    "conferencia previa al juicio": 5,
    "aviso para comparecer": 4,
    "reclamos menores": 3,
    "required to appear in person or by attorney": 3,
  },
  county_court_summons: {
    summons: 2,
    "20 calendar days after this summons is served": 8,
    "20 days after this summons is served": 8,
    "a lawsuit has been filed against you": 3,
    "written response to the attached complaint": 5,
    "a phone call will not protect you": 4,
    "may thereafter be taken without further warning": 4,
    "usted ha sido demandado": 2,
    "tiene 20 días": 4,
    // Form 1.902's older wording: written defenses served within 20 days, or a default.
    "20 days after service of this summons": 8,
    "serve written defenses": 3,
    "summons 20 day": 6,
    "a default will be entered against that defendant": 4,
  },
  final_judgment: {
    "final judgment": 8,
    "ordered and adjudged": 4,
    "for which let execution issue": 5,
    "let writ of possession issue": 5,
    "recover from defendant": 3,
    "done and ordered": 2,
    "sentencia definitiva": 8,
    "sentencia final": 8,
  },
  writ_of_possession: {
    "writ of possession": 6,
    "commanded to remove all persons": 8,
    "put plaintiff in possession": 6,
    "24 hours notice": 3,
    "conspicuously posted": 3,
    "orden de desalojo": 6,
  },
  motion_for_default: {
    "motion for default": 8,
    "motion for clerk's default": 8,
    "entry of a default": 5,
    "failure to serve any paper": 5,
    "failed to file or serve any paper": 5,
    "default against defendant": 4,
    "moción de rebeldía": 8,
    // A motion's own conventions: the party moves, and its last paragraph begins "Wherefore".
    "plaintiff moves": 3,
    "moves for": 2,
    "moves the clerk": 3,
    wherefore: 2,
  },
  collection_letter: {
    "debt collector": 5,
    "attempt to collect a debt": 6,
    "collect a debt": 3,
    "validation notice": 5,
    "dispute the debt": 4,
    "dispute the validity of this debt": 5,
    "original creditor": 3,
    "total amount of the debt now": 6,
    "placed with our agency for collection": 4,
    "cobrador de deudas": 5,
    "cobrar una deuda": 4,
    // How collectors describe themselves and the account when they do not use the model notice.
    "collection agency": 6,
    "for collection": 3,
    "dispute this debt": 4,
  },
  deposit_claim_notice: {
    "notice of intention to impose claim on security deposit": 10,
    "intention to impose a claim": 8,
    "impose claim on security deposit": 8,
    "upon your security deposit": 5,
    "object in writing to this deduction": 6,
    "83.49(3)": 3,
    "intención de imponer un reclamo": 10,
    "depósito de seguridad": 2,
  },
  hoa_violation_notice: {
    "homeowners association": 5,
    "homeowners' association": 5,
    "condominium association": 5,
    "notice of violation": 3,
    "declaration of covenants": 5,
    "fining committee": 6,
    "levy a fine": 5,
    "720.305": 4,
    "asociación de propietarios": 5,
    hoa: 2,
    "community association": 5,
    "property owners association": 5,
    "governing documents": 3,
  },
  lease_or_addendum: {
    "residential lease": 5,
    "lease agreement": 5,
    "rental agreement": 2,
    addendum: 5,
    "the landlord and the tenant agree": 4,
    "landlord and tenant agree": 4,
    "made part of the": 3,
    "remain in full force and effect": 3,
    "contrato de arrendamiento": 5,
    "contrato de alquiler": 5,
    // A lease renewed or amended: the agreement names what it changes and keeps the rest.
    "renewal agreement": 5,
    "lease renewal": 5,
    "lease contract": 3,
    "amends the": 3,
    "all other terms and conditions": 3,
    "incorporated herein by reference": 2,
  },
  // Papers of no kind the translator answers, which talk about landlords, debts and courts: a paper titled so is
  // "other" even when it mentions those.
  other: {
    "power of attorney": 10,
    "attorney in fact": 6,
    "living will": 10,
    "health care surrogate": 10,
    "last will and testament": 10,
    // A city's or county's code enforcement notice of violation is no association's.
    "code enforcement": 10,
    "code compliance": 10,
    "special magistrate": 4,
    // A landlord's notice ending a month-to-month tenancy (§ 83.57) or not renewing a lease: no lease, and not the
    // 7-day notice that ends one for the tenant's fault. Its title is its subject line, after the letterhead.
    "termination of month-to-month tenancy": 10,
    "terminate your month-to-month tenancy": 8,
    "terminación del arrendamiento de mes a mes": 10,
    "notice of non-renewal": 8,
    "notice of nonrenewal": 8,
    "aviso de no renovación": 8,
  },
};

/**
 * A paper's title names its kind in a few words that may come in any order and form ("Summons: 5 Day Eviction",
 * "Notice of Intent to Keep Security Deposit", "Month-to-Month Rental Agreement"). Each entry: slots that must all
 * be in the title (the first TITLE_CHARACTERS of the normalized paper), each slot's words matched as the start of
 * a word ("evict" is "eviction"); `unless` words in the title cancel it (a "Notice…" is not the lease it cites).
 */
export interface TitleCue {
  slots: readonly (readonly string[])[];
  unless?: readonly string[];
  weight: number;
}

export const TITLE_CUES: Readonly<Partial<Record<PaperKind, readonly TitleCue[]>>> = {
  eviction_summons: [
    {
      slots: [
        ["summons", "citacion"],
        ["evict", "desalojo"],
      ],
      weight: 10,
    },
  ],
  three_day_notice: [
    {
      slots: [
        ["3 day", "3 dia"],
        ["rent", "renta", "pay", "pagar"],
      ],
      weight: 10,
    },
  ],
  deposit_claim_notice: [
    {
      slots: [
        ["security deposit", "deposito de seguridad"],
        ["claim", "intent", "intencion", "reclamo", "deduct", "keep", "retain"],
      ],
      weight: 10,
    },
  ],
  hoa_violation_notice: [
    {
      slots: [
        ["association", "asociacion", "hoa", "poa"],
        ["violation", "violacion", "infraccion", "fine", "multa"],
      ],
      weight: 8,
    },
  ],
  // A notice that ends the lease now (§ 83.56(2)(a)); a month-to-month tenancy's end (§ 83.57) is another paper.
  seven_day_notice_no_cure: [
    {
      slots: [["terminat"], ["lease", "tenancy", "rental agreement", "arrendamiento"]],
      unless: ["month to month", "30 day", "non renewal", "nonrenewal"],
      weight: 8,
    },
  ],
  // A paper titled as a motion is the motion, whatever judgment it asks for.
  motion_for_default: [
    {
      slots: [
        ["motion", "mocion"],
        ["default", "rebeldia"],
      ],
      weight: 10,
    },
  ],
  final_judgment: [{ slots: [["motion", "mocion"]], weight: -8 }],
  lease_or_addendum: [
    {
      slots: [["lease", "rental agreement", "arrendamiento", "contrato de alquiler", "addendum"]],
      unless: ["notice", "aviso", "summons", "citacion", "violation", "judgment", "motion", "writ", "complaint", "demanda"],
      weight: 8,
    },
  ],
};

/**
 * A court's order is titled so: a heading that begins with the word "order" ("ORDER ON DEFENDANT'S MOTION…", "ORDER
 * OF REFERRAL TO MEDIATION", "AGREED ORDER…"; not "ORDERED AND ADJUDGED"). An order is none of the kinds the
 * translator answers ("other"), whatever rent, deposits or defaults it speaks of, unless its headings name a judgment
 * or a writ, or a summons or notice to appear it is printed with.
 */
export const ORDER_TITLE = {
  starts: ["order", "orden", "agreed order", "amended order", "uniform order", "standing order"],
  unless: ["judgment", "sentencia", "writ", "desalojo", "summons", "citacion", "notice to appear", "aviso para comparecer"],
} as const;

/** How much of the paper's start is its title. */
export const TITLE_CHARACTERS = 120;

/** The least a kind must score, and by how much it must beat the next one, to be named; else the paper is "other". */
export const DECISION = { minScore: 8, minMargin: 3, openingCharacters: 600, openingFactor: 2 } as const;
