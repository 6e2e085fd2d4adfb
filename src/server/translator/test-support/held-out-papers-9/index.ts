/**
 * Held-out set 9, written for the second "I got papers" round before any rule was tuned for it, beside tuning set 9,
 * from counties, firms, managers and associations no earlier set used: an eviction summons with its money-damages
 * paragraph, served by posting the Monday before Memorial Day; a bilingual 3-day notice handed over the Friday before
 * Martin Luther King Jr. Day; a 7-day notice to cure; a 7-day notice without cure after a written warning; a small
 * claims summons whose pretrial conference follows Independence Day; a county-court 20-day summons served the day
 * before Veterans Day; a final judgment for possession signed the Friday before Labor Day; a writ of possession; a
 * motion for default final judgment with its notice of hearing; a debt buyer's validation notice; a deposit claim by
 * certified mail; and an association's notice of a fine hearing. Rules are never tuned on these: their misses are
 * never printed. Each lists the values its plain version must keep (HELD_OUT_PAPERS_9) and what recognition must read
 * from it (HELD_OUT_9_READING).
 *
 * Each deadline was counted by hand from the law sheet (/work/shared/florida-law.md):
 * business days (§ 83.56(3), § 83.60(2)) skip weekends and the § 110.117 holidays (Martin Luther King Jr. Day,
 * 17 January 2028; Memorial Day, 29 May 2028); Rule 2.514 begins on the next day that is not a weekend or holiday
 * (Veterans Day, 11 November 2027; Labor Day, 6 September 2027), counts every day after it, and rolls a last weekend
 * or holiday forward (back when counting back, as for the counterclaim); the tenant's 7 days of a 7-day notice and
 * the 15 and 30 days after receipt are plain calendar days, not moved; no mail days are added.
 */
import { readFileSync } from "node:fs";
import type { ExpectedPaper } from "../../../papers/test-support/corpus/expected-paper";
import type { Paper } from "../papers/index";

