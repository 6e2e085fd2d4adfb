/**
 * The third held-out set: papers in the styles people paste or photograph (clerk forms, landlords' and managers'
 * letters, Spanish versions, OCR noise such as O for 0 and 1 for l), written before any change to recognition and
 * never used to tune it. Dates counted by hand from the law sheet (April-May 2027; no legal holiday falls in these
 * periods).
 */
import type { ExpectedPaper } from "./expected-paper";

export const HELD_OUT_3: readonly ExpectedPaper[] = [
  {
    // Served Tuesday 6 April: 7, 8, 9, 12, 13 April.
    file: "held-out-3/eviction-summons-espanol.txt",
    receivedOn: "2027-04-06",
    kind: "eviction_summons",
    fields: {
      caseNumber: "27-CC-011482",
      court: "county",
      county: "Hillsborough",
      plaintiff: "BRANDON OAKS APARTMENTS LLC",
      defendant: "LUZ MARINA ECHEVERRI",
      paperDate: "2027-04-01",
      amounts: [{ label: "rent_owed", amount: 1650 }],
    },
    deadlines: { answerEviction: "2027-04-13", depositRent: "2027-04-13" },
  },
  {
    // A scanned summons. Served Thursday 15 April: 16, 19, 20, 21, 22 April.
    file: "held-out-3/eviction-summons-ocr.txt",
    receivedOn: "2027-04-15",
    kind: "eviction_summons",
    fields: {
      caseNumber: "2027 10987 CODL",
      court: "county",
      county: "Volusia",
      plaintiff: "SEABREEZE HOLDINGS LLC",
      defendant: "TERRENCE L. MAYFIELD",
      paperDate: "2027-04-12",
      amounts: [{ label: "rent_owed", amount: 2115 }],
    },
    deadlines: { answerEviction: "2027-04-22", depositRent: "2027-04-22" },
  },
  {
    // Hand delivered Monday 5 April: 6, 7, 8 April.
    file: "held-out-3/three-day-notice-espanol.txt",
    receivedOn: "2027-04-05",
    kind: "three_day_notice",
    fields: {
      caseNumber: null,
      county: "Miami-Dade",
      tenant: "Wilfredo Santana Rosario",
      landlord: "Graciela Montes de Oca",
      paperDate: "2027-04-05",
      deliveredOn: "2027-04-05",
      amounts: [{ label: "rent_owed", amount: 1400 }],
    },
    deadlines: { payOrMove: "2027-04-08" },
  },
  {
    // Posted Friday 9 April: 12, 13, 14 April.
    file: "held-out-3/three-day-notice-ocr.txt",
    receivedOn: "2027-04-09",
    kind: "three_day_notice",
    fields: {
      county: "Duval",
      tenant: "Kiara D. Whitaker",
      landlord: "Riverside Flats Property Mgmt, LLC",
      paperDate: "2027-04-09",
      deliveredOn: "2027-04-09",
      amounts: [{ label: "rent_owed", amount: 985 }],
    },
    deadlines: { payOrMove: "2027-04-14" },
  },
  {
    // A manager's letter. Wednesday 7 April + 7 = Wednesday 14 April.
    file: "held-out-3/seven-day-cure-pets.txt",
    receivedOn: "2027-04-07",
    kind: "seven_day_notice_cure",
    fields: { county: "Pinellas", paperDate: "2027-04-07", deliveredOn: "2027-04-07" },
    deadlines: { fixProblem: "2027-04-14" },
  },
  {
    // Tuesday 13 April + 7 = Tuesday 20 April; the damage date (10 April) is neither the paper's nor the delivery's.
    file: "held-out-3/seven-day-no-cure-damage.txt",
    receivedOn: "2027-04-13",
    kind: "seven_day_notice_no_cure",
    fields: { caseNumber: null, county: "Lee", paperDate: "2027-04-13", deliveredOn: "2027-04-13" },
    deadlines: { moveOut: "2027-04-20" },
  },
  {
    // Pretrial Tuesday 11 May; the counterclaim's 5 days back end Thursday 6 May.
    file: "held-out-3/small-claims-notice-pinellas.txt",
    receivedOn: "2027-04-23",
    kind: "small_claims_summons",
    fields: {
      court: "county",
      county: "Pinellas",
      plaintiff: "GULFSIDE AUTO GLASS INC.",
      defendant: "PRISCILLA N. ODOM",
      hearingDate: "2027-05-11",
      hearingTime: "09:00",
      paperDate: "2027-04-20",
      amounts: [{ label: "claim_amount", amount: 1287.4 }],
    },
    deadlines: { attendPretrial: "2027-05-11", counterclaim: "2027-05-06" },
  },
  {
    // In Spanish. Pretrial Monday 17 May: counting back begins Friday 14 May, so day 5 is Monday 10 May.
    file: "held-out-3/small-claims-citacion-espanol.txt",
    receivedOn: "2027-04-28",
    kind: "small_claims_summons",
    fields: {
      caseNumber: "2027-SC-008812-O",
      court: "county",
      county: "Orange",
      plaintiff: "RAFAEL ANTONIO MEDINA",
      defendant: "LIMPIEZAS BRILLANTES CORP.",
      hearingDate: "2027-05-17",
      hearingTime: "13:30",
      paperDate: "2027-04-26",
      amounts: [{ label: "claim_amount", amount: 3400 }],
    },
    deadlines: { attendPretrial: "2027-05-17", counterclaim: "2027-05-10" },
  },
  {
    // Served Friday 2 April: counting begins Monday 5 April; day 20 is Saturday 24 April, so Monday 26 April.
    file: "held-out-3/county-court-summons-lake.txt",
    receivedOn: "2027-04-02",
    kind: "county_court_summons",
    fields: {
      caseNumber: "2027-CC-000951",
      court: "county",
      county: "Lake",
      plaintiff: "MIDLAND CREDIT PARTNERS IV, LLC",
      defendant: "SHANNON R. TOLLIVER",
      paperDate: "2027-03-30",
      amounts: [{ label: "claim_amount", amount: 6318.77 }],
    },
    deadlines: { answerLawsuit: "2027-04-26" },
  },
  {
    // "this 14th day of April, 2027": day 30 is Friday 14 May.
    file: "held-out-3/final-judgment-eviction.txt",
    receivedOn: "2027-04-16",
    kind: "final_judgment",
    fields: {
      caseNumber: "CC27-0412",
      court: "county",
      county: "St. Johns",
      plaintiff: "ANCIENT CITY RENTALS, INC.",
      defendant: "BRITTANY COLE and JAMAL COLE",
      paperDate: "2027-04-14",
    },
    deadlines: { appeal: "2027-05-14", expectWrit: null },
  },
  {
    // A scanned judgment; the total, not the principal, is the judgment. Monday 19 April: day 30 is Wednesday 19 May.
    file: "held-out-3/final-judgment-debt-ocr.txt",
    receivedOn: "2027-04-22",
    kind: "final_judgment",
    fields: {
      caseNumber: "2026-CC-004871-WS",
      court: "county",
      county: "Pasco",
      plaintiff: "CAVALRY SPV I, LLC",
      defendant: "ROSA M. DELGADO",
      paperDate: "2027-04-19",
      amounts: [{ label: "judgment_amount", amount: 4402.16 }],
    },
    deadlines: { appeal: "2027-05-19" },
  },
  {
    file: "held-out-3/writ-of-possession-stlucie.txt",
    receivedOn: "2027-04-23",
    kind: "writ_of_possession",
    fields: { caseNumber: "562027CC000733", court: "county", county: "St. Lucie", paperDate: "2027-04-21" },
    deadlines: { leaveBeforeWrit: null },
  },
  {
    // The certificate's mailing date, not the service date it recites; a debt-collector footer.
    file: "held-out-3/motion-default-alachua.txt",
    receivedOn: "2027-04-16",
    kind: "motion_for_default",
    fields: { caseNumber: "01-2027-CC-001204", court: "county", county: "Alachua", deliveredOn: "2027-04-14" },
    deadlines: { answerBeforeDefault: null },
  },
  {
    // Regulation F's layout in a collector's own letter. Received Monday 12 April + 30 = Wednesday 12 May.
    file: "held-out-3/validation-notice-letter.txt",
    receivedOn: "2027-04-12",
    kind: "collection_letter",
    fields: { caseNumber: null, paperDate: "2027-04-09", amounts: [{ label: "debt_amount", amount: 1932.55 }] },
    deadlines: { disputeDebt: "2027-05-12" },
  },
  {
    // In Spanish. Received Monday 12 April + 30 = Wednesday 12 May.
    file: "held-out-3/collection-letter-espanol.txt",
    receivedOn: "2027-04-12",
    kind: "collection_letter",
    fields: { paperDate: "2027-04-08", amounts: [{ label: "debt_amount", amount: 642.18 }] },
    deadlines: { disputeDebt: "2027-05-12" },
  },
  {
    // Received Tuesday 13 April + 15 = Wednesday 28 April.
    file: "held-out-3/deposit-claim-notice-letter.txt",
    receivedOn: "2027-04-13",
    kind: "deposit_claim_notice",
    fields: {
      paperDate: "2027-04-12",
      amounts: [
        { label: "deposit_claimed", amount: 725 },
        { label: "deposit_held", amount: 1300 },
      ],
    },
    deadlines: { objectDeposit: "2027-04-28" },
  },
  {
    // The hearing, not the earlier courtesy letter's date.
    file: "held-out-3/hoa-violation-fining-hearing.txt",
    receivedOn: "2027-04-17",
    kind: "hoa_violation_notice",
    fields: {
      county: "Orange",
      hearingDate: "2027-05-06",
      hearingTime: "19:00",
      paperDate: "2027-04-15",
      amounts: [{ label: "fine", amount: 100 }],
    },
    deadlines: { attendHearing: "2027-05-06", hoaRespond: null },
  },
  {
    file: "held-out-3/lease-pet-addendum.txt",
    receivedOn: null,
    kind: "lease_or_addendum",
    fields: { landlord: "Palm Cove Townhomes LLC", tenant: "Jasmine Ortiz-Bell" },
    deadlines: {},
  },
  {
    // A jury summons: a "summons" from the clerk, but no lawsuit against her.
    file: "held-out-3/other-jury-summons.txt",
    receivedOn: "2027-04-20",
    kind: "other",
    fields: { county: "Seminole", caseNumber: null },
    deadlines: {},
  },
];
