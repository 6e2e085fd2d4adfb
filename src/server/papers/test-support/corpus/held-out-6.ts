/**
 * The sixth held-out set: the twelve papers of the translator's held-out set 7 (copied here under held-out-6/), laid
 * out as different Florida clerks, firms, managers and associations print them — a bilingual Form 1.923 eviction
 * summons with its Spanish and Creole blocks and the sheriff's service line, a 3-day notice posted by a manager, a
 * 7-day notice to cure and an all-caps 7-day notice without cure with broken lines, a small-claims notice to appear, a
 * county-court 20-day summons with its return of service, a small-claims final judgment under a clerk's stamp, a
 * motion for clerk's default with a mailed certificate, a Regulation F validation notice, a § 83.49(3) notice sent by
 * certified mail, an association's notice of a fining hearing, and a lease addendum. Written before any change to
 * recognition for the "I got papers" round and never used to tune it. Dates fall around Presidents' Day (not a court
 * holiday on the law sheet's list), Veterans Day (Thursday 11 Nov 2027), Thanksgiving and the Friday after (25-26 Nov
 * 2027), Christmas observed (Friday 24 Dec 2027) and New Year's Day 2028 observed (Friday 31 Dec 2027). Each deadline
 * was counted by hand from the law sheet: business days skip weekends and the § 110.117 holidays; Rule 2.514 begins on
 * the next day that is not a weekend or holiday, counts calendar days, and rolls a last weekend or holiday forward (back
 * when counting back); tenants' 7-day and the 15- and 30-day periods are plain calendar days, never moved later; no
 * mail days are added to her deadlines.
 */
import type { ExpectedPaper } from "./expected-paper";

