/**
 * Tuning set 8, written for the "I got papers" round beside held-out set 8, of the same kinds but from other
 * counties, firms, managers and associations, worded and laid out differently: an order on a motion to determine rent
 * setting an evidentiary hearing, an association's notice of a proposed fine, a law firm's validation letter on a
 * medical bill, a bilingual eviction summons with its money-damages paragraph, a 3-day notice posted at the door, a
 * county-court 20-day summons served the Friday before Christmas, a small-claims notice to appear, a small-claims
 * judgment after trial, a writ of possession, an apartment lease, a deposit claim sent by certified mail, a notice of
 * hearing on a motion for summary judgment, an order of referral to mediation, and a default final judgment for
 * possession. Rules may be tuned on these, never on the held-out sets. Each lists the values its plain version must
 * keep (TUNING_PAPERS_8) and what recognition must read from it (TUNING_8_READING).
 *
 * Each deadline was counted by hand from the law sheet, as held-out set 8's were:
 * business days skip weekends and the § 110.117 holidays (Thanksgiving and the Friday after, 25-26 November 2027);
 * Rule 2.514 begins on the next day that is not a weekend or holiday (Memorial Day, 31 May 2027) and rolls a last
 * weekend or holiday forward (back when counting back); the 15- and 30-day periods after receipt are plain calendar
 * days; no mail days are added.
 */
import { readFileSync } from "node:fs";
import type { ExpectedPaper } from "../../../papers/test-support/corpus/expected-paper";
import type { Paper } from "../papers/index";

