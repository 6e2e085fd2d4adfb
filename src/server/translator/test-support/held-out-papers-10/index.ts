/**
 * Held-out set 10, written for the third "I got papers" round and never tuned on, from counties no earlier set named
 * (Calhoun, Liberty, Dixie, Lafayette) and others with new firms, managers and associations: an eviction summons
 * in two columns, English and Haitian Creole, posted the Wednesday before Christmas; a 3-day notice read from a
 * phone photo (a few "0"/"O" and "l"/"1" misread, broken lines) posted the Wednesday before Veterans Day; a property
 * manager's 7-day notice to cure on letterhead, in capitals; a 7-day notice without cure after a written warning; a
 * small-claims notice to appear in two columns, English and Spanish, for a pretrial the day after New Year's Day; a
 * county-court 20-day summons read from a photo, served the day before Thanksgiving; a county-court final judgment
 * for money after default; a writ of garnishment of a bank account with the notice to the debtor; a motion for a
 * clerk's default; a debt collector's validation notice read from a photo; a deposit claim sent by e-mail; and an
 * association's notice of a fining hearing. Each lists the values its plain version must keep
 * (HELD_OUT_PAPERS_10) and what recognition must read from it (HELD_OUT_10_READING).
 *
 * Each deadline was counted by hand from the law sheet (/work/shared/florida-law.md): business days (§ 83.56(3),
 * § 83.60(2)) skip weekends and the § 110.117 holidays (Christmas observed Friday 24 December 2027, New Year's Day
 * observed Friday 31 December 2027, Veterans Day observed Friday 10 November 2028); Rule 2.514 begins on the next day
 * that is not a weekend or holiday (Thanksgiving and the Friday after, 23-24 November 2028, are skipped so), counts
 * every day after it (Christmas 2028 and New Year's Day 2029 count inside), rolls a last weekend or holiday forward
 * (Independence Day, 4 July 2029) and, counting back from a pretrial, rolls back (New Year's Day 2029 and Christmas
 * 2028 are skipped so); the tenant's 7 days of a 7-day notice and the 15 and 30 days after receipt are plain
 * calendar days, not moved; no mail days are added. Garnishment has no kind of its own: it is "other".
 */
import { readFileSync } from "node:fs";
import type { ExpectedPaper } from "../../../papers/test-support/corpus/expected-paper";
import type { Paper } from "../papers/index";

