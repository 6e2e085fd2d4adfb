/**
 * Tuning set 10, written for the third "I got papers" round beside held-out set 10, with new firms, managers and
 * associations: an eviction summons in two columns, English and Spanish, left with a co-resident the day before
 * Independence Day; a 3-day notice all in capitals handed over the Friday before Christmas; a 7-day notice to cure
 * read from a phone photo (a few "0"/"O" and "l"/"1" misread, broken lines); a small-claims notice to appear for a
 * pretrial the day after Veterans Day; a county-court 20-day summons served the day before New Year's Day is
 * observed; a county-court final summary judgment for money; a writ of possession with its posting notice in English
 * and Haitian Creole, read from a photo; a notice of hearing on a motion to vacate a default; a continuing writ of
 * garnishment of wages with the notice to the debtor, read from a photo; a law firm's validation notice for a debt
 * buyer; a deposit claim forwarded from an e-mail; an association's two-column notice of a fining hearing; a lease
 * renewal; and a landlord's notice ending a month-to-month tenancy (§ 83.57). Rules may be tuned on these, never on
 * the held-out sets. Each lists the values its plain version must keep (TUNING_PAPERS_10) and what recognition must
 * read from it (TUNING_10_READING).
 *
 * Each deadline was counted by hand from the law sheet (/work/shared/florida-law.md), as held-out set 10's were:
 * business days (§ 83.56(3), § 83.60(2)) skip weekends and the § 110.117 holidays (Independence Day, 4 July 2029;
 * Christmas, 25 December 2028); Rule 2.514 begins on the next day that is not a weekend or holiday (Independence Day
 * 2029 and New Year's Day observed Friday 31 December 2027 are skipped so), counts every day after it (Martin Luther
 * King Jr. Day 2028 and Labor Day 2029 count inside), rolls a last weekend or holiday forward and, counting back from
 * a pretrial, rolls back (Veterans Day observed Monday 12 November 2029 is skipped so); the tenant's 7 days of a
 * 7-day notice and the 15 and 30 days after receipt are plain calendar days, not moved (29 February 2028 counts);
 * no mail days are added. Garnishment, a notice of hearing and a notice ending a tenancy have no kind of their own:
 * they are "other".
 */
import { readFileSync } from "node:fs";
import type { ExpectedPaper } from "../../../papers/test-support/corpus/expected-paper";
import type { Paper } from "../papers/index";

