/**
 * Held-out set 8: twelve dense Florida papers written for the "I got papers" round and never tuned on — a
 * county court's uniform order setting a pretrial conference and mediation, an association's second violation notice
 * with its fining-committee hearing, a law firm's Regulation F validation letter, a Form 1.923 eviction summons with
 * the clerk's registry language and the sheriff's posting, a 3-day notice delivered on the Friday before Labor Day, a
 * county-court 20-day summons on a bought card debt with its return of service, a small-claims notice to appear for
 * pretrial, a final judgment for possession and costs, a writ of possession with its notice to occupants, a one-year
 * residential lease, a landlord's § 83.49(3) claim on a deposit, and a trial subpoena, printed the way different
 * counties, firms, managers and associations print them. Each lists the values its plain version must keep
 * (HELD_OUT_PAPERS_8) and what recognition must read from it (HELD_OUT_8_READING).
 *
 * Each deadline was counted by hand from the law sheet: business days skip weekends and
 * the § 110.117 holidays (Independence Day 2027 observed Monday 5 July, Labor Day Monday 6 September); Rule 2.514
 * begins on the next day that is not a weekend or holiday, counts calendar days, and rolls a last weekend or holiday
 * forward (back when counting back); the 15- and 30-day periods after receipt are plain calendar days; no mail days
 * are added to her deadlines.
 */
import { readFileSync } from "node:fs";
import type { ExpectedPaper } from "../../../papers/test-support/corpus/expected-paper";
import type { Paper } from "../papers/index";

