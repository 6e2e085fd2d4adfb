/**
 * Tuning set 11, written for the fourth "I got papers" round from the law sheet and the spec only, in formats the
 * earlier sets lack, one county each: a 7-day notice to cure pasted from a text-message thread (Leon); a 7-day notice
 * without cure as a letter with a table of incidents (Alachua); a 3-day notice under a tenant ledger (Escambia); an
 * eviction summons with the clerk's notice in Spanish and Haitian Creole, posted the Friday before Martin Luther King
 * Jr. Day (St. Lucie); a small-claims notice to appear whose pretrial details are on its second page, under a repeated
 * header (Collier); a 20-day county-court summons served on a company's registered agent the day before Thanksgiving
 * (Volusia); a motion for clerk's default with its certificate of service (Manatee); a final judgment for possession
 * after default (Lake); a writ of possession with the deputy's posting note (Seminole); a collector's validation
 * notice with its itemisation table (Brevard); a deposit claim sent as an Outlook e-mail (Marion); an association's
 * notice of a hearing before its fining committee (Charlotte); a pet addendum (Monroe); and the notice to the debtor
 * of a writ of garnishment (Clay). Rules may be tuned on these, never on the held-out sets. Each lists the values its
 * plain version must keep (TUNING_PAPERS_11) and what recognition must read from it (TUNING_11_READING).
 *
 * Each deadline was counted by hand from the law sheet (/work/shared/florida-law.md): business days (§ 83.56(3),
 * § 83.60(2)) skip weekends and the § 110.117 holidays (Thanksgiving and the Friday after, 28-29 November 2030; Martin
 * Luther King Jr. Day, 21 January 2030); Rule 2.514 begins on the next day that is not a weekend or holiday
 * (Thanksgiving 2029 and its Friday are skipped so), counts every day after it (Independence Day 2030 counts inside,
 * counting back from a pretrial; Presidents' Day is no § 110.117 holiday), and rolls a last weekend or holiday forward
 * (back, counting back); the tenant's 7 days of a 7-day notice and the 15 and 30 days after receipt are plain
 * calendar days, not moved (Memorial Day and New Year's Day count inside; a last day on a Saturday stays); no mail days
 * are added. A garnishment has no kind of its own: it is "other".
 */
import { readFileSync } from "node:fs";
import type { ExpectedPaper } from "../../../papers/test-support/corpus/expected-paper";
import type { Paper } from "../papers/index";