export const HELD_OUT_PAPERS_9: readonly Paper[] = [
  {
    file: "eviction-summons-putnam.txt",
    header: "CASE NO.: 54-2028-CC-000731",
    footer: "Eviction Summons/Residential",
    values: [
      "54-2028-CC-000731",
      "ST. JOHNS RIVER BLUFF TOWNHOMES, LLC",
      "DESMOND K. ABERNATHY-OYELARAN",
      "$2,270.00",
      "$1,135.00",
      "410 St. Johns Avenue",
      "(386) 555-0243",
      "May 17, 2028",
      "05/22/2028",
      "4:35 p.m.",
    ],
  },
  {
    file: "three-day-notice-highlands.txt",
    header: "Lake June Palms Rental Community - 417 Lakeview Drive",
    footer: "Three-Day Notice to Pay Rent or Deliver Possession",
    values: [
      "January 14, 2028",
      "Florentina G. Ashworth-Mbatha",
      "417 Lakeview Drive",
      "$1,640.00",
      "January 1, 2028",
      "January 31, 2028",
      "$82.00",
      "$47.35",
      "(863) 555-0274",
      "Ignatius P. Oduro-Kellerman",
      "10:50 a.m.",
    ],
  },
  {
    file: "seven-day-cure-levy.txt",
    header: "Nature Coast Cottages - Cottage 14",
    footer: "Seven-Day Notice to Cure Noncompliance",
    values: [
      "March 9, 2028",
      "Octavian L. Breckenridge-Asamoah",
      "11870 N.W. 70th Place",
      "83.56(2)(b)",
      "September 1, 2027",
      "February 20, 2028",
      "$185.00",
      "$1,095.00",
      "(352) 555-0288",
      "5:40 p.m.",
      "Priscilla J. Haverford-Nkemelu",
    ],
  },
  {
    file: "seven-day-no-cure-okeechobee.txt",
    header: "Kissimmee River Landing Apartments - Apartment 208",
    footer: "Seven-Day Notice of Termination - Section 83.56(2)(a)",
    values: [
      "October 18, 2027",
      "Thaddeus R. Villanueva-Okwuosa",
      "83.56(2)(a)",
      "June 2, 2027",
      "11:00 p.m.",
      "October 9, 2027",
      "October 16, 2027",
      "27-118342",
      "$1,250.00",
      "$41.10",
      "(863) 555-0312",
      "9:15 a.m.",
    ],
  },
  {
    file: "small-claims-notice-columbia.txt",
    header: "CASE NO.: 12-2028-SC-000457",
    footer: "Summons / Notice to Appear for Pretrial Conference",
    values: [
      "12-2028-SC-000457",
      "BARNABY E. OKONKWO-HALVORSEN",
      "JULY 10, 2028",
      "9:00 A.M.",
      "$3,415.50",
      "$300.00",
      "$40.00",
      "April 12, 2028",
      "June 2, 2028",
      "(386) 555-0337",
      "(386) 555-0340",
    ],
  },
  {
    file: "county-summons-20-day-walton.txt",
    header: "CASE NO.: 2027-CC-002168",
    footer: "Summons - Personal Service on an Individual",
    values: [
      "2027-CC-002168",
      "CORDELIA M. ASHBY-NWOSU",
      "(850) 555-0359",
      "$11,482.17",
      "March 3, 2025",
      "17.9%",
      "July 15, 2027",
      "November 1, 2027",
      "November 10, 2027",
      "6:05 p.m.",
    ],
  },
  {
    file: "final-judgment-possession-jackson.txt",
    header: "CASE NO.: 32-2027-CC-000514",
    footer: "Final Judgment for Possession",
    values: [
      "32-2027-CC-000514",
      "LEOPOLD F. MWANGI-THORNTON",
      "ANNELIESE R. MWANGI-THORNTON",
      "August 31, 2027",
      "$1,860.00",
      "83.60(2)",
      "2967 Caverns Road",
      "$345.00",
      "83.48",
      "(850) 555-0366",
    ],
  },
  {
    file: "writ-of-possession-gadsden.txt",
    header: "CASE NO. 2028 CC 000093",
    footer: "Writ of Possession",
    values: [
      "2028 CC 000093",
      "QUINCY MAGNOLIA GARDENS, LTD.",
      "HORTENSIA B. LAWRENCE-OKAFOR",
      "112 West King Street",
      "February 15, 2028",
      "(850) 555-0381",
      "02/16/2028",
      "2:10 PM",
      "(850) 555-0388",
    ],
  },
  {
    file: "motion-for-default-hendry.txt",
    header: "CASE NO.: 26-2028-CC-000188",
    footer: "Motion for Default and Default Final Judgment and Notice of Hearing",
    values: [
      "26-2028-CC-000188",
      "EZEKIEL T. MONTGOMERY-ADEBAYO",
      "1.500",
      "$50,000.00",
      "February 8, 2028",
      "February 11, 2028",
      "$6,914.22",
      "$340.00",
      "$7,254.22",
      "April 19, 2028",
      "10:00 a.m.",
      "(863) 555-0394",
      "March 22, 2028",
      "(239) 555-0402",
    ],
  },
  {
    file: "validation-notice-suwannee.txt",
    header: "Stonebridge Receivables Group, Inc. - SRG-0091-7736",
    footer: "Validation Notice",
    values: [
      "(800) 555-0419",
      "October 11, 2028",
      "Lucinda H. Fairbrother-Anyanwu",
      "SRG-0091-7736",
      "June 30, 2028",
      "$712.48",
      "$25.00",
      "$60.00",
      "$677.48",
      "November 20, 2028",
      "559.72",
    ],
  },
  {
    file: "deposit-claim-wakulla.txt",
    header: "Apalachee Bay Coastal Homes, LLC - 63 Shell Point Road",
    footer: "Notice of Intention to Impose Claim on Security Deposit",
    values: [
      "(850) 555-0423",
      "August 17, 2028",
      "Augustina P. Kowalski-Mensah",
      "August 1, 2026",
      "July 31, 2028",
      "July 28, 2028",
      "$1,385.00",
      "$310.00",
      "$265.00",
      "$420.00",
      "$390.00",
      "83.49(3)",
      "$1,900.00",
      "$515.00",
    ],
  },
  {
    file: "hoa-violation-desoto.txt",
    header: "Peace River Preserve Homeowners' Association, Inc. - Account PRP-0612",
    footer: "Second Notice of Violation - Notice of Hearing",
    values: [
      "(863) 555-0437",
      "PRP-0612",
      "February 25, 2028",
      "Rosalind V. Thistlewood-Akande",
      "December 12, 2027",
      "January 19, 2028",
      "December 8, 2027",
      "February 21, 2028",
      "$100.00",
      "$1,000.00",
      "720.305",
      "MARCH 14, 2028",
      "6:30 P.M.",
    ],
  },
];

