/**
 * The fourth held-out set: twenty papers from eight counties (clerk forms, a bilingual summons, Spanish notices,
 * managers' letters, collectors' letters, OCR damage in seven of them: O for 0, l for 1, broken lines, a header
 * repeated on each page), written before any change to recognition and never used to tune it. Dates fall around
 * Thanksgiving, Christmas, New Year's Day and Martin Luther King Jr. Day 2026-27 so that the holiday rules are
 * exercised; each was counted by hand from the law sheet (business days skip weekends and court holidays; Rule 2.514
 * counts calendar days and rolls a last weekend or holiday forward; no mail days are added to her deadlines).
 */
import type { ExpectedPaper } from "./expected-paper";

export const HELD_OUT_4: readonly ExpectedPaper[] = [
  {
    // Served Wednesday 25 Nov; Thanksgiving 26-27 Nov skipped: 30 Nov, 1, 2, 3, 4 Dec.
    file: "held-out-4/eviction-summons-miami-dade.txt",
    receivedOn: "2026-11-25",
    kind: "eviction_summons",
    fields: {
      caseNumber: "2026-118407-CC-23",
      court: "county",
      county: "Miami-Dade",
      plaintiff: "CORAL WAY RESIDENCES II, LLC",
      defendant: "YANELIS FUENTES PORTAL",
      paperDate: "2026-11-19",
      amounts: [{ label: "rent_owed", amount: 1875 }],
    },
    deadlines: { answerEviction: "2026-12-04", depositRent: "2026-12-04" },
  },
  {
    // English and Spanish on one form. Served Tuesday 22 Dec: 23, 24, (25 holiday) 28, 29, 30 Dec.
    file: "held-out-4/eviction-summons-bilingual-hillsborough.txt",
    receivedOn: "2026-12-22",
    kind: "eviction_summons",
    fields: {
      caseNumber: "26-CC-094316",
      court: "county",
      county: "Hillsborough",
      plaintiff: "TAMPA PALMS VILLAS ASSOCIATES, LTD.",
      defendant: "DAYANA M. QUINTERO and ALL OTHER OCCUPANTS",
      paperDate: "2026-12-17",
      amounts: [{ label: "rent_owed", amount: 2340 }],
    },
    deadlines: { answerEviction: "2026-12-30", depositRent: "2026-12-30" },
  },
  {
    // A two-page scan. Served Monday 11 Jan: 12, 13, 14, 15, (18 MLK Day) 19 Jan. The money count's 20 days:
    // day 20 is Sunday 31 Jan, so Monday 1 Feb.
    file: "held-out-4/eviction-summons-ocr-polk.txt",
    receivedOn: "2027-01-11",
    kind: "eviction_summons",
    fields: {
      caseNumber: "2027CC-000318-0000-LK",
      court: "county",
      county: "Polk",
      plaintiff: "PRESTIGE MANOR HOMES, LLC",
      defendant: "DESHAWN ROBINSON",
      paperDate: "2027-01-06",
      amounts: [{ label: "rent_owed", amount: 1640 }],
    },
    deadlines: { answerEviction: "2027-01-19", depositRent: "2027-01-19", answerMoneyClaim: "2027-02-01" },
  },
  {
    // "the 3rd day of December, 2026", by hand, Thursday: 4, 7, 8 Dec. The notice prints 9 Dec (the landlord's
    // extra day); her date is the statute's, the earliest that could apply.
    file: "held-out-4/three-day-notice-orange.txt",
    receivedOn: "2026-12-03",
    kind: "three_day_notice",
    fields: {
      caseNumber: null,
      county: "Orange",
      tenant: "Marcus T. Ellison",
      landlord: "Windermere Pointe Apartments, LLC",
      paperDate: "2026-12-03",
      deliveredOn: "2026-12-03",
      amounts: [{ label: "rent_owed", amount: 1450 }],
    },
    deadlines: { payOrMove: "2026-12-08" },
  },
  {
    // In Spanish. Posted Wednesday 23 Dec: 24, (25 holiday) 28, 29 Dec.
    file: "held-out-4/tres-dias-lee.txt",
    receivedOn: "2026-12-23",
    kind: "three_day_notice",
    fields: {
      county: "Lee",
      tenant: "Óscar Iván Castañeda",
      landlord: "Norma Beatriz Villalobos",
      paperDate: "2026-12-23",
      deliveredOn: "2026-12-23",
      amounts: [{ label: "rent_owed", amount: 1100 }],
    },
    deadlines: { payOrMove: "2026-12-29" },
  },
  {
    // A scan with dates as "12/30/26". By hand Wednesday 30 Dec: 31 Dec, (1 Jan holiday) 4, 5 Jan.
    file: "held-out-4/three-day-ocr-duval.txt",
    receivedOn: "2026-12-30",
    kind: "three_day_notice",
    fields: {
      county: "Duval",
      tenant: "Tamika L. Grimes",
      landlord: "Arlington Pines Rental Group, LLC",
      paperDate: "2026-12-30",
      deliveredOn: "2026-12-30",
      amounts: [{ label: "rent_owed", amount: 905.5 }],
    },
    deadlines: { payOrMove: "2027-01-05" },
  },
  {
    // A manager's letter that names no delivery date. Friday 20 Nov + 7 calendar days = Friday 27 Nov (a holiday:
    // her date is the earliest reading, not moved).
    file: "held-out-4/seven-day-cure-volusia.txt",
    receivedOn: "2026-11-20",
    kind: "seven_day_notice_cure",
    fields: {
      county: "Volusia",
      tenant: "Kelsey A. Brandt",
      paperDate: "2026-11-20",
      deliveredOn: null,
    },
    deadlines: { fixProblem: "2026-11-27" },
  },
  {
    // Monday 14 Dec + 7 = Monday 21 Dec; the damage date and the earlier warning's date are neither the paper's.
    file: "held-out-4/seven-day-no-cure-pinellas.txt",
    receivedOn: "2026-12-14",
    kind: "seven_day_notice_no_cure",
    fields: {
      caseNumber: null,
      county: "Pinellas",
      tenant: "Bradley J. Kowalski",
      landlord: "Suncoast Garden Apartments LP",
      paperDate: "2026-12-14",
      deliveredOn: "2026-12-14",
    },
    deadlines: { moveOut: "2026-12-21" },
  },
  {
    // English and Spanish. Pretrial Wednesday 20 Jan 2027: counting back, 19, 18 (MLK Day, counted), 17, 16, 15 Jan.
    file: "held-out-4/small-claims-bilingual-polk.txt",
    receivedOn: "2026-12-15",
    kind: "small_claims_summons",
    fields: {
      caseNumber: "2026SC-008271-0000-LK",
      court: "county",
      county: "Polk",
      plaintiff: "ELIZABETH ANNE HARGROVE",
      defendant: "JOSÉ LUIS PACHECO d/b/a PACHECO ROOFING",
      hearingDate: "2027-01-20",
      hearingTime: "08:30",
      paperDate: "2026-12-08",
      amounts: [{ label: "claim_amount", amount: 2750 }],
    },
    deadlines: { attendPretrial: "2027-01-20", counterclaim: "2027-01-15" },
  },
  {
    // Served Monday 7 Dec: day 20 is Sunday 27 Dec, so Monday 28 Dec.
    file: "held-out-4/county-court-summons-orange.txt",
    receivedOn: "2026-12-07",
    kind: "county_court_summons",
    fields: {
      caseNumber: "2026-CC-027733-O",
      court: "county",
      county: "Orange",
      plaintiff: "LVNV FUNDING, LLC",
      defendant: "ANTHONY MICHAEL DESANTOS",
      paperDate: "2026-12-01",
      amounts: [{ label: "claim_amount", amount: 11482.19 }],
    },
    deadlines: { answerLawsuit: "2026-12-28" },
  },
  {
    // A scan. Served Friday 18 Dec: counting begins Monday 21 Dec; day 20 is Saturday 9 Jan, so Monday 11 Jan.
    file: "held-out-4/county-court-summons-ocr-lee.txt",
    receivedOn: "2026-12-18",
    kind: "county_court_summons",
    fields: {
      caseNumber: "26-CC-009154",
      court: "county",
      county: "Lee",
      plaintiff: "ONEMAIN FINANCIAL GROUP, LLC",
      defendant: "GLORIA ANN TREADWELL",
      paperDate: "2026-12-14",
      amounts: [{ label: "claim_amount", amount: 9306 }],
    },
    deadlines: { answerLawsuit: "2027-01-11" },
  },
  {
    // "this 3rd day of December, 2026": day 30 is Saturday 2 Jan, so Monday 4 Jan.
    file: "held-out-4/final-judgment-eviction-pinellas.txt",
    receivedOn: "2026-12-07",
    kind: "final_judgment",
    fields: {
      court: "county",
      county: "Pinellas",
      plaintiff: "BAYWAY ISLES MANAGEMENT CORP.",
      defendant: "TREVOR D. ASHBY and MONIQUE ASHBY",
      paperDate: "2026-12-03",
    },
    deadlines: { appeal: "2027-01-04", expectWrit: null },
  },
  {
    // "12/10/26", Thursday: appeal day 30 is Saturday 9 Jan, so Monday 11 Jan; new trial day 15 is Friday 25 Dec
    // (Christmas), so Monday 28 Dec. The total, not the principal, is the judgment.
    file: "held-out-4/final-judgment-small-claims-miami-dade.txt",
    receivedOn: "2026-12-14",
    kind: "final_judgment",
    fields: {
      caseNumber: "2026-031588-SP-25",
      court: "county",
      county: "Miami-Dade",
      plaintiff: "BISCAYNE AUTO REPAIR CORP.",
      defendant: "WENDELL O. PIERRE-LOUIS",
      paperDate: "2026-12-10",
      amounts: [{ label: "judgment_amount", amount: 2418.5 }],
    },
    deadlines: { appeal: "2027-01-11", newTrial: "2026-12-28" },
  },
  {
    // A scan with its header repeated on page 2; "December 17th, 2O26".
    file: "held-out-4/writ-ocr-orange.txt",
    receivedOn: "2026-12-18",
    kind: "writ_of_possession",
    fields: { caseNumber: "2026-CC-031067-O", court: "county", county: "Orange", paperDate: "2026-12-17" },
    deadlines: { leaveBeforeWrit: null },
  },
  {
    // A scan. The certificate's mailing date ("this 6th day of January, 2027"), not the service date it recites.
    file: "held-out-4/motion-default-ocr-volusia.txt",
    receivedOn: "2027-01-08",
    kind: "motion_for_default",
    fields: {
      caseNumber: "2026 32116 CODL",
      court: "county",
      county: "Volusia",
      plaintiff: "DISCOVER BANK",
      defendant: "HAROLD E. WICKHAM",
      deliveredOn: "2027-01-06",
    },
    deadlines: { answerBeforeDefault: null },
  },
  {
    // Regulation F's form, scanned. Received Thursday 3 Dec + 30 calendar days = Saturday 2 Jan (the earliest
    // reading; the letter itself allows until 8 Jan).
    file: "held-out-4/validation-notice-ocr.txt",
    receivedOn: "2026-12-03",
    kind: "collection_letter",
    fields: {
      caseNumber: null,
      paperDate: "2026-11-30",
      amounts: [{ label: "debt_amount", amount: 3217.06 }],
    },
    deadlines: { disputeDebt: "2027-01-02" },
  },
  {
    // In Spanish. Received Monday 28 Dec + 15 calendar days = Tuesday 12 Jan.
    file: "held-out-4/deposito-reclamo-espanol.txt",
    receivedOn: "2026-12-28",
    kind: "deposit_claim_notice",
    fields: {
      paperDate: "2026-12-22",
      amounts: [
        { label: "deposit_claimed", amount: 640 },
        { label: "deposit_held", amount: 1500 },
      ],
    },
    deadlines: { objectDeposit: "2027-01-12" },
  },
  {
    // A scan. The hearing, not the inspection dates.
    file: "held-out-4/hoa-violation-ocr-hillsborough.txt",
    receivedOn: "2026-12-31",
    kind: "hoa_violation_notice",
    fields: {
      county: "Hillsborough",
      hearingDate: "2027-01-14",
      hearingTime: "18:30",
      paperDate: "2026-12-29",
      amounts: [{ label: "fine", amount: 100 }],
    },
    deadlines: { attendHearing: "2027-01-14", hoaRespond: null },
  },
  {
    file: "held-out-4/lease-renewal-addendum-duval.txt",
    receivedOn: null,
    kind: "lease_or_addendum",
    fields: {
      county: "Duval",
      landlord: "RIVERSIDE AVONDALE HOMES, LLC",
      tenant: "Terrence J. Holloway and Danielle Holloway",
    },
    deadlines: {},
  },
  {
    // A renewal offer with a new rent: a landlord's letter, but no notice, lawsuit or deadline against her.
    file: "held-out-4/other-rent-increase-notice.txt",
    receivedOn: "2026-12-02",
    kind: "other",
    fields: { caseNumber: null },
    deadlines: {},
  },
];