export const TUNING_PAPERS_11: readonly Paper[] = [
  {
    file: "seven-day-cure-text-message-leon.txt",
    header: "Tallahassee Oaks Office - (850) 555-0911",
    footer: "Seven-Day Notice to Cure (text message)",
    values: [
      "(850) 555-0911",
      "May 24, 2030",
      "5:40 PM",
      "Marisol T. Okonkwo-Reyes",
      "2215 Lake Bradford Road, Unit 14",
      "$400.00",
      "Tallahassee Oaks Apartments, LLC",
      "Dmitri V. Haskell-Moore",
    ],
  },
  {
    file: "seven-day-no-cure-alachua.txt",
    header: "Hawthorne Road Rental Homes - 4419 NE 12th Terrace",
    footer: "Seven-Day Notice of Termination (no cure)",
    values: [
      "(352) 555-0924",
      "December 28, 2029",
      "Julian R. Abernathy-Osei",
      "83.56(2)(a)",
      "August 3, 2029",
      "November 30, 2029",
      "December 21, 2029",
      "December 31, 2029",
      "4:05 p.m.",
      "Priya N. Castellanos",
    ],
  },
  {
    file: "three-day-notice-ledger-escambia.txt",
    header: "Bayfront Cottage Holdings, LLC - Unit 1187-B",
    footer: "Three-Day Notice to Pay Rent or Deliver Possession",
    values: [
      "Thaddeus K. Ferreira-Lindqvist",
      "(850) 555-0936",
      "$1,275.00",
      "$500.00",
      "$117.60",
      "$775.00",
      "December 5, 2030",
      "November 27, 2030",
      "Odalys M. Whitfield-Baptiste",
    ],
  },
  {
    file: "eviction-summons-creole-st-lucie.txt",
    header: "CASE NO.: 562030CC000214AXXXHC",
    footer: "Eviction Summons/Residential",
    values: [
      "562030CC000214AXXXHC",
      "PORT ST. LUCIE LANDING APARTMENTS, LLLP",
      "WILNER J. ST. FLEUR-MONTAGUE",
      "(772) 555-1003",
      "$2,640.00",
      "$1,320.00",
      "January 14, 2030",
      "January 18, 2030",
      "7:52 a.m.",
    ],
  },
  {
    file: "small-claims-two-page-collier.txt",
    header: "CASE NO.: 11-2030-SC-001873",
    footer: "Form 7.322 (Collier)",
    values: [
      "11-2030-SC-001873",
      "NAPLES BAYSHORE DENTAL ARTS, P.A.",
      "ESPERANZA L. VANTERPOOL-GRIMALDI",
      "$3,412.80",
      "July 8, 2030",
      "8:45 a.m.",
      "(239) 555-1017",
      "May 29, 2030",
      "(239) 555-1019",
    ],
  },
  {
    file: "county-summons-business-volusia.txt",
    header: "Case No.: 2029 11874 COCI",
    footer: "Summons - 20 Day (Corporation or Business Defendant)",
    values: [
      "2029 11874 COCI",
      "HALIFAX COMMERCIAL LAUNDRY EQUIPMENT, INC.",
      "ORMOND BEACHSIDE SUDS & FOLD, LLC",
      "Reginald P. Okwuosa-Tate",
      "(386) 555-1024",
      "$27,450.00",
      "March 4, 2029",
      "November 13, 2029",
      "November 21, 2029",
      "11:20 a.m.",
    ],
  },
  {
    file: "motion-for-default-manatee.txt",
    header: "CASE NO.: 2030-CC-000956",
    footer: "Plaintiff's Motion for Clerk's Default",
    values: [
      "2030-CC-000956",
      "SUNCOAST SHORES FEDERAL CREDIT UNION",
      "BARNABY O. CHUKWU-HALVORSEN",
      "February 4, 2030",
      "$9,846.17",
      "February 19, 2030",
      "February 22, 2030",
      "March 18, 2030",
      "(941) 555-1031",
      "March 19, 2030",
    ],
  },
  {
    file: "final-judgment-possession-lake.txt",
    header: "CASE NO.: 2030-CC-000388",
    footer: "Final Judgment for Possession",
    values: [
      "2030-CC-000388",
      "CLERMONT HILLS RESIDENTIAL, LLC",
      "TOBIAS E. ARCENEAUX-WOJCIK",
      "February 1, 2030",
      "2318 Hartwood Marsh Road, Unit 6",
      "CORNELIA M. ASHBY-NWACHUKWU",
    ],
  },
  {
    file: "writ-of-possession-seminole.txt",
    header: "CASE NUMBER: 2030-CC-001245",
    footer: "Writ of Possession",
    values: [
      "2030-CC-001245",
      "ALTAMONTE CROSSINGS HOMES, LLC",
      "DELPHINE A. MOKOENA-BRANDT",
      "811 Palm Springs Drive, Unit 204",
      "April 9, 2030",
      "April 10, 2030",
      "9:15 a.m.",
      "(407) 555-1046",
    ],
  },
  {
    file: "validation-itemization-brevard.txt",
    header: "SpaceCoast Recovery Partners, Inc. - SRP-30-118204",
    footer: "Validation Notice",
    values: [
      "(866) 555-1052",
      "January 25, 2030",
      "Leontyne F. Ravenscroft-Adeyemi",
      "SRP-30-118204",
      "September 30, 2029",
      "$1,486.20",
      "$210.00",
      "$1,276.20",
      "March 8, 2030",
      "559.72",
    ],
  },
  {
    file: "deposit-claim-outlook-email-marion.txt",
    header: "Silver Springs Shores Rentals - 8842 SW 103rd Lane Road",
    footer: "Notice of Intention to Impose Claim on Security Deposit",
    values: [
      "September 10, 2030",
      "Cornelius B. Ashdown-Mensah",
      "83.505",
      "$865.00",
      "$540.00",
      "$185.00",
      "$140.00",
      "83.49(3)",
      "$1,300.00",
      "$435.00",
      "(352) 555-1063",
    ],
  },
  {
    file: "hoa-fining-committee-charlotte.txt",
    header: "Port Charlotte Harbour Heights Property Owners' Association, Inc. - PCHH-2209-14",
    footer: "Notice of Proposed Fine and Hearing",
    values: [
      "(941) 555-1075",
      "720.305(2)",
      "October 10, 2029",
      "Augustin M. Kowalski-Nakamura",
      "PCHH-2209-14",
      "July 22, 2029",
      "August 26, 2029",
      "October 3, 2029",
      "$100.00",
      "$1,000.00",
      "October 31, 2029",
      "5:30 p.m.",
    ],
  },
  {
    file: "pet-addendum-monroe.txt",
    header: "Conch Republic Cottages, LLC - 1209 Petronia Street, Unit 2",
    footer: "Pet Addendum",
    values: [
      "June 1, 2030",
      "Conch Republic Cottages, LLC",
      "Rosalind E. Fairweather-Nkemelu",
      "$350.00",
      "$35.00",
      "83.49",
      "83.56(2)(b)",
      "May 28, 2030",
    ],
  },
  {
    file: "garnishment-notice-debtor-clay.txt",
    header: "CASE NO.: 10-2029-CC-000731",
    footer: "Notice to Defendant of Right Against Garnishment",
    values: [
      "10-2029-CC-000731",
      "FIRST COAST AUTO ACCEPTANCE CORP.",
      "MARGUERITE D. OYELOWO-PEMBERTON",
      "222.11",
      "June 11, 2029",
      "$6,204.55",
      "September 14, 2029",
      "(904) 555-1087",
    ],
  },
];