export const TUNING_PAPERS_10: readonly Paper[] = [
  {
    file: "eviction-summons-bilingual-orange.txt",
    header: "CASE NO.: 2029-CC-012877-O",
    footer: "Eviction Summons/Residential - Citación de Desalojo/Residencial",
    values: [
      "2029-CC-012877-O",
      "CONWAY LAKES TOWNHOMES OWNER, LP",
      "ROSALÍA B. QUIÑONES-DRUMMOND",
      "$3,890.00",
      "$1,945.00",
      "425 North Orange Avenue",
      "(407) 555-0742",
      "June 28, 2029",
      "07/03/2029",
      "4:30 p.m.",
      "(407) 555-0749",
    ],
  },
  {
    file: "three-day-notice-caps-leon.txt",
    header: "Canopy Road Rentals, Inc. - 2730 Old Bainbridge Road, Apt. 4C",
    footer: "Three-Day Notice to Pay Rent or Deliver Possession",
    values: ["(850) 555-0751", "$1,120.00", "DECEMBER 29, 2028", "$56.00", "DECEMBER 22, 2028", "10:15 A.M."],
  },
  {
    file: "seven-day-cure-photo-lee.txt",
    header: "Caloosahatchee Palms Apartments, LLC - Apt. 116",
    footer: "Seven-Day Notice to Cure",
    values: [
      "(239) 555-0763",
      "March 3, 2029",
      "Fitzgerald O. Amankwah-Delacroix",
      "February 10, 2029",
      "$350.00",
      "$75.00",
      "2:50 p.m.",
    ],
  },
  {
    file: "small-claims-notice-escambia.txt",
    header: "CASE NO.: 2029 SC 004112",
    footer: "Form 7.322 Summons/Notice to Appear for Pretrial Conference",
    values: [
      "2029 SC 004112",
      "PERDIDO KEY MARINE ELECTRONICS, LLC",
      "GWENDOLYN F. ASHWORTH-NDIAYE",
      "$4,780.25",
      "JULY 12, 2029",
      "(850) 555-0772",
      "September 27, 2029",
      "(850) 555-0779",
    ],
  },
  {
    file: "county-summons-20-day-okaloosa.txt",
    header: "CASE NO.: 2027 CC 003982 C",
    footer: "Summons: Personal Service on an Individual",
    values: [
      "2027 CC 003982 C",
      "LEOPOLD J. MAKOWSKI-ADDO",
      "$15,210.66",
      "FEBRUARY 9, 2026",
      "17.99%",
      "JULY 15, 2027",
      "(850) 555-0784",
      "December 17, 2027",
      "December 30, 2027",
      "8:05 a.m.",
      "(850) 555-0788",
    ],
  },
  {
    file: "final-judgment-money-palm-beach.txt",
    header: "CASE NO.: 50-2029-CC-004871-XXXA-MB",
    footer: "Final Summary Judgment",
    values: [
      "50-2029-CC-004871-XXXA-MB",
      "JUPITER INLET BOAT STORAGE & SERVICE, INC.",
      "MAXIMILIAN E. FOTHERINGHAM-BOATENG",
      "July 24, 2029",
      "June 12, 2029",
      "$26,900.00",
      "August 3, 2029",
      "$2,847.90",
      "$1,250.00",
      "$450.00",
      "$31,447.90",
      "55.03",
      "1.977",
      "(561) 555-0793",
    ],
  },
  {
    file: "writ-of-possession-photo-broward.txt",
    header: "CASE NO.: COCE-29-000412",
    footer: "Writ of Possession",
    values: [
      "COCE-29-000412",
      "10450 West Sunrise Boulevard, Apt. 1214",
      "January 12, 2029",
      "January 16, 2029",
      "01/17/2029",
      "10:35 AM",
      "(954) 555-0806",
      "(954) 555-0801",
    ],
  },
  {
    file: "notice-of-hearing-motion-pasco.txt",
    header: "CASE NO.: 2029-CC-002918-WS",
    footer: "Notice of Hearing",
    values: [
      "2029-CC-002918-WS",
      "GULF HARBORS MARINA & DRY STACK, LLC",
      "CRISPIN D. OYELOWO-HAVERKAMP",
      "October 26, 2029",
      "NOVEMBER 27, 2029",
      "10:45 A.M.",
      "October 29, 2029",
      "$5,960.00",
      "October 18, 2029",
      "(727) 555-0812",
      "(727) 555-0819",
    ],
  },
  {
    file: "garnishment-wages-photo-hernando.txt",
    header: "CASE NO.: 27-2028-CC-000655",
    footer: "Continuing Writ of Garnishment Against Salary or Wages",
    values: [
      "27-2028-CC-000655",
      "NATURE COAST REGIONAL HOSPITAL, INC.",
      "$7,832.19",
      "January 22, 2028",
      "March 29, 2028",
      "222.11",
      "(352) 555-0827",
      "April 3, 2028",
    ],
  },
  {
    file: "validation-letter-law-firm-hillsborough.txt",
    header: "Marchetti, Oyinlola & Stroud, P.L.L.C. - MOS-28-01944",
    footer: "MOS Validation Notice v.3",
    values: [
      "(813) 555-0833",
      "January 26, 2028",
      "MOS-28-01944",
      "Cosima R. Ellingboe-Nwosu",
      "October 4, 2027",
      "July 30, 2027",
      "$4,016.52",
      "$300.00",
      "$4,316.52",
      "March 6, 2028",
      "559.72",
    ],
  },
  {
    file: "deposit-claim-email-citrus.txt",
    header: "Crystal River Cottage Rentals, LLC - 318 NW Kings Bay Drive",
    footer: "Notice of Intention to Impose Claim on Security Deposit",
    values: [
      "Feb 14, 2028",
      "83.505",
      "Beatrix L. Nakamura-Oduya",
      "$1,180.00",
      "January 14, 2028",
      "$612.00",
      "$395.00",
      "$173.00",
      "83.49(3)",
      "$1,250.00",
      "$300.00",
      "$1,550.00",
      "$370.00",
      "(352) 555-0842",
    ],
  },
  {
    file: "hoa-violation-bilingual-polk.txt",
    header: "Lake Wales Ridge Estates Homeowners Association, Inc. - LWR-0733",
    footer: "Notice of Violation and Notice of Hearing",
    values: [
      "(863) 555-0851",
      "LWR-0733",
      "October 26, 2027",
      "Anselmo J. Villafañe-Cartwright",
      "720.305(2)",
      "September 28, 2027",
      "October 19, 2027",
      "$50.00",
      "$1,000.00",
      "November 10, 2027",
      "7:00 p.m.",
    ],
  },
  {
    file: "lease-renewal-sarasota.txt",
    header: "Siesta Pines Villas, LLC - Lease No. SPV-2028-0117",
    footer: "Lease Renewal Agreement",
    values: [
      "(941) 555-0864",
      "December 14, 2028",
      "SPV-2028-0117",
      "HORATIO B. CASTELLANO-MBATHA",
      "February 10, 2028",
      "February 28, 2029",
      "March 1, 2029",
      "February 28, 2030",
      "$2,085.00",
      "$1,990.00",
      "$75.00",
      "5:00 p.m.",
      "83.49",
      "January 15, 2029",
      "$2,285.00",
      "83.57",
    ],
  },
  {
    file: "non-renewal-month-to-month-bay.txt",
    header: "Millville Bungalows, LLC - Bungalow 5",
    footer: "Notice of Termination of Month-to-Month Tenancy",
    values: [
      "(850) 555-0871",
      "January 29, 2029",
      "Evangeline P. Drummond-Osei",
      "83.57(3)",
      "May 31, 2028",
      "$1,050.00",
      "February 28, 2029",
      "83.58",
    ],
  },
];

