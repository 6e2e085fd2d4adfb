/**
 * The papers the cue table was tuned on. Their dates were counted by hand from docs/florida-law.md, around
 * Thanksgiving, Christmas, New Year's Day and Martin Luther King Jr. Day 2026-2027.
 */
import type { ExpectedPaper } from "./expected-paper";

export const TUNED: readonly ExpectedPaper[] = [
  {
    // 5 business days from Monday 21 December skip Christmas and the weekend: 22, 23, 24, 28, 29. The money count's
    // 20 court days start Tuesday 22 and end Sunday 10 January, so Monday 11.
    file: "tuned/eviction-summons-bilingual.txt",
    receivedOn: "2026-12-21",
    kind: "eviction_summons",
    fields: {
      caseNumber: "COCE-26-058113",
      court: "county",
      county: "Broward",
      plaintiff: "PALM AIRE GARDENS LTD.",
      defendant: "MARIE-CLAIRE JOSEPH",
      paperDate: "2026-12-17",
      amounts: [{ label: "rent_owed", amount: 1740 }],
    },
    deadlines: { answerEviction: "2026-12-29", depositRent: "2026-12-29", answerMoneyClaim: "2027-01-11" },
  },
  {
    // Tuesday 22 December: 23, 24, then Christmas and the weekend, then Monday 28.
    file: "tuned/three-day-notice.txt",
    receivedOn: "2026-12-22",
    kind: "three_day_notice",
    fields: {
      county: "Pinellas",
      tenant: "Tyrone Jackson",
      landlord: "Sunrise Bay Properties, LLC",
      paperDate: "2026-12-21",
      deliveredOn: "2026-12-22",
      amounts: [{ label: "rent_owed", amount: 1395 }],
    },
    deadlines: { payOrMove: "2026-12-28" },
  },
  {
    // The tenant's 7 days are calendar days with no extension: Christmas Day itself.
    file: "tuned/seven-day-cure.txt",
    receivedOn: "2026-12-18",
    kind: "seven_day_notice_cure",
    fields: {
      county: "Polk",
      tenant: "Samantha Wells",
      landlord: "Lakeland Heights Rentals, Inc.",
      paperDate: "2026-12-18",
      deliveredOn: "2026-12-18",
    },
    deadlines: { fixProblem: "2026-12-25" },
  },
  {
    file: "tuned/seven-day-no-cure.txt",
    receivedOn: "2026-11-23",
    kind: "seven_day_notice_no_cure",
    fields: { county: "Sarasota", tenant: "Brandon Kessler", landlord: "Gulfgate Holdings LLC", paperDate: "2026-11-23" },
    deadlines: { moveOut: "2026-11-30" },
  },
  {
    // Counterclaim: 5 court days back from Tuesday 19 January: Monday 18 is Martin Luther King Jr. Day, so day 1 is
    // Friday 15; day 5 is Monday 11.
    file: "tuned/small-claims-summons-ocr.txt",
    receivedOn: "2026-12-08",
    kind: "small_claims_summons",
    fields: {
      caseNumber: "26-SC-009921",
      court: "county",
      county: "Lee",
      plaintiff: "DOUGLAS PARKER",
      defendant: "ELENA VOSS",
      hearingDate: "2027-01-19",
      hearingTime: "13:30",
      paperDate: "2026-12-04",
      amounts: [{ label: "claim_amount", amount: 1200 }],
    },
    deadlines: { attendPretrial: "2027-01-19", counterclaim: "2027-01-11" },
  },
  {
    // Friday 4 December: day 1 is Monday 7; day 20 is Saturday 26, so Monday 28.
    file: "tuned/county-court-summons.txt",
    receivedOn: "2026-12-04",
    kind: "county_court_summons",
    fields: {
      caseNumber: "2026-CC-003318",
      court: "county",
      county: "Seminole",
      plaintiff: "CAVALRY SPV I, LLC",
      defendant: "ANGELA RUIZ",
      paperDate: "2026-11-30",
      amounts: [{ label: "claim_amount", amount: 11240.18 }],
    },
    deadlines: { answerLawsuit: "2026-12-28" },
  },
  {
    // Rendered Wednesday 25 November: day 1 is Monday 30 (Thanksgiving, the Friday after and the weekend are
    // skipped); day 15 is Monday 14 December, day 30 Tuesday 29 December.
    file: "tuned/final-judgment-small-claims.txt",
    receivedOn: "2026-11-30",
    kind: "final_judgment",
    fields: {
      caseNumber: "01-2026-SC-004470",
      court: "county",
      county: "Alachua",
      plaintiff: "NORTH CENTRAL FLORIDA DENTAL, P.A.",
      defendant: "TERRENCE HOLLOWAY",
      paperDate: "2026-11-25",
      amounts: [{ label: "judgment_amount", amount: 2380 }],
    },
    deadlines: { appeal: "2026-12-29", newTrial: "2026-12-14" },
  },
  {
    file: "tuned/writ-of-possession.txt",
    receivedOn: "2026-12-03",
    kind: "writ_of_possession",
    fields: {
      caseNumber: "2026-CC--004107-WS",
      county: "Pasco",
      plaintiff: "HUDSON BAY MOBILE HOME PARK, LLC",
      defendant: "RAYMOND TILLMAN",
      paperDate: "2026-12-02",
    },
    deadlines: { leaveBeforeWrit: null },
  },
  {
    file: "tuned/motion-for-default.txt",
    receivedOn: "2026-12-04",
    kind: "motion_for_default",
    fields: {
      caseNumber: "2026 CC 002871 CF",
      court: "county",
      county: "Osceola",
      plaintiff: "JEFFERSON CAPITAL SYSTEMS, LLC",
      defendant: "MIGUEL A. SANTIAGO",
      hearingDate: "2027-01-12",
      hearingTime: "10:30",
      deliveredOn: "2026-12-01",
      amounts: [{ label: "debt_amount", amount: 9318.55 }],
    },
    deadlines: { answerBeforeDefault: null, attendHearing: "2027-01-12" },
  },
  {
    // Saturday 28 November plus 30 calendar days: Monday 28 December.
    file: "tuned/collection-letter.txt",
    receivedOn: "2026-11-28",
    kind: "collection_letter",
    fields: { creditor: "Orlando Health", paperDate: "2026-11-20", amounts: [{ label: "debt_amount", amount: 612.4 }] },
    deadlines: { disputeDebt: "2026-12-28" },
  },
  {
    file: "tuned/deposit-claim-ocr.txt",
    receivedOn: "2026-11-16",
    kind: "deposit_claim_notice",
    fields: {
      tenant: "Kayla Nguyen",
      landlord: "Coastal Keys Property Mgmt",
      paperDate: "2026-11-12",
      amounts: [{ label: "deposit_claimed", amount: 1125 }],
    },
    deadlines: { objectDeposit: "2026-12-01" },
  },
  {
    file: "tuned/hoa-violation.txt",
    receivedOn: "2026-12-03",
    kind: "hoa_violation_notice",
    fields: {
      hearingDate: "2026-12-17",
      hearingTime: "18:30",
      paperDate: "2026-12-01",
      amounts: [{ label: "fine", amount: 100 }],
    },
    deadlines: { attendHearing: "2026-12-17", hoaRespond: null },
  },
  {
    file: "tuned/lease-email-addendum.txt",
    receivedOn: null,
    kind: "lease_or_addendum",
    fields: { landlord: "Bayfront Living LLC", tenant: "Carlos Mendez", caseNumber: null },
    deadlines: {},
  },
  {
    // A summons, but for jury service: not a paper of a case against her.
    file: "tuned/jury-summons.txt",
    receivedOn: "2026-12-01",
    kind: "other",
    fields: { caseNumber: null },
    deadlines: {},
  },
];