export const TUNING_PAPERS_8: readonly Paper[] = [
  {
    file: "order-on-motion-to-determine-rent-lake.txt",
    header: "CASE NO. 2027-CC-000318",
    footer: "Order on Defendant's Motion to Determine Rent",
    values: [
      "2027-CC-000318",
      "WINSTON A. OKEREKE-DALRYMPLE",
      "January 27, 2027",
      "83.60(2)",
      "$1,150.00",
      "4:00 p.m.",
      "February 9, 2027",
      "FEBRUARY 16, 2027",
      "2:30 p.m.",
      "February 2, 2027",
      "(352) 555-0104",
    ],
  },
  {
    file: "hoa-violation-st-johns.txt",
    header: "Nocatee Creekside Community Association, Inc. - Account NCC-2291",
    footer: "Notice of Proposed Fine and Opportunity for Hearing",
    values: [
      "(904) 555-0131",
      "August 20, 2027",
      "NCC-2291",
      "Theodora S. Villalobos-Nakamura",
      "July 9, 2027",
      "August 16, 2027",
      "August 18, 2027",
      "$50.00",
      "$1,000.00",
      "720.305(2)",
      "September 7, 2027",
      "6:00 p.m.",
    ],
  },
  {
    file: "collection-letter-law-firm-clay.txt",
    header: "Brannigan Oyelowo LLP - BOL-5538-2027",
    footer: "Validation Notice",
    values: [
      "(904) 555-0172",
      "March 3, 2027",
      "MAXIMILIAN D. OKAFOR-SØRENSEN",
      "BOL-5538-2027",
      "December 14, 2026",
      "HLMG-77120",
      "January 13, 2027",
      "$1,388.00",
      "$250.00",
      "$1,138.00",
      "April 12, 2027",
      "559.72",
      "8:00 a.m.",
      "9:00 p.m.",
    ],
  },
  {
    file: "eviction-summons-bilingual-bay.txt",
    header: "Case No.: 27001902CC",
    footer: "Eviction Summons/Residential",
    values: [
      "27001902CC",
      "ST. ANDREWS BAYVIEW FLATS, LLLP",
      "JOSIAH R. ACHEAMPONG-LUNDGREN",
      "$1,980.00",
      "$990.00",
      "300 East 4th Street",
      "(850) 555-0166",
      "November 18, 2027",
      "11/23/2027",
    ],
  },
  {
    file: "three-day-notice-charlotte.txt",
    header: "Peace River Homes & Rentals, LLC - 22315 Midway Boulevard",
    footer: "Three-Day Notice - Section 83.56(3)",
    values: [
      "May 24, 2027",
      "Reginald M. Asante-Fairclough",
      "22315 Midway Boulevard",
      "(941) 555-0183",
      "$1,725.00",
      "May 1, 2027",
      "MAY 28, 2027",
      "$86.25",
      "$64.10",
      "Marguerite O. Lindgren-Adeyemi",
    ],
  },
  {
    file: "county-summons-20-day-santa-rosa.txt",
    header: "CASE NO.: 2027 CC 001744",
    footer: "Summons - County Court",
    values: [
      "2027 CC 001744",
      "LORELAI P. HUTCHINSON-MENSAH",
      "(850) 555-0147",
      "$9,236.80",
      "September 14, 2027",
      "7.49%",
      "December 9, 2027",
      "December 17, 2027",
    ],
  },
  {
    file: "small-claims-pretrial-citrus.txt",
    header: "Case Number: 2027-SC-000612",
    footer: "Notice to Appear for Pretrial Conference / Summons",
    values: [
      "2027-SC-000612",
      "GWENDOLYN F. OSTROWSKI-NNAMDI",
      "June 7, 2027",
      "8:30 AM",
      "$1,874.00",
      "February 22, 2027",
      "May 3, 2027",
      "(352) 555-0113",
    ],
  },
  {
    file: "small-claims-money-judgment-hernando.txt",
    header: "CASE NO.: H27SC000583",
    footer: "Final Judgment After Non-Jury Trial",
    values: [
      "H27SC000583",
      "July 8, 2027",
      "April 2, 2027",
      "$400.00",
      "$2,316.45",
      "$300.00",
      "$40.00",
      "$2,656.45",
      "8.77%",
      "7.343",
      "ANASTASIA W. KOWALCZYK-ABIODUN",
    ],
  },
  {
    file: "writ-of-possession-martin.txt",
    header: "CASE NO.: 27000655CCAXMX",
    footer: "Writ of Possession",
    values: [
      "27000655CCAXMX",
      "SEVERINE T. MAKINDE-ROCHESTER",
      "3801 N.E. Ocean Boulevard",
      "August 11, 2027",
      "(772) 555-0109",
      "08/12/2027",
      "10:20 AM",
      "(772) 555-0178",
    ],
  },
  {
    file: "residential-lease-indian-river.txt",
    header: "Treasure Coast Garden Apartments - Apartment 2-114",
    footer: "Apartment Lease Agreement - TCG-11482",
    values: [
      "January 19, 2027",
      "PERPETUA J. MBEKI-HALLORAN",
      "(772) 555-0126",
      "February 1, 2027",
      "January 31, 2028",
      "$1,495.00",
      "$75.00",
      "$10.00",
      "$150.00",
      "$1,000.00",
      "83.49(1)",
      "10:00 p.m.",
      "83.56(2)(b)",
      "$58.00",
      "83.575",
    ],
  },
  {
    file: "deposit-claim-monroe.txt",
    header: "Conch Republic Vacation & Long-Term Rentals, LLC",
    footer: "Notice of Intention to Impose Claim on Security Deposit",
    values: [
      "(305) 555-0197",
      "November 16, 2027",
      "Ambrose K. Delacroix-Nyambura",
      "October 24, 2027",
      "$2,045.00",
      "$1,240.00",
      "$455.00",
      "$190.00",
      "$160.00",
      "83.49(3)",
      "$2,400.00",
      "$2,700.00",
      "$655.00",
    ],
  },
  {
    file: "notice-of-hearing-flagler.txt",
    header: "CASE NO.: 2027 CC 000207",
    footer: "Notice of Hearing",
    values: [
      "2027 CC 000207",
      "BARTHOLOMEW I. ESTERHAZY-OKONJO",
      "January 22, 2027",
      "MARCH 10, 2027",
      "11:15 A.M.",
      "$5,118.62",
      "1.510",
      "(386) 555-0128",
      "February 5, 2027",
      "(386) 555-0192",
    ],
  },
  {
    file: "order-referring-to-mediation-nassau.txt",
    header: "CASE NO.: 45-2027-CC-000391",
    footer: "Order of Referral to Mediation",
    values: [
      "45-2027-CC-000391",
      "CORNELIUS J. FITZGERALD-AMADI",
      "AUGUST 19, 2027",
      "9:30 A.M.",
      "$60.00",
      "September 27, 2027",
      "1:30 P.M.",
      "June 28, 2027",
      "July 12, 2027",
      "(904) 555-0116",
    ],
  },
  {
    file: "final-judgment-possession-sumter.txt",
    header: "CASE NO.: 2027-CC-000488",
    footer: "Default Final Judgment for Possession - Residential",
    values: [
      "2027-CC-000488",
      "PERCIVAL G. ODUYA-MACALLISTER",
      "September 21, 2027",
      "$1,320.00",
      "1150 County Road 459",
      "$290.00",
      "83.48",
      "October 1, 2027",
      "(352) 555-0185",
    ],
  },
];

export const tuningText8 = (paper: Paper): string => readFileSync(new URL(paper.file, import.meta.url), "utf8");