export const tuningText11 = (paper: Paper): string => readFileSync(new URL(paper.file, import.meta.url), "utf8");

/** What recognition must read from each paper of the set (`file` is the paper's file in this folder). */
export const TUNING_11_READING: readonly ExpectedPaper[] = [
  {
    // Posted and texted Friday 24 May + 7 calendar days = Friday 31 May 2030 (Memorial Day counts inside). The
    // notice itself bears no date of its own: only the day it was delivered.
    file: "seven-day-cure-text-message-leon.txt",
    receivedOn: "2030-05-24",
    kind: "seven_day_notice_cure",
    fields: {
      caseNumber: null,
      county: "Leon",
      tenant: "Marisol T. Okonkwo-Reyes",
      landlord: "Tallahassee Oaks Apartments, LLC",
      deliveredOn: "2030-05-24",
    },
    deadlines: { fixProblem: "2030-05-31" },
  },
  {
    // Handed over Friday 28 December + 7 calendar days = Friday 4 January 2030 (New Year's Day counts inside).
    file: "seven-day-no-cure-alachua.txt",
    receivedOn: "2029-12-28",
    kind: "seven_day_notice_no_cure",
    fields: {
      caseNumber: null,
      county: "Alachua",
      tenant: "Julian R. Abernathy-Osei",
      landlord: "HAWTHORNE ROAD RENTAL HOMES",
      paperDate: "2029-12-28",
      deliveredOn: "2029-12-28",
    },
    deadlines: { moveOut: "2030-01-04" },
  },
  {
    // Handed over Wednesday 27 November: (28 Thanksgiving, 29 the Friday after, 30-1 weekend) 2, 3, 4 December. The
    // notice's 5 December is the landlord's extra day; her earliest date stays. The ledger's balance is no rent.
    file: "three-day-notice-ledger-escambia.txt",
    receivedOn: "2030-11-27",
    kind: "three_day_notice",
    fields: {
      caseNumber: null,
      county: "Escambia",
      tenant: "Thaddeus K. Ferreira-Lindqvist",
      landlord: "Bayfront Cottage Holdings, LLC",
      paperDate: "2030-11-27",
      deliveredOn: "2030-11-27",
      amounts: [{ label: "rent_owed", amount: 775 }],
    },
    deadlines: { payOrMove: "2030-12-04" },
  },
  {
    // Posted Friday 18 January: (19-20 weekend, 21 Martin Luther King Jr. Day) 22, 23, 24, 25, 28 January 2030.
    file: "eviction-summons-creole-st-lucie.txt",
    receivedOn: "2030-01-18",
    kind: "eviction_summons",
    fields: {
      caseNumber: "562030CC000214AXXXHC",
      court: "county",
      county: "St. Lucie",
      plaintiff: "PORT ST. LUCIE LANDING APARTMENTS, LLLP",
      defendant: "WILNER J. ST. FLEUR-MONTAGUE",
      paperDate: "2030-01-14",
      deliveredOn: "2030-01-18",
      amounts: [{ label: "rent_owed", amount: 2640 }],
    },
    deadlines: { answerEviction: "2030-01-28", depositRent: "2030-01-28" },
  },
  {
    // Pretrial Monday 8 July. Counting back, day 1 is Friday 5 July (6-7 a weekend), Independence Day counts inside
    // (day 2), and day 5 is Monday 1 July 2030.
    file: "small-claims-two-page-collier.txt",
    receivedOn: "2030-06-05",
    kind: "small_claims_summons",
    fields: {
      caseNumber: "11-2030-SC-001873",
      court: "county",
      county: "Collier",
      plaintiff: "NAPLES BAYSHORE DENTAL ARTS, P.A.",
      defendant: "ESPERANZA L. VANTERPOOL-GRIMALDI",
      hearingDate: "2030-07-08",
      hearingTime: "08:45",
      paperDate: "2030-05-29",
      amounts: [{ label: "claim_amount", amount: 3412.8 }],
    },
    deadlines: { attendPretrial: "2030-07-08", counterclaim: "2030-07-01" },
  },
  {
    // Served on the registered agent Wednesday 21 November 2029: Thanksgiving, the Friday after and the weekend are
    // skipped, so day 1 is Monday 26 November, day 20 Saturday 15 December, so Monday 17 December 2029. The company's
    // name is read without what it is (", a Florida limited liability company").
    file: "county-summons-business-volusia.txt",
    receivedOn: "2029-11-21",
    kind: "county_court_summons",
    fields: {
      caseNumber: "2029 11874 COCI",
      court: "county",
      county: "Volusia",
      plaintiff: "HALIFAX COMMERCIAL LAUNDRY EQUIPMENT, INC.",
      defendant: "ORMOND BEACHSIDE SUDS & FOLD, LLC",
      paperDate: "2029-11-13",
      deliveredOn: "2029-11-21",
      amounts: [{ label: "claim_amount", amount: 27450 }],
    },
    deadlines: { answerLawsuit: "2029-12-17" },
  },
  {
    // Mailed on its certificate's date, 19 March; no hearing set. No date: a default can come at any time.
    file: "motion-for-default-manatee.txt",
    receivedOn: "2030-03-22",
    kind: "motion_for_default",
    fields: {
      caseNumber: "2030-CC-000956",
      court: "county",
      county: "Manatee",
      plaintiff: "SUNCOAST SHORES FEDERAL CREDIT UNION",
      defendant: "BARNABY O. CHUKWU-HALVORSEN",
      hearingDate: null,
      paperDate: "2030-03-18",
      deliveredOn: "2030-03-19",
    },
    deadlines: { answerBeforeDefault: null },
  },
  {
    // Signed Friday 15 February ("this 15th day of February"): day 1 Monday 18 February (Presidents' Day is no
    // § 110.117 holiday), day 30 Tuesday 19 March 2030. A possession judgment: the writ follows; no small-claims new
    // trial. It recites the motion for default it grants: still a judgment.
    file: "final-judgment-possession-lake.txt",
    receivedOn: "2030-02-19",
    kind: "final_judgment",
    fields: {
      caseNumber: "2030-CC-000388",
      court: "county",
      county: "Lake",
      plaintiff: "CLERMONT HILLS RESIDENTIAL, LLC",
      defendant: "TOBIAS E. ARCENEAUX-WOJCIK",
      paperDate: "2030-02-15",
    },
    deadlines: { appeal: "2030-03-19", expectWrit: null },
  },
  {
    // Issued Tuesday 9 April ("WITNESS my hand … on"), posted Wednesday 10 April.
    file: "writ-of-possession-seminole.txt",
    receivedOn: "2030-04-10",
    kind: "writ_of_possession",
    fields: {
      caseNumber: "2030-CC-001245",
      court: "county",
      county: "Seminole",
      plaintiff: "ALTAMONTE CROSSINGS HOMES, LLC",
      defendant: "DELPHINE A. MOKOENA-BRANDT",
      paperDate: "2030-04-09",
      deliveredOn: "2030-04-10",
    },
    deadlines: { leaveBeforeWrit: null },
  },
  {
    // Received Thursday 31 January + 30 = Saturday 2 March 2030, not moved (the letter's own 8 March is later).
    file: "validation-itemization-brevard.txt",
    receivedOn: "2030-01-31",
    kind: "collection_letter",
    fields: {
      caseNumber: null,
      creditor: "Indian River Family Medical Group, LLC",
      paperDate: "2030-01-25",
      amounts: [{ label: "debt_amount", amount: 1276.2 }],
    },
    deadlines: { disputeDebt: "2030-03-02" },
  },
  {
    // E-mailed and received Tuesday 10 September + 15 = Wednesday 25 September 2030. The e-mail's "Sent:" date is
    // the notice's own.
    file: "deposit-claim-outlook-email-marion.txt",
    receivedOn: "2030-09-10",
    kind: "deposit_claim_notice",
    fields: {
      county: "Marion",
      tenant: "Cornelius B. Ashdown-Mensah",
      landlord: "Silver Springs Shores Rentals",
      paperDate: "2030-09-10",
      amounts: [
        { label: "deposit_claimed", amount: 865 },
        { label: "deposit_held", amount: 1300 },
      ],
    },
    deadlines: { objectDeposit: "2030-09-25" },
  },
  {
    file: "hoa-fining-committee-charlotte.txt",
    receivedOn: "2029-10-12",
    kind: "hoa_violation_notice",
    fields: {
      caseNumber: null,
      county: "Charlotte",
      hearingDate: "2029-10-31",
      hearingTime: "17:30",
      paperDate: "2029-10-10",
      amounts: [{ label: "fine", amount: 100 }],
    },
    deadlines: { attendHearing: "2029-10-31", hoaRespond: null },
  },
  {
    // Signed 28 May for the lease dated 1 June: the addendum's own date is its signing's.
    file: "pet-addendum-monroe.txt",
    receivedOn: null,
    kind: "lease_or_addendum",
    fields: {
      caseNumber: null,
      county: "Monroe",
      landlord: "Conch Republic Cottages, LLC",
      tenant: "Rosalind E. Fairweather-Nkemelu",
      paperDate: "2030-05-28",
    },
    deadlines: {},
  },
  {
    // The notice to the debtor of a writ of garnishment: "other", no hearing set, dated and mailed 14 September.
    file: "garnishment-notice-debtor-clay.txt",
    receivedOn: "2029-09-18",
    kind: "other",
    fields: {
      caseNumber: "10-2029-CC-000731",
      court: "county",
      county: "Clay",
      plaintiff: "FIRST COAST AUTO ACCEPTANCE CORP.",
      defendant: "MARGUERITE D. OYELOWO-PEMBERTON",
      hearingDate: null,
      paperDate: "2029-09-14",
      deliveredOn: "2029-09-14",
    },
    deadlines: {},
  },
];