export const HELD_OUT_PAPERS_8: readonly Paper[] = [
  {
    file: "order-setting-pretrial-miami-dade.txt",
    header: "CASE NO.: 2027-041822-CC-05",
    footer: "Uniform Order Setting Pretrial Conference and Requiring Mediation",
    values: [
      "2027-041822-CC-05",
      "BISCAYNE CORRIDOR AUTO GLASS, INC.",
      "ROSALIND T. ECHEVERRÍA-MBATHA",
      "APRIL 14, 2027",
      "10:00 a.m.",
      "1351 N.W. 12th Street",
      "(305) 555-0163",
      "March 8, 2027",
      "(305) 555-0171",
    ],
  },
  {
    file: "hoa-violation-demand-osceola.txt",
    header: "Cypress Hammock Reserve Homeowners Association, Inc. - Lot 118",
    footer: "Second Notice of Violation - Account CHR-0118-44",
    values: [
      "(407) 555-0187",
      "October 1, 2027",
      "Lionel A. Bustamante-Oyelaran",
      "CHR-0118-44",
      "August 26, 2027",
      "September 23, 2027",
      "August 30, 2027",
      "October 15, 2027",
      "720.305(2)",
      "$100.00",
      "$1,000.00",
      "OCTOBER 21, 2027",
      "7:00 P.M.",
    ],
  },
  {
    file: "validation-letter-law-firm-polk.txt",
    header: "Hollingsworth, Pradesh & Vargas-Ellington, P.A. - HPV-27-05518",
    footer: "Validation Notice",
    values: [
      "(863) 555-0124",
      "1-888-555-0162",
      "May 13, 2027",
      "OCTAVIA R. DUNMORE-ACHTERBERG",
      "HPV-27-05518",
      "CITRUS RIDGE CONSUMER FINANCE, LLC",
      "February 28, 2027",
      "$4,206.18",
      "$211.40",
      "$150.00",
      "$4,267.58",
      "June 22, 2027",
      "559.72",
      "9:00 p.m.",
      "8:00 a.m.",
    ],
  },
  {
    file: "eviction-summons-sarasota.txt",
    header: "CASE NO.: 2027 CC 003917 NC",
    footer: "Form 1.923 Eviction Summons/Residential",
    values: [
      "2027 CC 003917 NC",
      "GULF GATE PALMS APARTMENTS, LLC",
      "CORDELIA J. FAIRWEATHER-ONYANGO",
      "$2,730.00",
      "$1,365.00",
      "2002 Ringling Boulevard",
      "(941) 555-0135",
      "June 24, 2027",
      "06/30/2027",
    ],
  },
  {
    file: "three-day-notice-escambia.txt",
    header: "Perdido Bay Residential Management, Inc. - 411 Innerarity Point Road, Unit 5",
    footer: "Three-Day Notice to Pay Rent or Deliver Possession",
    values: [
      "BARNABY K. OSEI-WINTERBOTTOM",
      "411 Innerarity Point Road, Unit 5",
      "September 3, 2027",
      "$1,540.00",
      "September 1, 2027",
      "SEPTEMBER 10, 2027",
      "$77.00",
      "(850) 555-0119",
      "Genevieve A. Trautmann-Ibekwe",
    ],
  },
  {
    file: "county-summons-20-day-brevard.txt",
    header: "CASE NO.: 05-2027-CC-048263",
    footer: "Summons - 20-Day Personal Service on an Individual",
    values: [
      "05-2027-CC-048263",
      "ALISTAIR P. MWANGI-HOLLOWAY",
      "(321) 555-0158",
      "$6,914.37",
      "March 31, 2026",
      "1.370",
      "SEPTEMBER 29, 2027",
      "10/12/2027",
    ],
  },
  {
    file: "small-claims-notice-alachua.txt",
    header: "CASE NO.: 01-2027-SC-002716",
    footer: "Summons/Notice to Appear for Pretrial Conference (Form 7.322)",
    values: [
      "01-2027-SC-002716",
      "EZEKIEL M. HAVERKAMP-ODUYA",
      "OCTOBER 19",
      "1:30 p.m.",
      "$3,485.50",
      "JUNE 11, 2027",
      "$300.00",
      "(352) 555-0106",
      "September 20, 2027",
      "(352) 555-0177",
    ],
  },
  {
    file: "final-judgment-possession-marion.txt",
    header: "CASE NO.: 2027-CC-000944",
    footer: "Final Judgment for Possession and Costs",
    values: [
      "2027-CC-000944",
      "THADDEUS O. KRISTIANSEN-ADEBAYO",
      "March 22, 2027",
      "$2,180.00",
      "83.60(2)",
      "5 Pecan Course Radial",
      "$385.00",
      "$185.00",
      "$200.00",
      "55.03",
      "04/14/2027",
    ],
  },
  {
    file: "writ-of-possession-st-lucie.txt",
    header: "CASE NUMBER: 562027CC001388AXXXHC",
    footer: "Writ of Possession",
    values: [
      "562027CC001388AXXXHC",
      "TRADEWINDS AT TRADITION OWNER, LLC",
      "MARCELLUS B. ADEYEMI-VANTERPOOL",
      "10475 S.W. Tradition Square",
      "April 19, 2027",
      "April 20, 2027",
      "83.62(2)",
      "(772) 555-0145",
      "04/22/2027",
      "2:47 p.m.",
    ],
  },
  {
    file: "residential-lease-manatee.txt",
    header: "Palma Sola Rental Homes, LLC - 4812 Riverview Boulevard West",
    footer: "Residential Lease for Single Family Home or Duplex - PRL-2027-0319",
    values: [
      "July 16, 2027",
      "FENWICK T. ABERNATHY-CHUKWU",
      "August 1, 2027",
      "July 31, 2028",
      "$2,150.00",
      "5:00 p.m.",
      "$107.50",
      "$35.00",
      "83.51",
      "$75.00",
      "83.53",
      "$300.00",
      "$4,300.00",
    ],
  },
  {
    file: "deposit-claim-okaloosa.txt",
    header: "Emerald Coast Shoreline Property Management, Inc.",
    footer: "Notice of Intention to Impose Claim on Security Deposit",
    values: [
      "August 4, 2027",
      "Horatio L. Nwachukwu-Pemberton",
      "July 8, 2027",
      "$1,064.00",
      "$612.00",
      "$230.00",
      "$147.00",
      "$75.00",
      "83.49(3)",
      "$1,650.00",
      "$586.00",
      "(850) 555-0138",
    ],
  },
  {
    file: "subpoena-for-trial-pasco.txt",
    header: "CASE NO.: 2027-CC-005531-WS",
    footer: "Subpoena for Trial",
    values: [
      "2027-CC-005531-WS",
      "ISADORA P. LINDQVIST-OKORO",
      "DECEMBER 13, 2027",
      "9:00 a.m.",
      "May 3, 2027",
      "June 30, 2027",
      "$5.00",
      "92.142",
      "November 15, 2027",
      "(727) 555-0153",
      "11/19/2027",
    ],
  },
];