/** What recognition must read from each paper of the set (`file` is the paper's file in this folder). */
export const TUNING_8_READING: readonly ExpectedPaper[] = [
  {
    // An order: "other", its evidentiary hearing read as the hearing (not the deposit's 9 February).
    file: "order-on-motion-to-determine-rent-lake.txt",
    receivedOn: "2027-02-04",
    kind: "other",
    fields: {
      caseNumber: "2027-CC-000318",
      court: "county",
      county: "Lake",
      plaintiff: "CLERMONT HILLS RENTAL COTTAGES, LLC",
      defendant: "WINSTON A. OKEREKE-DALRYMPLE",
      hearingDate: "2027-02-16",
      hearingTime: "14:30",
      paperDate: "2027-02-02",
    },
    deadlines: {},
  },
  {
    file: "hoa-violation-st-johns.txt",
    receivedOn: "2027-08-23",
    kind: "hoa_violation_notice",
    fields: {
      caseNumber: null,
      county: "St. Johns",
      hearingDate: "2027-09-07",
      hearingTime: "18:00",
      paperDate: "2027-08-20",
      amounts: [{ label: "fine", amount: 50 }],
    },
    deadlines: { attendHearing: "2027-09-07", hoaRespond: null },
  },
  {
    // Received Monday 8 March + 30 = Wednesday 7 April (the letter's own 12 April is later).
    file: "collection-letter-law-firm-clay.txt",
    receivedOn: "2027-03-08",
    kind: "collection_letter",
    fields: {
      caseNumber: null,
      creditor: "Harbor Light Medical Group, P.A.",
      paperDate: "2027-03-03",
      amounts: [{ label: "debt_amount", amount: 1138 }],
    },
    deadlines: { disputeDebt: "2027-04-07" },
  },
  {
    // Posted Tuesday 23 November: 24, (25-26 Thanksgiving) 29, 30 November, 1, 2 December. The money claim's 20 days
    // begin Wednesday 24 November: day 20 is Monday 13 December.
    file: "eviction-summons-bilingual-bay.txt",
    receivedOn: "2027-11-23",
    kind: "eviction_summons",
    fields: {
      caseNumber: "27001902CC",
      court: "county",
      county: "Bay",
      plaintiff: "ST. ANDREWS BAYVIEW FLATS, LLLP",
      defendant: "JOSIAH R. ACHEAMPONG-LUNDGREN",
      paperDate: "2027-11-18",
      deliveredOn: "2027-11-23",
      amounts: [{ label: "rent_owed", amount: 1980 }],
    },
    deadlines: { answerEviction: "2027-12-02", depositRent: "2027-12-02", answerMoneyClaim: "2027-12-13" },
  },
  {
    // Posted Monday 24 May: 25, 26, 27 May. The notice's 28th is the landlord's extra day.
    file: "three-day-notice-charlotte.txt",
    receivedOn: "2027-05-24",
    kind: "three_day_notice",
    fields: {
      caseNumber: null,
      county: "Charlotte",
      tenant: "Reginald M. Asante-Fairclough",
      landlord: "Peace River Homes & Rentals, LLC",
      paperDate: "2027-05-24",
      deliveredOn: "2027-05-24",
      amounts: [{ label: "rent_owed", amount: 1725 }],
    },
    deadlines: { payOrMove: "2027-05-27" },
  },
  {
    // Served Friday 17 December: day 1 is Monday 20 December, day 20 Saturday 8 January 2028, so Monday 10 January.
    file: "county-summons-20-day-santa-rosa.txt",
    receivedOn: "2027-12-17",
    kind: "county_court_summons",
    fields: {
      caseNumber: "2027 CC 001744",
      court: "county",
      county: "Santa Rosa",
      plaintiff: "BLACKWATER FEDERAL CREDIT UNION",
      defendant: "LORELAI P. HUTCHINSON-MENSAH",
      paperDate: "2027-12-09",
      deliveredOn: "2027-12-17",
      amounts: [{ label: "claim_amount", amount: 9236.8 }],
    },
    deadlines: { answerLawsuit: "2028-01-10" },
  },
  {
    // Pretrial Monday 7 June. Counting back, the first day counted is the first before it that is not a weekend or
    // holiday: Friday 4 June (day 1), 3, 2, 1 June, 31 May (day 5, Memorial Day), rolled back to Friday 28 May.
    file: "small-claims-pretrial-citrus.txt",
    receivedOn: "2027-05-10",
    kind: "small_claims_summons",
    fields: {
      caseNumber: "2027-SC-000612",
      court: "county",
      county: "Citrus",
      plaintiff: "HOMOSASSA SPRINGS FENCE & SCREEN CO., INC.",
      defendant: "GWENDOLYN F. OSTROWSKI-NNAMDI",
      hearingDate: "2027-06-07",
      hearingTime: "08:30",
      paperDate: "2027-05-03",
      amounts: [{ label: "claim_amount", amount: 1874 }],
    },
    deadlines: { attendPretrial: "2027-06-07", counterclaim: "2027-05-28" },
  },
  {
    // Signed and handed out Thursday 8 July. New trial: day 1 Friday 9 July, day 15 Friday 23 July. Appeal: day 30 is
    // Saturday 7 August, so Monday 9 August.
    file: "small-claims-money-judgment-hernando.txt",
    receivedOn: "2027-07-08",
    kind: "final_judgment",
    fields: {
      caseNumber: "H27SC000583",
      court: "county",
      county: "Hernando",
      plaintiff: "CORTEZ BOULEVARD TIRE & LUBE, LLC",
      defendant: "ANASTASIA W. KOWALCZYK-ABIODUN",
      paperDate: "2027-07-08",
      amounts: [{ label: "judgment_amount", amount: 2656.45 }],
    },
    deadlines: { appeal: "2027-08-09", newTrial: "2027-07-23" },
  },
  {
    file: "writ-of-possession-martin.txt",
    receivedOn: "2027-08-12",
    kind: "writ_of_possession",
    fields: {
      caseNumber: "27000655CCAXMX",
      court: "county",
      county: "Martin",
      plaintiff: "INDIAN RIVER PLANTATION HOLDINGS, INC. d/b/a HUTCHINSON ISLAND VILLAS",
      defendant: "SEVERINE T. MAKINDE-ROCHESTER",
      paperDate: "2027-08-11",
    },
    deadlines: { leaveBeforeWrit: null },
  },
  {
    file: "residential-lease-indian-river.txt",
    receivedOn: null,
    kind: "lease_or_addendum",
    fields: {
      caseNumber: null,
      county: "Indian River",
      landlord: "TREASURE COAST GARDEN APARTMENTS, LP",
      tenant: "PERPETUA J. MBEKI-HALLORAN",
      paperDate: "2027-01-19",
    },
    deadlines: {},
  },
  {
    // Received Friday 19 November + 15 = Saturday 4 December (her date is the earliest reading, not moved). The deposit
    // held is the total of both deposits, from which the balance is counted.
    file: "deposit-claim-monroe.txt",
    receivedOn: "2027-11-19",
    kind: "deposit_claim_notice",
    fields: {
      county: "Monroe",
      tenant: "Ambrose K. Delacroix-Nyambura",
      landlord: "CONCH REPUBLIC VACATION & LONG-TERM RENTALS, LLC",
      paperDate: "2027-11-16",
      amounts: [
        { label: "deposit_claimed", amount: 2045 },
        { label: "deposit_held", amount: 2700 },
      ],
    },
    deadlines: { objectDeposit: "2027-12-04" },
  },
  {
    // A notice of hearing: "other", dated only by its certificate of service.
    file: "notice-of-hearing-flagler.txt",
    receivedOn: "2027-02-08",
    kind: "other",
    fields: {
      caseNumber: "2027 CC 000207",
      court: "county",
      county: "Flagler",
      plaintiff: "PALM COAST COMMUNITY CREDIT UNION",
      defendant: "BARTHOLOMEW I. ESTERHAZY-OKONJO",
      hearingDate: "2027-03-10",
      hearingTime: "11:15",
      deliveredOn: "2027-02-05",
    },
    deadlines: {},
  },
  {
    // The mediation session is the hearing it sets; the trial docket and the order setting trial are not.
    file: "order-referring-to-mediation-nassau.txt",
    receivedOn: "2027-07-15",
    kind: "other",
    fields: {
      caseNumber: "45-2027-CC-000391",
      court: "county",
      county: "Nassau",
      plaintiff: "AMELIA ISLAND DOCK & SEAWALL, INC.",
      defendant: "CORNELIUS J. FITZGERALD-AMADI and MIRABEL S. FITZGERALD-AMADI",
      hearingDate: "2027-08-19",
      hearingTime: "09:30",
      paperDate: "2027-07-12",
    },
    deadlines: {},
  },
  {
    // Signed Friday 1 October; day 1 of the appeal is Monday 4 October, day 30 Tuesday 2 November.
    file: "final-judgment-possession-sumter.txt",
    receivedOn: "2027-10-04",
    kind: "final_judgment",
    fields: {
      caseNumber: "2027-CC-000488",
      court: "county",
      county: "Sumter",
      plaintiff: "LAKE PANASOFFKEE LANDING MOBILE HOME PARK, LLC",
      defendant: "PERCIVAL G. ODUYA-MACALLISTER",
      paperDate: "2027-10-01",
    },
    deadlines: { appeal: "2027-11-02", expectWrit: null },
  },
];