export const HELD_OUT_PAPERS_10: readonly Paper[] = [
  {
    file: "eviction-summons-creole-calhoun.txt",
    header: "CASE NO.: 07-2027-CC-000318",
    footer: "Eviction Summons/Residential - Sitasyon pou Ekspilsyon/Rezidansyèl",
    values: [
      "07-2027-CC-000318",
      "APALACHICOLA BLUFFS RENTAL COTTAGES, LLC",
      "MARIE-CLAUDE ST. FLEUR-BAPTISTE",
      "$1,340.00",
      "$67.00",
      "20859 Central Avenue East",
      "(850) 555-0614",
      "December 16, 2027",
      "12/22/2027",
      "6:45 p.m.",
      "(850) 555-0619",
    ],
  },
  {
    file: "three-day-notice-photo-liberty.txt",
    header: "Torreya Ridge Rentals, LLC - 14 Summers Road, Unit B",
    footer: "Notice to Pay Rent or Deliver Possession",
    values: [
      "(850) 555-0627",
      "Delphine R. Okonkwo-Hargrove",
      "14 Summers Road, Unit B",
      "$875.00",
      "November 15, 2028",
      "November 2028",
      "9:00 a.m.",
      "4:00 p.m.",
      "November 8, 2028",
      "5:20 p.m.",
    ],
  },
  {
    file: "seven-day-cure-letterhead-dixie.txt",
    header: "Suwannee Sound Property Management, Inc.",
    footer: "SSPM Form 7C (rev. 01/2029)",
    values: [
      "(352) 555-0633",
      "July 3, 2029",
      "Ignatius P. Marchbanks-Oduya",
      "83.56(2)(b)",
      "June 18, 2029",
      "June 25, 2029",
      "July 11, 2029",
      "10:00 a.m.",
      "$185.00",
      "11:40 a.m.",
    ],
  },
  {
    file: "seven-day-no-cure-lafayette.txt",
    header: "Mayo Oaks Duplexes, LLC - 415 SW Bloxham Avenue, Unit A",
    footer: "Seven-Day Notice of Termination Without Opportunity to Cure",
    values: [
      "(386) 555-0642",
      "May 25, 2029",
      "Cornelius T. Abernethy-Mensah",
      "83.56(2)(a)",
      "June 1, 2029",
      "October 19, 2028",
      "11:00 p.m.",
      "May 19, 2029",
      "May 23, 2029",
      "83.48",
      "May 31, 2029",
      "$780.00",
      "6:05 p.m.",
    ],
  },
  {
    file: "small-claims-notice-bilingual-miami-dade.txt",
    header: "CASE NO.: 2028-045127-SP-23",
    footer: "Form 7.322 Summons/Notice to Appear for Pretrial Conference",
    values: [
      "2028-045127-SP-23",
      "YOLANDA M. ECHEVERRÍA-PRZYBYLSKI",
      "January 2, 2029",
      "9:00 a.m.",
      "$3,475.00",
      "(305) 555-0655",
      "(305) 555-0660",
      "November 20, 2028",
    ],
  },
  {
    file: "county-summons-20-day-photo-alachua.txt",
    header: "CASE N0.: 01-2028-CC-004417",
    footer: "Summons: Personal Service on an Individual",
    values: [
      "01-2028-CC-004417",
      "THADDEUS R. VOLKOV-ASANTE",
      "$11,842.37",
      "(352) 555-0671",
      "November 14, 2028",
      "11/16/2028",
      "11/22/2028",
      "7:10 p.m.",
      "(352) 555-0678",
    ],
  },
  {
    file: "final-judgment-money-seminole.txt",
    header: "CASE NO.: 2029-CC-001285",
    footer: "Final Judgment After Default",
    values: [
      "2029-CC-001285",
      "LAKE MONROE AUTO CREDIT CORP.",
      "ESPERANZA L. TWOMBLY-ADEYEMI",
      "May 14, 2029",
      "$17,915.00",
      "$2,611.43",
      "$750.00",
      "$327.75",
      "$21,604.18",
      "55.03",
      "1.977",
      "June 4, 2029",
      "(407) 555-0684",
    ],
  },
  {
    file: "writ-of-garnishment-pinellas.txt",
    header: "CASE NO.: 28-004915-CO",
    footer: "Writ of Garnishment and Notice to Defendant",
    values: [
      "28-004915-CO",
      "BARNABY Q. HOLLINGSWORTH-ESSIEN",
      "SUNCOAST FIRST NATIONAL BANK",
      "October 30, 2028",
      "$6,218.40",
      "February 16, 2029",
      "222.11",
      "(727) 555-0692",
      "February 20, 2029",
      "77.041(2)",
    ],
  },
  {
    file: "motion-for-default-osceola.txt",
    header: "CASE NO.: 2028-CC-003341",
    footer: "Plaintiff's Motion for Entry of Default by the Clerk",
    values: [
      "2028-CC-003341",
      "PERPETUA N. GALLAGHER-OKOYE",
      "1.500(a)",
      "$9,460.00",
      "October 5, 2028",
      "October 9, 2028",
      "(407) 555-0703",
      "November 1, 2028",
    ],
  },
  {
    file: "validation-notice-photo-duval.txt",
    header: "First Coast Receivables Group, Inc. - FCRG-2028-77310",
    footer: "Validation Notice",
    values: [
      "(904) 555-0711",
      "November 28, 2028",
      "FCRG-2028-77310",
      "Tobias J. Renwick-Adebayo",
      "August 14, 2028",
      "$1,287.44",
      "$35.00",
      "$200.00",
      "$1,122.44",
      "January 5, 2029",
      "559.553",
    ],
  },
  {
    file: "deposit-claim-email-brevard.txt",
    header: "Merritt Property Group - 2215 Riverview Drive",
    footer: "Notice of Intention to Impose Claim on Security Deposit",
    values: [
      "December 20, 2027",
      "March 2, 2027",
      "83.505",
      "Anastasia V. Oyelaran-Whitcombe",
      "$735.00",
      "$480.00",
      "$175.00",
      "$80.00",
      "83.49(3)",
      "$1,600.00",
      "November 30, 2027",
      "$865.00",
      "(321) 555-0724",
    ],
  },
  {
    file: "hoa-violation-hearing-manatee.txt",
    header: "Palmetto Hammock Homeowners Association, Inc. - PH-1192",
    footer: "Notice of Violation and of Hearing Before the Fining Committee",
    values: [
      "(941) 555-0736",
      "January 4, 2029",
      "Leopoldina F. Haverford-Oyelowo",
      "PH-1192",
      "720.305(2)",
      "December 12, 2028",
      "December 28, 2028",
      "December 13, 2028",
      "$100.00",
      "$1,000.00",
      "January 25, 2029",
      "6:30 p.m.",
    ],
  },
];