export const heldOutText8 = (paper: Paper): string => readFileSync(new URL(paper.file, import.meta.url), "utf8");

/** What recognition must read from each paper of the set (`file` is the paper's file in this folder). */
export const HELD_OUT_8_READING: readonly ExpectedPaper[] = [
  {
    // A court order is not one of the kinds with an action: "other", its pretrial conference read as the hearing.
    file: "order-setting-pretrial-miami-dade.txt",
    receivedOn: "2027-03-11",
    kind: "other",
    fields: {
      caseNumber: "2027-041822-CC-05",
      court: "county",
      county: "Miami-Dade",
      plaintiff: "BISCAYNE CORRIDOR AUTO GLASS, INC.",
      defendant: "ROSALIND T. ECHEVERRÍA-MBATHA",
      hearingDate: "2027-04-14",
      hearingTime: "10:00",
      paperDate: "2027-03-08",
    },
    deadlines: {},
  },
  {
    // § 720.305(2)'s hearing; the inspection dates, the courtesy notice and the date to cure by are not the hearing.
    file: "hoa-violation-demand-osceola.txt",
    receivedOn: "2027-10-04",
    kind: "hoa_violation_notice",
    fields: {
      caseNumber: null,
      county: "Osceola",
      hearingDate: "2027-10-21",
      hearingTime: "19:00",
      paperDate: "2027-10-01",
      amounts: [{ label: "fine", amount: 100 }],
    },
    deadlines: { attendHearing: "2027-10-21", hoaRespond: null },
  },
  {
    // Received Tuesday 18 May + 30 = Thursday 17 June (the letter's own 22 June allows for the mail and is later).
    file: "validation-letter-law-firm-polk.txt",
    receivedOn: "2027-05-18",
    kind: "collection_letter",
    fields: {
      caseNumber: null,
      creditor: "CITRUS RIDGE CONSUMER FINANCE, LLC",
      paperDate: "2027-05-13",
      amounts: [{ label: "debt_amount", amount: 4267.58 }],
    },
    deadlines: { disputeDebt: "2027-06-17" },
  },
  {
    // Posted Wednesday 30 June (the sheriff's return): 1, 2, (5 Independence Day observed) 6, 7, 8 July.
    file: "eviction-summons-sarasota.txt",
    receivedOn: "2027-06-30",
    kind: "eviction_summons",
    fields: {
      caseNumber: "2027 CC 003917 NC",
      court: "county",
      county: "Sarasota",
      plaintiff: "GULF GATE PALMS APARTMENTS, LLC",
      defendant: "CORDELIA J. FAIRWEATHER-ONYANGO",
      paperDate: "2027-06-24",
      deliveredOn: "2027-06-30",
      amounts: [{ label: "rent_owed", amount: 2730 }],
    },
    deadlines: { answerEviction: "2027-07-08", depositRent: "2027-07-08" },
  },
  {
    // Hand-delivered Friday 3 September: (6 Labor Day) 7, 8, 9 September. The notice's 10th is the landlord's extra day.
    file: "three-day-notice-escambia.txt",
    receivedOn: "2027-09-03",
    kind: "three_day_notice",
    fields: {
      caseNumber: null,
      county: "Escambia",
      tenant: "BARNABY K. OSEI-WINTERBOTTOM",
      landlord: "PERDIDO BAY RESIDENTIAL MANAGEMENT, INC.",
      paperDate: "2027-09-03",
      deliveredOn: "2027-09-03",
      amounts: [{ label: "rent_owed", amount: 1540 }],
    },
    deadlines: { payOrMove: "2027-09-09" },
  },
  {
    // Served Tuesday 12 October (the return of service): day 1 is Wednesday 13 October, day 20 Monday 1 November.
    file: "county-summons-20-day-brevard.txt",
    receivedOn: "2027-10-12",
    kind: "county_court_summons",
    fields: {
      caseNumber: "05-2027-CC-048263",
      court: "county",
      county: "Brevard",
      plaintiff: "PALMETTO COAST RECEIVABLES TRUST 2026-B, by and through its servicer, Eastpoint Account Services, LLC",
      defendant: "ALISTAIR P. MWANGI-HOLLOWAY",
      paperDate: "2027-09-29",
      deliveredOn: "2027-10-12",
      amounts: [{ label: "claim_amount", amount: 6914.37 }],
    },
    deadlines: { answerLawsuit: "2027-11-01" },
  },
  {
    // Pretrial Tuesday 19 October. Counting back: 18 (day 1), 17, 16, 15, 14 October (day 5, a Thursday).
    file: "small-claims-notice-alachua.txt",
    receivedOn: "2027-09-27",
    kind: "small_claims_summons",
    fields: {
      caseNumber: "01-2027-SC-002716",
      court: "county",
      county: "Alachua",
      plaintiff: "PAYNES PRAIRIE VETERINARY ASSOCIATES, P.A.",
      defendant: "EZEKIEL M. HAVERKAMP-ODUYA",
      hearingDate: "2027-10-19",
      hearingTime: "13:30",
      paperDate: "2027-09-20",
      amounts: [{ label: "claim_amount", amount: 3485.5 }],
    },
    deadlines: { attendPretrial: "2027-10-19", counterclaim: "2027-10-14" },
  },
  {
    // Signed Wednesday 14 April; not a small-claims judgment. Appeal: day 1 Thursday 15 April, day 30 Friday 14 May.
    file: "final-judgment-possession-marion.txt",
    receivedOn: "2027-04-16",
    kind: "final_judgment",
    fields: {
      caseNumber: "2027-CC-000944",
      court: "county",
      county: "Marion",
      plaintiff: "SILVER SPRINGS SHORES RENTAL PORTFOLIO I, LLC",
      defendant: "THADDEUS O. KRISTIANSEN-ADEBAYO",
      paperDate: "2027-04-14",
    },
    deadlines: { appeal: "2027-05-14", expectWrit: null },
  },
  {
    file: "writ-of-possession-st-lucie.txt",
    receivedOn: "2027-04-22",
    kind: "writ_of_possession",
    fields: {
      caseNumber: "562027CC001388AXXXHC",
      court: "county",
      county: "St. Lucie",
      plaintiff: "TRADEWINDS AT TRADITION OWNER, LLC",
      defendant: "MARCELLUS B. ADEYEMI-VANTERPOOL and PHILOMENA R. ADEYEMI-VANTERPOOL",
      paperDate: "2027-04-20",
    },
    deadlines: { leaveBeforeWrit: null },
  },
  {
    file: "residential-lease-manatee.txt",
    receivedOn: null,
    kind: "lease_or_addendum",
    fields: {
      caseNumber: null,
      county: "Manatee",
      landlord: "PALMA SOLA RENTAL HOMES, LLC",
      tenant: "FENWICK T. ABERNATHY-CHUKWU and SOLVEIG A. ABERNATHY-CHUKWU",
      paperDate: "2027-07-16",
    },
    deadlines: {},
  },
  {
    // By certified mail. Received Monday 9 August + 15 = Tuesday 24 August.
    file: "deposit-claim-okaloosa.txt",
    receivedOn: "2027-08-09",
    kind: "deposit_claim_notice",
    fields: {
      county: "Okaloosa",
      tenant: "Horatio L. Nwachukwu-Pemberton",
      paperDate: "2027-08-04",
      amounts: [
        { label: "deposit_claimed", amount: 1064 },
        { label: "deposit_held", amount: 1650 },
      ],
    },
    deadlines: { objectDeposit: "2027-08-24" },
  },
  {
    // A trial subpoena: "other", the day it commands her to appear read as the hearing.
    file: "subpoena-for-trial-pasco.txt",
    receivedOn: "2027-11-19",
    kind: "other",
    fields: {
      caseNumber: "2027-CC-005531-WS",
      court: "county",
      county: "Pasco",
      plaintiff: "ANCLOTE RIVER MARINE SERVICE, LLC",
      defendant: "DESMOND K. VOLKOV-ASANTE",
      hearingDate: "2027-12-13",
      hearingTime: "09:00",
      paperDate: "2027-11-15",
    },
    deadlines: {},
  },
];