export const HELD_OUT_6: readonly ExpectedPaper[] = [
  {
    // Form 1.923, served Tuesday 9 Nov: 10, (11 Veterans Day) 12, 15, 16, 17 Nov. The money-damages paragraph's 20
    // days begin Wednesday 10 Nov: day 20 is Monday 29 Nov.
    file: "held-out-6/eviction-summons-bilingual-hillsborough.txt",
    receivedOn: "2027-11-09",
    kind: "eviction_summons",
    fields: {
      caseNumber: "27-CC-088412",
      court: "county",
      county: "Hillsborough",
      plaintiff: "TAMPA PALMS RESIDENTIAL HOLDINGS, LLC",
      defendant: "DESHAWN M. PETTIFORD",
      paperDate: "2027-11-03",
      deliveredOn: "2027-11-09",
      amounts: [{ label: "rent_owed", amount: 3280 }],
    },
    deadlines: { answerEviction: "2027-11-17", depositRent: "2027-11-17", answerMoneyClaim: "2027-11-29" },
  },
  {
    // Posted Thursday 11 Feb: 12, 15 (Presidents' Day is not on the law sheet's list: the earliest reading), 16 Feb.
    // The notice's 17th is the landlord's extra day.
    file: "held-out-6/three-day-notice-duval.txt",
    receivedOn: "2027-02-11",
    kind: "three_day_notice",
    fields: {
      caseNumber: null,
      county: "Duval",
      tenant: "LUCINDA MARCHETTI-OYELARAN",
      landlord: "RIVERSIDE ARBOR RENTALS, LLC",
      paperDate: "2027-02-11",
      deliveredOn: "2027-02-11",
      amounts: [{ label: "rent_owed", amount: 1285 }],
    },
    deadlines: { payOrMove: "2027-02-16" },
  },
  {
    // A manager's letter, the date under "HAND DELIVERED". Monday 22 Nov + 7 = Monday 29 Nov (Thanksgiving inside).
    file: "held-out-6/seven-day-cure-orange.txt",
    receivedOn: "2027-11-22",
    kind: "seven_day_notice_cure",
    fields: {
      caseNumber: null,
      county: "Orange",
      tenant: "Priscilla Oyelowo-Whitcombe",
      landlord: "CONWAY LAKES TOWNHOMES, LLC",
      paperDate: "2027-11-22",
      deliveredOn: "2027-11-22",
    },
    deadlines: { fixProblem: "2027-11-29" },
  },
  {
    // All capitals, lines broken mid-phrase; it speaks of a repeat within 12 months of a written warning. Friday
    // 17 Dec + 7 = Friday 24 Dec (Christmas observed: her date is the earliest reading, not moved).
    file: "held-out-6/seven-day-no-cure-palm-beach.txt",
    receivedOn: "2027-12-17",
    kind: "seven_day_notice_no_cure",
    fields: {
      caseNumber: null,
      county: "Palm Beach",
      tenant: "AUGUSTIN DELACROIX-MEMBREÑO",
      landlord: "LAKE OSBORNE GARDEN APARTMENTS, LLLP",
      paperDate: "2027-12-17",
      deliveredOn: "2027-12-17",
    },
    deadlines: { moveOut: "2027-12-24" },
  },
  {
    // Pretrial Thursday 2 Dec. Counting back: 1 Dec (day 1), 30, 29, 28, 27 Nov (day 5, a Saturday), rolled back past
    // the weekend, the Friday after Thanksgiving and Thanksgiving to Wednesday 24 Nov.
    file: "held-out-6/small-claims-pretrial-pinellas.txt",
    receivedOn: "2027-11-08",
    kind: "small_claims_summons",
    fields: {
      caseNumber: "27-007731-SC",
      court: "county",
      county: "Pinellas",
      plaintiff: "GULF BEACHES APPLIANCE REPAIR, INC.",
      defendant: "MARGUERITE L. ABERNATHY-OKONJO",
      hearingDate: "2027-12-02",
      hearingTime: "09:00",
      paperDate: "2027-11-01",
      amounts: [{ label: "claim_amount", amount: 2945 }],
    },
    deadlines: { attendPretrial: "2027-12-02", counterclaim: "2027-11-24" },
  },
  {
    // Served Friday 5 Nov (the return of service at its foot): day 1 is Monday 8 Nov, day 20 Saturday 27 Nov, so
    // Monday 29 Nov.
    file: "held-out-6/county-summons-20-day-broward.txt",
    receivedOn: "2027-11-05",
    kind: "county_court_summons",
    fields: {
      caseNumber: "COCE-27-061204",
      court: "county",
      county: "Broward",
      plaintiff: "SUNCOAST PORTFOLIO RECOVERY, LLC, as assignee of Meridian Bank of the South, N.A.",
      defendant: "HORTENSIA BALLESTEROS-QUIGLEY",
      paperDate: "2027-10-28",
      deliveredOn: "2027-11-05",
      amounts: [{ label: "claim_amount", amount: 12480.55 }],
    },
    deadlines: { answerLawsuit: "2027-11-29" },
  },
  {
    // Filed and handed out in court Wednesday 10 Nov; the next day is Veterans Day, so day 1 is Friday 12 Nov. New
    // trial: day 15 is Friday 26 Nov (a holiday), so Monday 29 Nov. Appeal: day 30 is Saturday 11 Dec, so Monday 13 Dec.
    file: "held-out-6/small-claims-final-judgment-lee.txt",
    receivedOn: "2027-11-10",
    kind: "final_judgment",
    fields: {
      caseNumber: "27-SC-004418",
      court: "county",
      county: "Lee",
      plaintiff: "CAPE CORAL CANAL DOCK BUILDERS, LLC",
      defendant: "WENDELL A. STROMBERG-ADEWALE",
      paperDate: "2027-11-10",
      amounts: [{ label: "judgment_amount", amount: 3612.4 }],
    },
    deadlines: { appeal: "2027-12-13", newTrial: "2027-11-29" },
  },
  {
    // The certificate's mailing date, not the posting date it recites.
    file: "held-out-6/motion-for-default-seminole.txt",
    receivedOn: "2027-11-23",
    kind: "motion_for_default",
    fields: {
      caseNumber: "2027-CC-002841",
      court: "county",
      county: "Seminole",
      plaintiff: "WEKIVA SPRINGS FLATS OWNER, LLC",
      defendant: "TOBIAS R. HALVORSEN-MBEKI and KAYLA J. HALVORSEN-MBEKI",
      deliveredOn: "2027-11-18",
    },
    deadlines: { answerBeforeDefault: null },
  },
  {
    // Regulation F's model notice. Received Monday 1 Nov + 30 = Wednesday 1 Dec (the letter's own 6 Dec is later).
    file: "held-out-6/validation-notice-halyard.txt",
    receivedOn: "2027-11-01",
    kind: "collection_letter",
    fields: {
      caseNumber: null,
      creditor: "SEACOAST COMMUNITY CREDIT UNION",
      paperDate: "2027-10-27",
      amounts: [{ label: "debt_amount", amount: 1947.63 }],
    },
    deadlines: { disputeDebt: "2027-12-01" },
  },
  {
    // The statute's words by certified mail. Received Thursday 16 Dec + 15 = Friday 31 Dec (New Year's Day 2028
    // observed: her date is the earliest reading, not moved).
    file: "held-out-6/deposit-claim-volusia.txt",
    receivedOn: "2027-12-16",
    kind: "deposit_claim_notice",
    fields: {
      county: "Volusia",
      tenant: "Nadia R. Villanueva-Oduya",
      landlord: "ATLANTIC SHORES HOME RENTALS, INC.",
      paperDate: "2027-12-13",
      amounts: [
        { label: "deposit_claimed", amount: 1135 },
        { label: "deposit_held", amount: 1800 },
      ],
    },
    deadlines: { objectDeposit: "2027-12-31" },
  },
  {
    // § 720.305(2)'s hearing; the earlier notice, the inspection dates and the date to correct by are not the hearing.
    file: "held-out-6/hoa-violation-hearing-collier.txt",
    receivedOn: "2027-10-07",
    kind: "hoa_violation_notice",
    fields: {
      caseNumber: null,
      county: "Collier",
      hearingDate: "2027-10-26",
      hearingTime: "18:30",
      paperDate: "2027-10-04",
      amounts: [{ label: "fine", amount: 100 }],
    },
    deadlines: { attendHearing: "2027-10-26", hoaRespond: null },
  },
  {
    file: "held-out-6/lease-addendum-leon.txt",
    receivedOn: null,
    kind: "lease_or_addendum",
    fields: {
      caseNumber: null,
      county: "Leon",
      landlord: "CAPITAL CIRCLE STUDENT HOUSING, L.L.C.",
      tenant: "QUENTIN J. ABERNATHY-SOLIS and MAREN E. THORVALDSEN-IKE",
    },
    deadlines: {},
  },
];