export const heldOutText10 = (paper: Paper): string => readFileSync(new URL(paper.file, import.meta.url), "utf8");

/** What recognition must read from each paper of the set (`file` is the paper's file in this folder). */
export const HELD_OUT_10_READING: readonly ExpectedPaper[] = [
  {
    // Posted Wednesday 22 December: 23, (24 Christmas observed, 25-26 weekend) 27, 28, 29, 30 December. The money
    // claim's 20 days begin Thursday 23 December: day 20 is Tuesday 11 January 2028 (both observed holidays count
    // inside).
    file: "eviction-summons-creole-calhoun.txt",
    receivedOn: "2027-12-22",
    kind: "eviction_summons",
    fields: {
      caseNumber: "07-2027-CC-000318",
      court: "county",
      county: "Calhoun",
      plaintiff: "APALACHICOLA BLUFFS RENTAL COTTAGES, LLC",
      defendant: "MARIE-CLAUDE ST. FLEUR-BAPTISTE",
      paperDate: "2027-12-16",
      deliveredOn: "2027-12-22",
      amounts: [{ label: "rent_owed", amount: 1340 }],
    },
    deadlines: { answerEviction: "2027-12-30", depositRent: "2027-12-30", answerMoneyClaim: "2028-01-11" },
  },
  {
    // Posted Wednesday 8 November: 9, (10 Veterans Day observed, 11-12 weekend) 13, 14 November. The notice's 15th is
    // the landlord's extra day.
    file: "three-day-notice-photo-liberty.txt",
    receivedOn: "2028-11-08",
    kind: "three_day_notice",
    fields: {
      caseNumber: null,
      county: "Liberty",
      tenant: "Delphine R. Okonkwo-Hargrove",
      landlord: "Torreya Ridge Rentals, LLC",
      deliveredOn: "2028-11-08",
      amounts: [{ label: "rent_owed", amount: 875 }],
    },
    deadlines: { payOrMove: "2028-11-14" },
  },
  {
    // Handed over Tuesday 3 July + 7 calendar days = Tuesday 10 July (the inspection on the 11th is the manager's).
    file: "seven-day-cure-letterhead-dixie.txt",
    receivedOn: "2029-07-03",
    kind: "seven_day_notice_cure",
    fields: {
      caseNumber: null,
      county: "Dixie",
      tenant: "Ignatius P. Marchbanks-Oduya",
      landlord: "Horseshoe Beach Holdings, LLC",
      paperDate: "2029-07-03",
      deliveredOn: "2029-07-03",
    },
    deadlines: { fixProblem: "2029-07-10" },
  },
  {
    // Handed over Friday 25 May + 7 calendar days = Friday 1 June; the warning of 19 October 2028 is within 12 months.
    file: "seven-day-no-cure-lafayette.txt",
    receivedOn: "2029-05-25",
    kind: "seven_day_notice_no_cure",
    fields: {
      caseNumber: null,
      county: "Lafayette",
      tenant: "Cornelius T. Abernethy-Mensah",
      landlord: "Mayo Oaks Duplexes, LLC",
      paperDate: "2029-05-25",
      deliveredOn: "2029-05-25",
    },
    deadlines: { moveOut: "2029-06-01" },
  },
  {
    // Pretrial Tuesday 2 January 2029. Counting back, day 1 is the first day before it that is not a weekend or
    // holiday (1 January New Year's Day, 30-31 December a weekend): Friday 29 (day 1), 28, 27, 26, and day 5 is
    // Monday 25 December, Christmas, rolled back over the weekend to Friday 22 December 2028.
    file: "small-claims-notice-bilingual-miami-dade.txt",
    receivedOn: "2028-11-29",
    kind: "small_claims_summons",
    fields: {
      caseNumber: "2028-045127-SP-23",
      court: "county",
      county: "Miami-Dade",
      plaintiff: "BISCAYNE APPLIANCE REPAIR & PARTS CORP.",
      defendant: "YOLANDA M. ECHEVERRÍA-PRZYBYLSKI",
      hearingDate: "2029-01-02",
      hearingTime: "09:00",
      paperDate: "2028-11-20",
      amounts: [{ label: "claim_amount", amount: 3475 }],
    },
    deadlines: { attendPretrial: "2029-01-02", counterclaim: "2028-12-22" },
  },
  {
    // Served Wednesday 22 November: Thanksgiving and the Friday after (23-24) and the weekend are skipped, so day 1 is
    // Monday 27 November and day 20 Saturday 16 December, so Monday 18 December 2028.
    file: "county-summons-20-day-photo-alachua.txt",
    receivedOn: "2028-11-22",
    kind: "county_court_summons",
    fields: {
      caseNumber: "01-2028-CC-004417",
      court: "county",
      county: "Alachua",
      plaintiff: "HOGTOWN CONSUMER LENDING, INC.",
      defendant: "THADDEUS R. VOLKOV-ASANTE",
      paperDate: "2028-11-14",
      deliveredOn: "2028-11-22",
      amounts: [{ label: "claim_amount", amount: 11842.37 }],
    },
    deadlines: { answerLawsuit: "2028-12-18" },
  },
  {
    // Signed Monday 4 June 2029: day 1 Tuesday 5 June, day 30 Wednesday 4 July, Independence Day, so Thursday 5 July.
    // A county civil judgment for money: no small-claims new trial, no possession.
    file: "final-judgment-money-seminole.txt",
    receivedOn: "2029-06-07",
    kind: "final_judgment",
    fields: {
      caseNumber: "2029-CC-001285",
      court: "county",
      county: "Seminole",
      plaintiff: "LAKE MONROE AUTO CREDIT CORP.",
      defendant: "ESPERANZA L. TWOMBLY-ADEYEMI",
      paperDate: "2029-06-04",
      amounts: [{ label: "judgment_amount", amount: 21604.18 }],
    },
    deadlines: { appeal: "2029-07-05" },
  },
  {
    // A writ of garnishment with the notice to the debtor: "other", issued 16 February, mailed 20 February.
    file: "writ-of-garnishment-pinellas.txt",
    receivedOn: "2029-02-23",
    kind: "other",
    fields: {
      caseNumber: "28-004915-CO",
      court: "county",
      county: "Pinellas",
      plaintiff: "GULF BEACHES CREDIT SERVICES, LLC",
      defendant: "BARNABY Q. HOLLINGSWORTH-ESSIEN",
      hearingDate: null,
      paperDate: "2029-02-16",
      deliveredOn: "2029-02-20",
    },
    deadlines: {},
  },
  {
    // A motion for a clerk's default: no hearing, dated only by its certificate of service.
    file: "motion-for-default-osceola.txt",
    receivedOn: "2028-11-06",
    kind: "motion_for_default",
    fields: {
      caseNumber: "2028-CC-003341",
      court: "county",
      county: "Osceola",
      plaintiff: "KISSIMMEE VALLEY POOL & PATIO SUPPLY, INC.",
      defendant: "PERPETUA N. GALLAGHER-OKOYE",
      hearingDate: null,
      deliveredOn: "2028-11-01",
    },
    deadlines: { answerBeforeDefault: null },
  },
  {
    // Received Friday 1 December + 30 = Sunday 31 December 2028, not moved (the letter's own 5 January is later).
    file: "validation-notice-photo-duval.txt",
    receivedOn: "2028-12-01",
    kind: "collection_letter",
    fields: {
      caseNumber: null,
      creditor: "Atlantic Beach Wireless, LLC",
      paperDate: "2028-11-28",
      amounts: [{ label: "debt_amount", amount: 1122.44 }],
    },
    deadlines: { disputeDebt: "2028-12-31" },
  },
  {
    // E-mailed and received Monday 20 December + 15 = Tuesday 4 January 2028.
    file: "deposit-claim-email-brevard.txt",
    receivedOn: "2027-12-20",
    kind: "deposit_claim_notice",
    fields: {
      county: "Brevard",
      tenant: "Anastasia V. Oyelaran-Whitcombe",
      landlord: "Space Coast Harbor Homes, LLC",
      paperDate: "2027-12-20",
      amounts: [
        { label: "deposit_claimed", amount: 735 },
        { label: "deposit_held", amount: 1600 },
      ],
    },
    deadlines: { objectDeposit: "2028-01-04" },
  },
  {
    file: "hoa-violation-hearing-manatee.txt",
    receivedOn: "2029-01-08",
    kind: "hoa_violation_notice",
    fields: {
      caseNumber: null,
      county: "Manatee",
      hearingDate: "2029-01-25",
      hearingTime: "18:30",
      paperDate: "2029-01-04",
      amounts: [{ label: "fine", amount: 100 }],
    },
    deadlines: { attendHearing: "2029-01-25", hoaRespond: null },
  },
];