/**
 * What her deadline key points must say, and what they must not: each `deadline` phrase is in a key point under
 * "Deadline", and no `notDeadline` phrase is (a day of the past, another paper's date, a repeat's window). A hearing's
 * date written on its own "Date:" line under the hearing's heading is listed too: her most important day.
 */
export const TUNING_11_KEY_POINTS: Readonly<Record<string, { deadline: readonly string[]; notDeadline: readonly string[] }>> = {
  "seven-day-cure-text-message-leon.txt": { deadline: ["within 7 days"], notDeadline: ["12 months"] },
  "seven-day-no-cure-alachua.txt": {
    deadline: ["7 days from the delivery"],
    notDeadline: ["November 30, 2029", "December 21, 2029", "August 3, 2029", "December 31, 2029"],
  },
  "three-day-notice-ledger-escambia.txt": { deadline: ["within 3 days"], notDeadline: ["11/08/2030"] },
  "eviction-summons-creole-st-lucie.txt": { deadline: ["within 5 days"], notDeadline: ["January 15, 2030"] },
  "small-claims-two-page-collier.txt": {
    deadline: ["July 8, 2030", "at least 5 days before the pretrial conference"],
    notDeadline: ["January 9, 2030", "May 29, 2030"],
  },
  "county-summons-business-volusia.txt": { deadline: ["within 20 days"], notDeadline: ["March 4, 2029"] },
  "motion-for-default-manatee.txt": {
    deadline: [],
    notDeadline: ["February 4, 2030", "February 19, 2030", "March 18, 2030", "March 19, 2030"],
  },
  "final-judgment-possession-lake.txt": { deadline: [], notDeadline: ["February 1, 2030", "15th day of February"] },
  "writ-of-possession-seminole.txt": { deadline: ["24 hours"], notDeadline: ["April 9, 2030"] },
  "validation-itemization-brevard.txt": { deadline: ["March 8, 2030"], notDeadline: ["September 30, 2029"] },
  "deposit-claim-outlook-email-marion.txt": { deadline: ["within 15 days"], notDeadline: [] },
  "hoa-fining-committee-charlotte.txt": {
    deadline: ["October 31, 2029"],
    notDeadline: ["July 22, 2029", "August 26, 2029", "October 3, 2029"],
  },
  "pet-addendum-monroe.txt": { deadline: ["within 10 days"], notDeadline: ["12 months", "June 1, 2030", "7-day notice"] },
  "garnishment-notice-debtor-clay.txt": { deadline: [], notDeadline: ["June 11, 2029", "September 14, 2029"] },
};