export const heldOutText9 = (paper: Paper): string => readFileSync(new URL(paper.file, import.meta.url), "utf8");

/** What recognition must read from each paper of the set (`file` is the paper's file in this folder). */
export const HELD_OUT_9_READING: readonly ExpectedPaper[] = [
  {
    // Posted Monday 22 May: 23, 24, 25, 26, (27-28 weekend, 29 Memorial Day) 30 May. The money claim's 20 days begin
    // Tuesday 23 May: day 20 is Sunday 11 June, so Monday 12 June.
    file: "eviction-summons-putnam.txt",
    receivedOn: "2028-05-22",
    kind: "eviction_summons",
    fields: {
      caseNumber: "54-2028-CC-000731",
      court: "county",
      county: "Putnam",
      plaintiff: "ST. JOHNS RIVER BLUFF TOWNHOMES, LLC",
      defendant: "DESMOND K. ABERNATHY-OYELARAN",
      paperDate: "2028-05-17",
      deliveredOn: "2028-05-22",
      amounts: [{ label: "rent_owed", amount: 2270 }],
    },
    deadlines: { answerEviction: "2028-05-30", depositRent: "2028-05-30", answerMoneyClaim: "2028-06-12" },
  },
  {
    // Handed over Friday 14 January: (15-16 weekend, 17 Martin Luther King Jr. Day) 18, 19, 20 January. The notice's
    // 21st is the landlord's extra day.
    file: "three-day-notice-highlands.txt",
    receivedOn: "2028-01-14",
    kind: "three_day_notice",
    fields: {
      caseNumber: null,
      county: "Highlands",
      tenant: "Florentina G. Ashworth-Mbatha",
      landlord: "Lake June Palms Rental Community",
      paperDate: "2028-01-14",
      deliveredOn: "2028-01-14",
      amounts: [{ label: "rent_owed", amount: 1640 }],
    },
    deadlines: { payOrMove: "2028-01-20" },
  },
  {
    // Posted Thursday 9 March + 7 calendar days = Thursday 16 March.
    file: "seven-day-cure-levy.txt",
    receivedOn: "2028-03-09",
    kind: "seven_day_notice_cure",
    fields: {
      caseNumber: null,
      county: "Levy",
      tenant: "Octavian L. Breckenridge-Asamoah",
      landlord: "Nature Coast Cottages",
      paperDate: "2028-03-09",
      deliveredOn: "2028-03-09",
    },
    deadlines: { fixProblem: "2028-03-16" },
  },
  {
    // Handed over Monday 18 October + 7 calendar days = Monday 25 October; the warning of 2 June is within 12 months.
    file: "seven-day-no-cure-okeechobee.txt",
    receivedOn: "2027-10-18",
    kind: "seven_day_notice_no_cure",
    fields: {
      caseNumber: null,
      county: "Okeechobee",
      tenant: "Thaddeus R. Villanueva-Okwuosa",
      landlord: "Kissimmee River Landing Apartments, LLC",
      paperDate: "2027-10-18",
      deliveredOn: "2027-10-18",
    },
    deadlines: { moveOut: "2027-10-25" },
  },
  {
    // Pretrial Monday 10 July. Counting back, day 1 is Friday 7 July (8-9 July a weekend), then 6, 5, 4 (Independence
    // Day, counted), and day 5 is Monday 3 July, not a weekend or holiday.
    file: "small-claims-notice-columbia.txt",
    receivedOn: "2028-06-09",
    kind: "small_claims_summons",
    fields: {
      caseNumber: "12-2028-SC-000457",
      court: "county",
      county: "Columbia",
      plaintiff: "OSCEOLA TRAIL AUTO GLASS & UPHOLSTERY, LLC",
      defendant: "BARNABY E. OKONKWO-HALVORSEN",
      hearingDate: "2028-07-10",
      hearingTime: "09:00",
      paperDate: "2028-06-02",
      amounts: [{ label: "claim_amount", amount: 3415.5 }],
    },
    deadlines: { attendPretrial: "2028-07-10", counterclaim: "2028-07-03" },
  },
  {
    // Served Wednesday 10 November; Thursday 11 November is Veterans Day, so day 1 is Friday 12 November and day 20
    // Wednesday 1 December.
    file: "county-summons-20-day-walton.txt",
    receivedOn: "2027-11-10",
    kind: "county_court_summons",
    fields: {
      caseNumber: "2027-CC-002168",
      court: "county",
      county: "Walton",
      plaintiff: "EMERALD COAST CONSUMER FINANCE, INC.",
      defendant: "CORDELIA M. ASHBY-NWOSU",
      paperDate: "2027-11-01",
      deliveredOn: "2027-11-10",
      amounts: [{ label: "claim_amount", amount: 11482.17 }],
    },
    deadlines: { answerLawsuit: "2027-12-01" },
  },
  {
    // Signed Friday 3 September (written "this 3rd day of September, 2027"); 4-5 September a weekend and 6 Labor Day,
    // so day 1 of the appeal is Tuesday 7 September and day 30 Wednesday 6 October.
    file: "final-judgment-possession-jackson.txt",
    receivedOn: "2027-09-07",
    kind: "final_judgment",
    fields: {
      caseNumber: "32-2027-CC-000514",
      court: "county",
      county: "Jackson",
      plaintiff: "CHIPOLA RIVER RENTALS, INC.",
      defendant: "LEOPOLD F. MWANGI-THORNTON and ANNELIESE R. MWANGI-THORNTON",
      paperDate: "2027-09-03",
    },
    deadlines: { appeal: "2027-10-06", expectWrit: null },
  },
  {
    file: "writ-of-possession-gadsden.txt",
    receivedOn: "2028-02-16",
    kind: "writ_of_possession",
    fields: {
      caseNumber: "2028 CC 000093",
      court: "county",
      county: "Gadsden",
      plaintiff: "QUINCY MAGNOLIA GARDENS, LTD.",
      defendant: "HORTENSIA B. LAWRENCE-OKAFOR",
      paperDate: "2028-02-15",
    },
    deadlines: { leaveBeforeWrit: null },
  },
  {
    // A motion for default with its notice of hearing, dated only by its certificate of service.
    file: "motion-for-default-hendry.txt",
    receivedOn: "2028-03-27",
    kind: "motion_for_default",
    fields: {
      caseNumber: "26-2028-CC-000188",
      court: "county",
      county: "Hendry",
      plaintiff: "PALMETTO GLADES RECOVERY SOLUTIONS, LLC",
      defendant: "EZEKIEL T. MONTGOMERY-ADEBAYO",
      hearingDate: "2028-04-19",
      hearingTime: "10:00",
      deliveredOn: "2028-03-22",
    },
    deadlines: { answerBeforeDefault: null, attendHearing: "2028-04-19" },
  },
  {
    // Received Monday 16 October + 30 = Wednesday 15 November (the letter's own 20 November is later).
    file: "validation-notice-suwannee.txt",
    receivedOn: "2028-10-16",
    kind: "collection_letter",
    fields: {
      caseNumber: null,
      creditor: "Suwannee Valley Rural Electric Cooperative, Inc.",
      paperDate: "2028-10-11",
      amounts: [{ label: "debt_amount", amount: 677.48 }],
    },
    deadlines: { disputeDebt: "2028-11-15" },
  },
  {
    // Received Monday 21 August + 15 = Tuesday 5 September.
    file: "deposit-claim-wakulla.txt",
    receivedOn: "2028-08-21",
    kind: "deposit_claim_notice",
    fields: {
      county: "Wakulla",
      tenant: "Augustina P. Kowalski-Mensah",
      landlord: "Apalachee Bay Coastal Homes, LLC",
      paperDate: "2028-08-17",
      amounts: [
        { label: "deposit_claimed", amount: 1385 },
        { label: "deposit_held", amount: 1900 },
      ],
    },
    deadlines: { objectDeposit: "2028-09-05" },
  },
  {
    file: "hoa-violation-desoto.txt",
    receivedOn: "2028-02-28",
    kind: "hoa_violation_notice",
    fields: {
      caseNumber: null,
      county: "DeSoto",
      hearingDate: "2028-03-14",
      hearingTime: "18:30",
      paperDate: "2028-02-25",
      amounts: [{ label: "fine", amount: 100 }],
    },
    deadlines: { attendHearing: "2028-03-14", hoaRespond: null },
  },
];
