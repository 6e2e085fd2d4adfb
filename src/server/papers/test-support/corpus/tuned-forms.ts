/**
 * Tuning papers written in the ways Florida papers are laid out that the first tuned sets lacked: each county's
 * case-number format, two-column captions copied as text, "et al." and "as assignee of" parties, hearing lines with
 * the time before the date, "Zoom ID" lines, labelled cost tables, amounts written in words, "4/14/27" dates and
 * Spanish and Creole blocks. Dates counted by hand from docs/florida-law.md (Rule 2.514: counting begins on the next
 * day that is not a weekend or legal holiday; no mail days are added to a date a tenant or defendant must meet),
 * around Memorial Day (Monday 31 May 2027).
 */
import type { ExpectedPaper } from "./expected-paper";

export const TUNED_FORMS: readonly ExpectedPaper[] = [
  {
    // Served Monday 12 April: day 1 is Tuesday 13, day 20 Sunday 2 May, so Monday 3 May. No hearing is set.
    file: "tuned/forms-2027/miami-dade-summons-creole.txt",
    receivedOn: "2027-04-12",
    kind: "county_court_summons",
    fields: {
      caseNumber: "2027-012345-CC-05",
      court: "county",
      county: "Miami-Dade",
      plaintiff: "MIDLAND CREDIT MANAGEMENT, INC., as assignee of SYNCHRONY BANK",
      defendant: "JOSE A. MARTINEZ, et al.",
      hearingDate: null,
      paperDate: "2027-04-02",
      deliveredOn: null,
    },
    deadlines: { answerLawsuit: "2027-05-03" },
  },
  {
    // Counterclaim: 5 days back from Wednesday 14 April (Rule 2.514(a)(5)) is Friday 9 April.
    file: "tuned/forms-2027/palm-beach-notice-to-appear-time-first.txt",
    receivedOn: "2027-03-15",
    kind: "small_claims_summons",
    fields: {
      caseNumber: "50-2027-SC-004417-XXXX-SB",
      court: "county",
      county: "Palm Beach",
      plaintiff: "ATLANTIC AUTO REPAIR & BODY, LLC",
      defendant: "TREVOR J. McKENZIE",
      hearingDate: "2027-04-14",
      hearingTime: "08:30",
      paperDate: "2027-03-10",
      amounts: [{ label: "claim_amount", amount: 2450 }],
    },
    deadlines: { attendPretrial: "2027-04-14", counterclaim: "2027-04-09" },
  },
  {
    // Posted Monday 19 April: 20, 21, 22, 23, 26.
    file: "tuned/forms-2027/orange-eviction-summons-plaintiff-landlord.txt",
    receivedOn: "2027-04-19",
    kind: "eviction_summons",
    fields: {
      caseNumber: "2027-CC-012345-O",
      court: "county",
      county: "Orange",
      plaintiff: "LAKE NONA POINTE OWNER, LLC",
      defendant: "KEVIN R. BROWN, and all others in possession",
      paperDate: "2027-04-15",
      deliveredOn: "2027-04-19",
      amounts: [{ label: "rent_owed", amount: 1425 }],
    },
    deadlines: { answerEviction: "2027-04-26", depositRent: "2027-04-26" },
  },
  {
    // A notice of hearing on a motion for default: the hearing is the date to keep; the mailed certificate adds no
    // days to it.
    file: "tuned/forms-2027/hillsborough-notice-of-hearing-default.txt",
    receivedOn: "2027-04-23",
    kind: "motion_for_default",
    fields: {
      caseNumber: "27-CC-012345",
      court: "county",
      county: "Hillsborough",
      plaintiff: "CAPITAL ONE, N.A.",
      defendant: "DARNELL T. WASHINGTON",
      hearingDate: "2027-05-14",
      hearingTime: "09:00",
      deliveredOn: "2027-04-20",
      amounts: [{ label: "claim_amount", amount: 3886.12 }],
    },
    deadlines: { answerBeforeDefault: null, attendHearing: "2027-05-14" },
  },
  {
    // Served Friday 7 May: counting begins Monday 10 May, day 20 is Saturday 29 May, Monday 31 is Memorial Day, so
    // Tuesday 1 June.
    file: "tuned/forms-2027/duval-summons-number-next-line.txt",
    receivedOn: "2027-05-07",
    kind: "county_court_summons",
    fields: {
      caseNumber: "16-2027-CC-004321-XXXX-MA",
      court: "county",
      county: "Duval",
      plaintiff: "DISCOVER BANK",
      defendant: "SHANICE L. ROBERTS",
      hearingDate: null,
      paperDate: "2027-04-28",
      amounts: [{ label: "claim_amount", amount: 6104.87 }],
    },
    deadlines: { answerLawsuit: "2027-06-01" },
  },
  {
    // Ordered Wednesday 14 April: day 30 is Friday 14 May. A county civil judgment for money only: no new-trial
    // count of the small claims rules, no writ.
    file: "tuned/forms-2027/broward-final-judgment-cost-table.txt",
    receivedOn: "2027-04-16",
    kind: "final_judgment",
    fields: {
      caseNumber: "COCE-27-061204",
      court: "county",
      county: "Broward",
      plaintiff: "LVNV FUNDING, LLC, as assignee of Credit One Bank, N.A.",
      defendant: "ROSE-MARIE ETIENNE",
      paperDate: "2027-04-14",
      amounts: [{ label: "judgment_amount", amount: 5311 }],
    },
    deadlines: { appeal: "2027-05-14" },
  },
  {
    // Served Monday 24 May: 25, 26, 27, 28, then Memorial Day, so Tuesday 1 June. The money count's 20 days end
    // Sunday 13 June: Monday 14.
    file: "tuned/forms-2027/miami-dade-eviction-summons-vs-columns.txt",
    receivedOn: "2027-05-24",
    kind: "eviction_summons",
    fields: {
      caseNumber: "2027-008812-CC-23",
      court: "county",
      county: "Miami-Dade",
      plaintiff: "SUNSET HARBOUR VILLAS LLC",
      defendant: "YOLANDA PIERRE, et al.",
      hearingDate: null,
      paperDate: "2027-05-18",
      amounts: [{ label: "rent_owed", amount: 2180 }],
    },
    deadlines: { answerEviction: "2027-06-01", depositRent: "2027-06-01", answerMoneyClaim: "2027-06-14" },
  },
  {
    // Hand delivered Wednesday 14 April: 15, 16, 19 (the notice's own 20th is the landlord's later date). The notice
    // states no date of its own.
    file: "tuned/forms-2027/three-day-bilingual-dia-de-mes.txt",
    receivedOn: "2027-04-14",
    kind: "three_day_notice",
    fields: {
      county: "Pinellas",
      tenant: "Marcus D. Lee",
      landlord: "Bayside Rentals LLC",
      paperDate: null,
      deliveredOn: "2027-04-14",
      amounts: [{ label: "rent_owed", amount: 1300 }],
    },
    deadlines: { payOrMove: "2027-04-19" },
  },
  {
    // Received Monday 5 April + 30 calendar days = Wednesday 5 May (the letter's 11 May is the collector's later date).
    file: "tuned/forms-2027/collection-letter-itemized.txt",
    receivedOn: "2027-04-05",
    kind: "collection_letter",
    fields: {
      creditor: "Comenity Capital Bank",
      plaintiff: null,
      caseNumber: null,
      paperDate: "2027-04-01",
      amounts: [{ label: "debt_amount", amount: 2317.44 }],
    },
    deadlines: { disputeDebt: "2027-05-05" },
  },
  {
    file: "tuned/forms-2027/hoa-hearing-time-first-zoom.txt",
    receivedOn: "2027-04-23",
    kind: "hoa_violation_notice",
    fields: {
      county: "Seminole",
      hearingDate: "2027-05-11",
      hearingTime: "18:30",
      paperDate: "2027-04-20",
      amounts: [{ label: "fine", amount: 100 }],
    },
    deadlines: { attendHearing: "2027-05-11", hoaRespond: null },
  },
  {
    file: "tuned/forms-2027/orange-writ-two-column.txt",
    receivedOn: "2027-05-27",
    kind: "writ_of_possession",
    fields: {
      caseNumber: "2027-CC-013907-O",
      court: "county",
      county: "Orange",
      plaintiff: "MILLENIA GARDENS APARTMENTS, LP",
      defendant: "TANISHA WRIGHT, JAMAL WRIGHT, and all others in possession",
      paperDate: "2027-05-26",
    },
    deadlines: { leaveBeforeWrit: null },
  },
  {
    // Received Saturday 17 April + 15 calendar days = Sunday 2 May, with no weekend extension (deadlines.ts).
    file: "tuned/forms-2027/deposit-claim-words-mailed.txt",
    receivedOn: "2027-04-17",
    kind: "deposit_claim_notice",
    fields: {
      county: "Flagler",
      tenant: "Dana K. Whitfield",
      landlord: "Anchor Coast Rentals LLC",
      paperDate: "2027-04-14",
      deliveredOn: "2027-04-14",
      amounts: [
        { label: "deposit_claimed", amount: 640 },
        { label: "deposit_held", amount: 1500 },
      ],
    },
    deadlines: { objectDeposit: "2027-05-02" },
  },
  {
    // Served Wednesday 21 April: day 20 is Tuesday 11 May.
    file: "tuned/forms-2027/palm-beach-county-summons-collapsed-caption.txt",
    receivedOn: "2027-04-21",
    kind: "county_court_summons",
    fields: {
      caseNumber: "50-2027-CC-001234-XXXX-MB",
      court: "county",
      county: "Palm Beach",
      plaintiff: "CAVALRY SPV I, LLC, as assignee of Citibank, N.A.",
      defendant: "DENISE M. CARTER",
      hearingDate: null,
      paperDate: "2027-04-14",
    },
    deadlines: { answerLawsuit: "2027-05-11" },
  },
  {
    // Mailed Wednesday 2 June, received Monday 7 June: 7 calendar days from receipt, Monday 14 June, no mail days.
    file: "tuned/forms-2027/seven-day-cure-mailed-plaintiff-date.txt",
    receivedOn: "2027-06-07",
    kind: "seven_day_notice_cure",
    fields: {
      county: "Hillsborough",
      tenant: "Rolando Vega",
      landlord: "Channelside Property Management, Inc.",
      paperDate: "2027-06-02",
      deliveredOn: "2027-06-02",
    },
    deadlines: { fixProblem: "2027-06-14" },
  },
  // A second batch, written after the first one's misses were generalised: form labels ("Tenant Name(s):", "Amount of
  // Claim:", "Property Manager:" with the name on the next line), "-vs-" and ")" caption rules, "Re:" lines,
  // "o'clock" times, "Dated at …, this" and "Signed and sealed on" dates.
  {
    // Counterclaim: 5 days back from Tuesday 8 June is Thursday 3 June.
    file: "tuned/forms-2027/seminole-small-claims-dash-vs.txt",
    receivedOn: "2027-05-10",
    kind: "small_claims_summons",
    fields: {
      caseNumber: "2027-SC-001122",
      court: "county",
      county: "Seminole",
      plaintiff: "SANFORD FAMILY DENTAL CARE, P.A.",
      defendant: "ANTHONY R. DELGADO",
      hearingDate: "2027-06-08",
      hearingTime: "09:00",
      paperDate: "2027-05-03",
      amounts: [{ label: "claim_amount", amount: 3200 }],
    },
    deadlines: { attendPretrial: "2027-06-08", counterclaim: "2027-06-03" },
  },
  {
    // Posted Monday 3 May: 4, 5, 6. The "Total Amount Due" of a 3-day notice is the rent it demands.
    file: "tuned/forms-2027/three-day-form-labels.txt",
    receivedOn: "2027-05-03",
    kind: "three_day_notice",
    fields: {
      county: "Hillsborough",
      tenant: "Keisha M. Franklin",
      landlord: "Westshore Garden Homes LLC",
      paperDate: "2027-05-03",
      deliveredOn: "2027-05-03",
      amounts: [{ label: "rent_owed", amount: 1150 }],
    },
    deadlines: { payOrMove: "2027-05-06" },
  },
  {
    // Received Thursday 10 June + 15 = Friday 25 June.
    file: "tuned/forms-2027/deposit-claim-table-labels.txt",
    receivedOn: "2027-06-10",
    kind: "deposit_claim_notice",
    fields: {
      county: "Brevard",
      tenant: "Alicia Moreno",
      landlord: "Space Coast Rental Management, Inc.",
      paperDate: "2027-06-08",
      deliveredOn: "2027-06-08",
      amounts: [
        { label: "deposit_held", amount: 1800 },
        { label: "deposit_claimed", amount: 325 },
      ],
    },
    deadlines: { objectDeposit: "2027-06-25" },
  },
  {
    // Received Friday 14 May + 30 = Sunday 13 June, with no weekend extension (deadlines.ts).
    file: "tuned/forms-2027/collection-letter-creditor-label.txt",
    receivedOn: "2027-05-14",
    kind: "collection_letter",
    fields: {
      creditor: "Verizon Wireless",
      plaintiff: null,
      court: null,
      paperDate: "2027-05-10",
      amounts: [{ label: "debt_amount", amount: 612.4 }],
    },
    deadlines: { disputeDebt: "2027-06-13" },
  },
  {
    // Served Monday 7 June: 8, 9, 10, 11, 14.
    file: "tuned/forms-2027/hillsborough-eviction-paren-caption.txt",
    receivedOn: "2027-06-07",
    kind: "eviction_summons",
    fields: {
      caseNumber: "27-CC-031177",
      court: "county",
      county: "Hillsborough",
      plaintiff: "SUNCOAST RESIDENTIAL LLC",
      defendant: "JEROME A. BAKER",
      paperDate: "2027-06-04",
      amounts: [{ label: "rent_owed", amount: 1275 }],
    },
    deadlines: { answerEviction: "2027-06-14", depositRent: "2027-06-14" },
  },
  {
    // The motion names the county court only through its clerk, and its case number's "CC". The certificate's
    // mailing is the delivery, not the service of the summons it recites.
    file: "tuned/forms-2027/re-line-motion-default.txt",
    receivedOn: "2027-06-01",
    kind: "motion_for_default",
    fields: {
      caseNumber: "2027-CC-004410-O",
      court: "county",
      county: "Orange",
      plaintiff: "Bayfront Lofts LLC",
      defendant: "Kendra Mills",
      hearingDate: null,
      deliveredOn: "2027-05-28",
    },
    deadlines: { answerBeforeDefault: null },
  },
  {
    // Ordered Thursday 3 June: day 30 is Saturday 3 July; Monday 5 July is Independence Day observed, so Tuesday 6.
    // The hearing it recites was before it: no hearing is set.
    file: "tuned/forms-2027/st-lucie-final-judgment-possession.txt",
    receivedOn: "2027-06-04",
    kind: "final_judgment",
    fields: {
      caseNumber: "562027CC000911AXXXHC",
      court: "county",
      county: "St. Lucie",
      plaintiff: "PORT ST. LUCIE VILLAS, LTD.",
      defendant: "DEVON K. MITCHELL and all other occupants",
      hearingDate: null,
      paperDate: "2027-06-03",
    },
    deadlines: { appeal: "2027-07-06", expectWrit: null },
  },
  // A third batch: leases' "(hereinafter "Lessor")", "(Tenant)" and ", Landlord" after names, "Plaintiff, vs." lines,
  // roles in a caption's right column, "Judge:" after a case number, "Your court date is", "10.00 a.m.", a letter
  // dated "Jacksonville, Florida, May 21, 2027", late fees and interest beside the rent or the claim.
  {
    file: "tuned/forms-2027/lease-hereinafter-lessor.txt",
    receivedOn: "2027-05-01",
    kind: "lease_or_addendum",
    fields: {
      county: "Miami-Dade",
      landlord: "Coral Way Holdings LLC",
      tenant: "Yesenia Ortiz and Daniel Ortiz",
      caseNumber: null,
      hearingDate: null,
      amounts: [{ label: "deposit_held", amount: 1850 }],
    },
    deadlines: {},
  },
  {
    // Delivered Monday 14 June: 7 calendar days, Monday 21 June.
    file: "tuned/forms-2027/seven-day-no-cure-place-dated.txt",
    receivedOn: "2027-06-14",
    kind: "seven_day_notice_no_cure",
    fields: {
      county: "Hillsborough",
      tenant: "Rashad Green",
      landlord: "Lakeview Terrace LLC",
      paperDate: "2027-06-14",
      deliveredOn: "2027-06-14",
    },
    deadlines: { moveOut: "2027-06-21" },
  },
  {
    // Served Wednesday 2 June: day 20 is Tuesday 22 June.
    file: "tuned/forms-2027/orange-summons-judge-label.txt",
    receivedOn: "2027-06-02",
    kind: "county_court_summons",
    fields: {
      caseNumber: "2027-CC-018220-O",
      court: "county",
      county: "Orange",
      plaintiff: "PORTFOLIO RECOVERY ASSOCIATES, LLC",
      defendant: "ELENA P. CASTILLO",
      hearingDate: null,
      paperDate: "2027-05-25",
      amounts: [{ label: "claim_amount", amount: 4410.92 }],
    },
    deadlines: { answerLawsuit: "2027-06-22" },
  },
  {
    // Counterclaim: 5 days back from Tuesday 22 June is Thursday 17 June.
    file: "tuned/forms-2027/lee-small-claims-right-column-roles.txt",
    receivedOn: "2027-05-20",
    kind: "small_claims_summons",
    fields: {
      caseNumber: "27-SC-000871",
      court: "county",
      county: "Lee",
      plaintiff: "CAPE CORAL AUTO SALES, INC.",
      defendant: "LUIS A. FERRER",
      hearingDate: "2027-06-22",
      hearingTime: "10:00",
      paperDate: "2027-05-17",
      amounts: [{ label: "claim_amount", amount: 1980 }],
    },
    deadlines: { attendPretrial: "2027-06-22", counterclaim: "2027-06-17" },
  },
  {
    // Received Tuesday 25 May + 30 = Thursday 24 June.
    file: "tuned/forms-2027/collection-letter-place-dated.txt",
    receivedOn: "2027-05-25",
    kind: "collection_letter",
    fields: {
      creditor: "Capital One, N.A.",
      paperDate: "2027-05-21",
      county: null,
      amounts: [{ label: "debt_amount", amount: 3075.15 }],
    },
    deadlines: { disputeDebt: "2027-06-24" },
  },
  {
    // Delivered Monday 7 June: 8, 9, 10.
    file: "tuned/forms-2027/aviso-tres-dias-arrendatario.txt",
    receivedOn: "2027-06-07",
    kind: "three_day_notice",
    fields: {
      county: "Osceola",
      tenant: "Gloria Medina",
      landlord: "Héctor Ruiz",
      paperDate: null,
      deliveredOn: "2027-06-07",
      amounts: [{ label: "rent_owed", amount: 950 }],
    },
    deadlines: { payOrMove: "2027-06-10" },
  },
  // A fourth batch: a paper copied out of a PDF (page footer and header inside its hearing's date, a case number and
  // an amount broken over lines, hyphenated words), a hearing whose date and time are in a table far from the word
  // "hearing", a certificate of service listing addresses before its date, a weekday before a date, "VIA CERTIFIED
  // MAIL" above an addressee, a creditor ending in "P.A.", a landlord "…, by" its manager, "junio 21, 2027".
  {
    // Counterclaim: 5 days back from Tuesday 29 June is Thursday 24 June.
    file: "tuned/forms-2027/pdf-copied-small-claims.txt",
    receivedOn: "2027-06-01",
    kind: "small_claims_summons",
    fields: {
      caseNumber: "2027-SC-003318-O",
      court: "county",
      county: "Orange",
      plaintiff: "WINTER PARK APPLIANCE SERVICE, LLC",
      defendant: "GABRIELLE N. OKAFOR",
      hearingDate: "2027-06-29",
      hearingTime: "13:30",
      paperDate: "2027-05-24",
      amounts: [{ label: "claim_amount", amount: 2764.35 }],
    },
    deadlines: { attendPretrial: "2027-06-29", counterclaim: "2027-06-24" },
  },
  {
    file: "tuned/forms-2027/hoa-hearing-table-far-from-cue.txt",
    receivedOn: "2027-07-01",
    kind: "hoa_violation_notice",
    fields: {
      county: "Sarasota",
      hearingDate: "2027-07-15",
      hearingTime: "19:00",
      paperDate: "2027-06-28",
      amounts: [{ label: "fine", amount: 75 }],
    },
    deadlines: { attendHearing: "2027-07-15", hoaRespond: null },
  },
  {
    file: "tuned/forms-2027/miami-dade-motion-default-long-certificate.txt",
    receivedOn: "2027-06-10",
    kind: "motion_for_default",
    fields: {
      caseNumber: "2027-004410-CC-25",
      court: "county",
      county: "Miami-Dade",
      plaintiff: "BRICKELL KEY TOWERS CONDOMINIUM ASSOCIATION, INC.",
      defendant: "MARISOL QUINTANA and JORGE QUINTANA",
      hearingDate: null,
      paperDate: "2027-06-07",
      deliveredOn: "2027-06-07",
    },
    deadlines: { answerBeforeDefault: null },
  },
  {
    // Received Tuesday 8 June + 30 = Thursday 8 July.
    file: "tuned/forms-2027/collection-letter-pa-creditor.txt",
    receivedOn: "2027-06-08",
    kind: "collection_letter",
    fields: {
      creditor: "Bayfront Emergency Physicians, P.A.",
      paperDate: "2027-06-03",
      amounts: [{ label: "debt_amount", amount: 1146.8 }],
    },
    deadlines: { disputeDebt: "2027-07-08" },
  },
  {
    // Received Friday 4 June + 15 = Saturday 19 June, with no weekend extension.
    file: "tuned/forms-2027/deposit-claim-via-certified.txt",
    receivedOn: "2027-06-04",
    kind: "deposit_claim_notice",
    fields: {
      county: "Santa Rosa",
      tenant: "Courtney A. Whitfield",
      landlord: "Gulf Breeze Rentals, LLC",
      paperDate: "2027-06-01",
      deliveredOn: "2027-06-01",
      amounts: [{ label: "deposit_claimed", amount: 480 }],
    },
    deadlines: { objectDeposit: "2027-06-19" },
  },
  {
    // Delivered Monday 21 June: 7 calendar days, Monday 28 June.
    file: "tuned/forms-2027/aviso-siete-dias-mes-primero.txt",
    receivedOn: "2027-06-21",
    kind: "seven_day_notice_cure",
    fields: {
      county: "Polk",
      tenant: "Ramón Castillo",
      landlord: "Lake Morton Apartments, LLC",
      paperDate: "2027-06-21",
      deliveredOn: "2027-06-21",
    },
    deadlines: { fixProblem: "2027-06-28" },
  },
];