export const tuningText10 = (paper: Paper): string => readFileSync(new URL(paper.file, import.meta.url), "utf8");

/** What recognition must read from each paper of the set (`file` is the paper's file in this folder). */
export const TUNING_10_READING: readonly ExpectedPaper[] = [
  {
    // Left with a co-resident Tuesday 3 July: (4 Independence Day) 5, 6, (7-8 weekend) 9, 10, 11 July. The money
    // claim's 20 days begin Thursday 5 July, the first day after service that is not a holiday: day 20 is Tuesday
    // 24 July 2029.
    file: "eviction-summons-bilingual-orange.txt",
    receivedOn: "2029-07-03",
    kind: "eviction_summons",
    fields: {
      caseNumber: "2029-CC-012877-O",
      court: "county",
      county: "Orange",
      plaintiff: "CONWAY LAKES TOWNHOMES OWNER, LP",
      defendant: "ROSALÍA B. QUIÑONES-DRUMMOND",
      paperDate: "2029-06-28",
      deliveredOn: "2029-07-03",
      amounts: [{ label: "rent_owed", amount: 3890 }],
    },
    deadlines: { answerEviction: "2029-07-11", depositRent: "2029-07-11", answerMoneyClaim: "2029-07-24" },
  },
  {
    // Handed over Friday 22 December: (23-24 weekend, 25 Christmas) 26, 27, 28 December. The notice's 29th is the
    // landlord's extra day (the office's own closing on the 26th is no state holiday: her earliest date stays).
    file: "three-day-notice-caps-leon.txt",
    receivedOn: "2028-12-22",
    kind: "three_day_notice",
    fields: {
      caseNumber: null,
      county: "Leon",
      tenant: "OCTAVIA M. BRENNAN-ACHEBE",
      landlord: "CANOPY ROAD RENTALS, INC.",
      paperDate: "2028-12-22",
      deliveredOn: "2028-12-22",
      amounts: [{ label: "rent_owed", amount: 1120 }],
    },
    deadlines: { payOrMove: "2028-12-28" },
  },
  {
    // Posted Saturday 3 March + 7 calendar days = Saturday 10 March, not moved.
    file: "seven-day-cure-photo-lee.txt",
    receivedOn: "2029-03-03",
    kind: "seven_day_notice_cure",
    fields: {
      caseNumber: null,
      county: "Lee",
      tenant: "Fitzgerald O. Amankwah-Delacroix",
      landlord: "Caloosahatchee Palms Apartments, LLC",
      paperDate: "2029-03-03",
      deliveredOn: "2029-03-03",
    },
    deadlines: { fixProblem: "2029-03-10" },
  },
  {
    // Pretrial Tuesday 13 November. Counting back, day 1 is the first day before it that is not a weekend or holiday
    // (12 November Veterans Day observed, 10-11 a weekend): Friday 9 (day 1), 8, 7, 6, and day 5 is Monday 5 November.
    file: "small-claims-notice-escambia.txt",
    receivedOn: "2029-10-04",
    kind: "small_claims_summons",
    fields: {
      caseNumber: "2029 SC 004112",
      court: "county",
      county: "Escambia",
      plaintiff: "PERDIDO KEY MARINE ELECTRONICS, LLC",
      defendant: "GWENDOLYN F. ASHWORTH-NDIAYE",
      hearingDate: "2029-11-13",
      hearingTime: "13:30",
      paperDate: "2029-09-27",
      amounts: [{ label: "claim_amount", amount: 4780.25 }],
    },
    deadlines: { attendPretrial: "2029-11-13", counterclaim: "2029-11-05" },
  },
  {
    // Served Thursday 30 December 2027: Friday 31 December (New Year's Day observed) and the weekend are skipped, so
    // day 1 is Monday 3 January, day 20 Saturday 22 January (Martin Luther King Jr. Day counts inside), so Monday 24
    // January 2028.
    file: "county-summons-20-day-okaloosa.txt",
    receivedOn: "2027-12-30",
    kind: "county_court_summons",
    fields: {
      caseNumber: "2027 CC 003982 C",
      court: "county",
      county: "Okaloosa",
      plaintiff: "EMERALD COAST FURNITURE & MATTRESS FINANCE, LLC",
      defendant: "LEOPOLD J. MAKOWSKI-ADDO",
      paperDate: "2027-12-17",
      deliveredOn: "2027-12-30",
      amounts: [{ label: "claim_amount", amount: 15210.66 }],
    },
    deadlines: { answerLawsuit: "2028-01-24" },
  },
  {
    // Signed Friday 3 August ("this 3rd day of August"): day 1 Monday 6 August, day 30 Tuesday 4 September (Labor
    // Day counts inside). A county civil judgment for money: no small-claims new trial, no possession.
    file: "final-judgment-money-palm-beach.txt",
    receivedOn: "2029-08-06",
    kind: "final_judgment",
    fields: {
      caseNumber: "50-2029-CC-004871-XXXA-MB",
      court: "county",
      county: "Palm Beach",
      plaintiff: "JUPITER INLET BOAT STORAGE & SERVICE, INC.",
      defendant: "MAXIMILIAN E. FOTHERINGHAM-BOATENG",
      paperDate: "2029-08-03",
      amounts: [{ label: "judgment_amount", amount: 31447.9 }],
    },
    deadlines: { appeal: "2029-09-04" },
  },
  {
    // Issued Tuesday 16 January under the judgment of 12 January, posted 17 January.
    file: "writ-of-possession-photo-broward.txt",
    receivedOn: "2029-01-17",
    kind: "writ_of_possession",
    fields: {
      caseNumber: "COCE-29-000412",
      court: "county",
      county: "Broward",
      plaintiff: "SAWGRASS CROSSING APARTMENT HOMES, LLC",
      defendant: "JEAN-ROBERT ALCIDE-FONTAINE",
      paperDate: "2029-01-16",
    },
    deadlines: { leaveBeforeWrit: null },
  },
  {
    // A notice of hearing on a motion: "other", its hearing read, dated only by its certificate of service.
    file: "notice-of-hearing-motion-pasco.txt",
    receivedOn: "2029-11-02",
    kind: "other",
    fields: {
      caseNumber: "2029-CC-002918-WS",
      court: "county",
      county: "Pasco",
      plaintiff: "GULF HARBORS MARINA & DRY STACK, LLC",
      defendant: "CRISPIN D. OYELOWO-HAVERKAMP",
      hearingDate: "2029-11-27",
      hearingTime: "10:45",
      deliveredOn: "2029-11-02",
    },
    deadlines: {},
  },
  {
    // A continuing writ of garnishment with the notice to the debtor: "other", issued 29 March, mailed 3 April.
    file: "garnishment-wages-photo-hernando.txt",
    receivedOn: "2028-04-06",
    kind: "other",
    fields: {
      caseNumber: "27-2028-CC-000655",
      court: "county",
      county: "Hernando",
      plaintiff: "SPRING HILL AUTO FINANCE, LLC",
      defendant: "DOROTHEA K. WHITLOCK-ASARE",
      hearingDate: null,
      paperDate: "2028-03-29",
      deliveredOn: "2028-04-03",
    },
    deadlines: {},
  },
  {
    // Received Monday 31 January + 30 = Wednesday 1 March 2028 (a leap year; the letter's own 6 March is later).
    file: "validation-letter-law-firm-hillsborough.txt",
    receivedOn: "2028-01-31",
    kind: "collection_letter",
    fields: {
      caseNumber: null,
      creditor: "Cavalcade Portfolio Acquisitions, LLC",
      paperDate: "2028-01-26",
      amounts: [{ label: "debt_amount", amount: 4316.52 }],
    },
    deadlines: { disputeDebt: "2028-03-01" },
  },
  {
    // E-mailed and received Monday 14 February + 15 = Tuesday 29 February 2028.
    file: "deposit-claim-email-citrus.txt",
    receivedOn: "2028-02-14",
    kind: "deposit_claim_notice",
    fields: {
      county: "Citrus",
      tenant: "Beatrix L. Nakamura-Oduya",
      landlord: "Crystal River Cottage Rentals, LLC",
      paperDate: "2028-02-14",
      amounts: [
        { label: "deposit_claimed", amount: 1180 },
        { label: "deposit_held", amount: 1550 },
      ],
    },
    deadlines: { objectDeposit: "2028-02-29" },
  },
  {
    file: "hoa-violation-bilingual-polk.txt",
    receivedOn: "2027-10-28",
    kind: "hoa_violation_notice",
    fields: {
      caseNumber: null,
      county: "Polk",
      hearingDate: "2027-11-10",
      hearingTime: "19:00",
      paperDate: "2027-10-26",
      amounts: [{ label: "fine", amount: 50 }],
    },
    deadlines: { attendHearing: "2027-11-10", hoaRespond: null },
  },
  {
    file: "lease-renewal-sarasota.txt",
    receivedOn: null,
    kind: "lease_or_addendum",
    fields: {
      caseNumber: null,
      county: "Sarasota",
      landlord: "SIESTA PINES VILLAS, LLC",
      tenant: "HORATIO B. CASTELLANO-MBATHA",
      paperDate: "2028-12-14",
    },
    deadlines: {},
  },
  {
    // A landlord's notice ending a month-to-month tenancy (§ 83.57(3)): "other", no court deadline of hers.
    file: "non-renewal-month-to-month-bay.txt",
    receivedOn: "2029-01-29",
    kind: "other",
    fields: {
      caseNumber: null,
      county: "Bay",
      landlord: "Millville Bungalows, LLC",
      tenant: "Evangeline P. Drummond-Osei",
      paperDate: "2029-01-29",
    },
    deadlines: {},
  },
];
