/**
 * Held-out set 11, written for the fifth "I got papers" round from the law sheet and the spec only, in formats and
 * counties tuning set 11 lacks, one county each: an eviction summons whose caption runs in two columns (Hillsborough);
 * a 3-day notice taped to the door, with its certificate of service, posted the Friday before Labor Day (Pinellas); a
 * 7-day notice to cure an unauthorised guest, all in capitals, handed over two days before Christmas (Duval); a
 * small-claims notice to appear (Orange); a 20-day county-court summons on a credit card debt under the clerk's filing
 * stamp, served two days before Independence Day (Miami-Dade); a final judgment for possession signed the week before
 * Thanksgiving (Palm Beach); a writ of possession under the clerk's stamp, with the sheriff's posting note (Broward); a
 * motion for default with its certificate of service (Lee); a collector's validation letter (Sarasota); a deposit claim
 * sent by certified mail with its return receipt (Osceola); an association's violation letter with a Spanish half
 * (Polk); and a lease renewal addendum set in two columns (Bay). These are never tuned on: only their totals are read.
 * Each lists the values its plain version must keep (HELD_OUT_PAPERS_11) and what recognition must read from it
 * (HELD_OUT_11_READING).
 *
 * Each deadline was counted by hand from the law sheet (/work/shared/florida-law.md): business days (§ 83.56(3),
 * § 83.60(2)) skip weekends and the § 110.117 holidays (Labor Day, 2 September 2030; Veterans Day, 11 November 2030);
 * Rule 2.514 begins on the next day that is not a weekend or holiday, counts every day after it (Independence Day 2030
 * and Thanksgiving 2030 count inside) and rolls a last weekend or holiday forward (back, counting back from a
 * pretrial); the tenant's 7 days of a 7-day notice and the 15 and 30 days after receipt are plain calendar days
 * (Christmas counts inside); no mail days are added.
 */
import { readFileSync } from "node:fs";
import type { ExpectedPaper } from "../../../papers/test-support/corpus/expected-paper";
import type { Paper } from "../papers/index";

export const HELD_OUT_PAPERS_11: readonly Paper[] = [
  {
    file: "eviction-summons-two-column-hillsborough.txt",
    header: "CASE NO.: 30-CC-041127",
    footer: "Eviction Summons/Residential",
    values: [
      "30-CC-041127",
      "TAMPA RIVERWALK FLATS, LLC",
      "ROSALIND K. MBEKI-FONTAINE",
      "(813) 555-2104",
      "$3,190.00",
      "$1,595.00",
      "November 4, 2030",
      "November 7, 2030",
      "6:15 p.m.",
    ],
  },
  {
    file: "three-day-notice-door-posting-pinellas.txt",
    header: "Sunshine Skyway Properties, Inc. - Apartment 3C",
    footer: "Three-Day Notice to Pay Rent or Deliver Possession",
    values: [
      "August 30, 2030",
      "Ignatius P. Moreau-Adebayo",
      "$1,460.00",
      "September 6, 2030",
      "Sunshine Skyway Properties, Inc.",
      "(727) 555-2231",
      "2:20 p.m.",
      "Cordelia N. Vanterpool",
    ],
  },
  {
    file: "seven-day-cure-guest-all-caps-duval.txt",
    header: "RIVERSIDE ARBOR RESIDENCES, LLC - UNIT 1412",
    footer: "Seven-Day Notice to Cure Noncompliance",
    values: [
      "DECEMBER 23, 2030",
      "BARTHOLOMEW T. ESPINOZA-KWARTENG",
      "(904) 555-2257",
      "NOVEMBER 18, 2030",
      "83.56(2)(b)",
      "HORTENSE A. DELGADO-MCBRIDE",
      "11:05 A.M.",
    ],
  },
  {
    file: "small-claims-notice-to-appear-orange.txt",
    header: "CASE NO.: 2031-SC-000842-O",
    footer: "Summons/Notice to Appear for Pretrial Conference",
    values: [
      "2031-SC-000842-O",
      "LAKE EOLA AUTO GLASS & TINT, LLC",
      "DESMOND F. HALVERSEN-OBI",
      "March 12, 2031",
      "1:30 p.m.",
      "$4,180.50",
      "(407) 555-2288",
      "January 27, 2031",
    ],
  },
  {
    file: "county-summons-credit-card-stamp-miami-dade.txt",
    header: "CASE NO.: 2030-014872-CC-05",
    footer: "Summons - 20 Day Corporate/Personal Service",
    values: [
      "2030-014872-CC-05",
      "BISCAYNE BAY NATIONAL CARD SERVICES, N.A.",
      "OLUWASEUN R. DELACROIX-HAMMOND",
      "$11,906.42",
      "January 31, 2030",
      "(305) 555-2316",
      "June 17, 2030",
      "July 2, 2030",
      "8:40 a.m.",
    ],
  },
  {
    file: "final-judgment-possession-palm-beach.txt",
    header: "CASE NO.: 50-2030-CC-011563-XXXA-MB",
    footer: "Final Judgment for Possession",
    values: [
      "50-2030-CC-011563-XXXA-MB",
      "CLEAR LAKE GARDENS APARTMENTS, LTD.",
      "FLORENTINO D. ABIODUN-KESSLER",
      "November 8, 2030",
      "1911 Palm Beach Lakes Boulevard, Apartment 108",
      "PERPETUA L. GRANDISON-YEATS",
    ],
  },
  {
    file: "writ-of-possession-stamp-broward.txt",
    header: "CASE NUMBER: COCE-30-061284",
    footer: "Writ of Possession",
    values: [
      "COCE-30-061284",
      "NEW RIVER LOFTS OWNER, LLC",
      "SEVERINE M. OKONJO-LARSSON",
      "455 SW 2nd Street, Unit 611",
      "January 13, 2031",
      "January 14, 2031",
      "10:40 a.m.",
      "(954) 555-2349",
    ],
  },
  {
    file: "motion-for-default-certificate-lee.txt",
    header: "CASE NO.: 36-2030-CC-007419",
    footer: "Plaintiff's Motion for Default",
    values: [
      "36-2030-CC-007419",
      "CALOOSAHATCHEE COMMUNITY BANK",
      "December 2, 2030",
      "$14,372.66",
      "December 19, 2030",
      "February 10, 2031",
      "(239) 555-2362",
      "February 11, 2031",
    ],
  },
  {
    file: "validation-letter-sarasota.txt",
    header: "Gulf Gate Account Services, LLC - GGA-31-077536",
    footer: "Validation Notice",
    values: [
      "(877) 555-2375",
      "May 2, 2031",
      "Evangeline S. Novak-Boateng",
      "GGA-31-077536",
      "November 14, 2030",
      "$2,318.00",
      "$300.00",
      "$2,063.00",
      "June 9, 2031",
      "559.72",
    ],
  },
  {
    file: "deposit-claim-certified-mail-osceola.txt",
    header: "Kissimmee Lakeside Homes, LLC - 3318 Orange Blossom Trail, Unit 12",
    footer: "Notice of Intention to Impose Claim on Security Deposit",
    values: [
      "(407) 555-2391",
      "June 16, 2031",
      "Lucian O. Friedrichsen-Adu",
      "May 31, 2031",
      "$1,040.00",
      "$415.00",
      "$465.00",
      "83.49(3)",
      "$1,650.00",
      "$610.00",
    ],
  },
  {
    file: "hoa-violation-spanish-half-polk.txt",
    header: "Lake Hollingsworth Preserve Homeowners Association, Inc. - LHP-0417-22",
    footer: "Notice of Violation",
    values: [
      "(863) 555-2404",
      "April 9, 2031",
      "Alejandro V. Tremaine-Osei",
      "LHP-0417-22",
      "April 3, 2031",
      "May 9, 2031",
      "$100.00",
      "$1,000.00",
      "720.305(2)",
    ],
  },
  {
    file: "lease-renewal-two-column-bay.txt",
    header: "St. Andrews Bay Rentals, LLC - 604 Harrison Avenue, Unit B",
    footer: "Lease Renewal Addendum",
    values: [
      "June 1, 2029",
      "St. Andrews Bay Rentals, LLC",
      "Cressida M. Fairbanks-Onyango",
      "$1,380.00",
      "$1,445.00",
      "May 31, 2032",
      "$50.00",
      "83.57",
      "April 15, 2031",
    ],
  },
];

export const heldOutText11 = (paper: Paper): string => readFileSync(new URL(paper.file, import.meta.url), "utf8");

/** What recognition must read from each paper of the set (`file` is the paper's file in this folder). */
export const HELD_OUT_11_READING: readonly ExpectedPaper[] = [
  {
    // Served Thursday 7 November: 8, (9-10 weekend, 11 Veterans Day) 12, 13, 14, 15 November 2030.
    file: "eviction-summons-two-column-hillsborough.txt",
    receivedOn: "2030-11-07",
    kind: "eviction_summons",
    fields: {
      caseNumber: "30-CC-041127",
      court: "county",
      county: "Hillsborough",
      plaintiff: "TAMPA RIVERWALK FLATS, LLC",
      defendant: "ROSALIND K. MBEKI-FONTAINE",
      paperDate: "2030-11-04",
      deliveredOn: "2030-11-07",
      amounts: [{ label: "rent_owed", amount: 3190 }],
    },
    deadlines: { answerEviction: "2030-11-15", depositRent: "2030-11-15" },
  },
  {
    // Posted Friday 30 August: (31-1 weekend, 2 Labor Day) 3, 4, 5 September 2030. The notice's 6 September is the
    // landlord's extra day; the tenant's earliest date stays.
    file: "three-day-notice-door-posting-pinellas.txt",
    receivedOn: "2030-08-30",
    kind: "three_day_notice",
    fields: {
      caseNumber: null,
      county: "Pinellas",
      tenant: "Ignatius P. Moreau-Adebayo",
      landlord: "Sunshine Skyway Properties, Inc.",
      paperDate: "2030-08-30",
      deliveredOn: "2030-08-30",
      amounts: [{ label: "rent_owed", amount: 1460 }],
    },
    deadlines: { payOrMove: "2030-09-05" },
  },
  {
    // Handed over Monday 23 December + 7 calendar days = Monday 30 December 2030 (Christmas counts inside).
    file: "seven-day-cure-guest-all-caps-duval.txt",
    receivedOn: "2030-12-23",
    kind: "seven_day_notice_cure",
    fields: {
      caseNumber: null,
      county: "Duval",
      tenant: "BARTHOLOMEW T. ESPINOZA-KWARTENG",
      landlord: "RIVERSIDE ARBOR RESIDENCES, LLC",
      paperDate: "2030-12-23",
      deliveredOn: "2030-12-23",
    },
    deadlines: { fixProblem: "2030-12-30" },
  },
  {
    // Pretrial Wednesday 12 March. Counting back, day 1 is Tuesday 11 March, day 5 Friday 7 March 2031.
    file: "small-claims-notice-to-appear-orange.txt",
    receivedOn: "2031-02-03",
    kind: "small_claims_summons",
    fields: {
      caseNumber: "2031-SC-000842-O",
      court: "county",
      county: "Orange",
      plaintiff: "LAKE EOLA AUTO GLASS & TINT, LLC",
      defendant: "DESMOND F. HALVERSEN-OBI",
      hearingDate: "2031-03-12",
      hearingTime: "13:30",
      paperDate: "2031-01-27",
      amounts: [{ label: "claim_amount", amount: 4180.5 }],
    },
    deadlines: { attendPretrial: "2031-03-12", counterclaim: "2031-03-07" },
  },
  {
    // Served Tuesday 2 July: day 1 Wednesday 3 July (Independence Day counts inside), day 20 Monday 22 July 2030.
    file: "county-summons-credit-card-stamp-miami-dade.txt",
    receivedOn: "2030-07-02",
    kind: "county_court_summons",
    fields: {
      caseNumber: "2030-014872-CC-05",
      court: "county",
      county: "Miami-Dade",
      plaintiff: "BISCAYNE BAY NATIONAL CARD SERVICES, N.A.",
      defendant: "OLUWASEUN R. DELACROIX-HAMMOND",
      paperDate: "2030-06-17",
      deliveredOn: "2030-07-02",
      amounts: [{ label: "claim_amount", amount: 11906.42 }],
    },
    deadlines: { answerLawsuit: "2030-07-22" },
  },
  {
    // Signed Thursday 21 November: day 1 Friday 22 November (Thanksgiving counts inside), day 30 Saturday 21
    // December, so Monday 23 December 2030. A possession judgment: the writ follows.
    file: "final-judgment-possession-palm-beach.txt",
    receivedOn: "2030-11-22",
    kind: "final_judgment",
    fields: {
      caseNumber: "50-2030-CC-011563-XXXA-MB",
      court: "county",
      county: "Palm Beach",
      plaintiff: "CLEAR LAKE GARDENS APARTMENTS, LTD.",
      defendant: "FLORENTINO D. ABIODUN-KESSLER",
      paperDate: "2030-11-21",
    },
    deadlines: { appeal: "2030-12-23", expectWrit: null },
  },
  {
    // Issued Monday 13 January ("WITNESS my hand … on"), posted Tuesday 14 January 2031.
    file: "writ-of-possession-stamp-broward.txt",
    receivedOn: "2031-01-14",
    kind: "writ_of_possession",
    fields: {
      caseNumber: "COCE-30-061284",
      court: "county",
      county: "Broward",
      plaintiff: "NEW RIVER LOFTS OWNER, LLC",
      defendant: "SEVERINE M. OKONJO-LARSSON",
      paperDate: "2031-01-13",
      deliveredOn: "2031-01-14",
    },
    deadlines: { leaveBeforeWrit: null },
  },
  {
    // Dated 10 February, mailed on its certificate's date, 11 February; no hearing set. No date: a default can come
    // at any time.
    file: "motion-for-default-certificate-lee.txt",
    receivedOn: "2031-02-14",
    kind: "motion_for_default",
    fields: {
      caseNumber: "36-2030-CC-007419",
      court: "county",
      county: "Lee",
      plaintiff: "CALOOSAHATCHEE COMMUNITY BANK",
      defendant: "THEODORA J. WAINWRIGHT-ACHEBE",
      hearingDate: null,
      paperDate: "2031-02-10",
      deliveredOn: "2031-02-11",
    },
    deadlines: { answerBeforeDefault: null },
  },
  {
    // Received Tuesday 6 May + 30 = Thursday 5 June 2031 (the letter's own 9 June is later).
    file: "validation-letter-sarasota.txt",
    receivedOn: "2031-05-06",
    kind: "collection_letter",
    fields: {
      caseNumber: null,
      creditor: "Siesta Key Veterinary Hospital, P.A.",
      paperDate: "2031-05-02",
      amounts: [{ label: "debt_amount", amount: 2063 }],
    },
    deadlines: { disputeDebt: "2031-06-05" },
  },
  {
    // Mailed Monday 16 June, received (the return receipt) Wednesday 18 June + 15 = Thursday 3 July 2031.
    file: "deposit-claim-certified-mail-osceola.txt",
    receivedOn: "2031-06-18",
    kind: "deposit_claim_notice",
    fields: {
      county: "Osceola",
      tenant: "Lucian O. Friedrichsen-Adu",
      landlord: "Kissimmee Lakeside Homes, LLC",
      paperDate: "2031-06-16",
      amounts: [
        { label: "deposit_claimed", amount: 1040 },
        { label: "deposit_held", amount: 1650 },
      ],
    },
    deadlines: { objectDeposit: "2031-07-03" },
  },
  {
    // A first violation letter: no hearing set yet, only the promise of one before any fine.
    file: "hoa-violation-spanish-half-polk.txt",
    receivedOn: "2031-04-12",
    kind: "hoa_violation_notice",
    fields: {
      caseNumber: null,
      county: "Polk",
      hearingDate: null,
      paperDate: "2031-04-09",
      amounts: [{ label: "fine", amount: 100 }],
    },
    deadlines: { attendHearing: null, hoaRespond: null },
  },
  {
    // Signed 15 April for the lease dated 1 June 2029: the addendum's own date is its signing's.
    file: "lease-renewal-two-column-bay.txt",
    receivedOn: null,
    kind: "lease_or_addendum",
    fields: {
      caseNumber: null,
      county: "Bay",
      landlord: "St. Andrews Bay Rentals, LLC",
      tenant: "Cressida M. Fairbanks-Onyango",
      paperDate: "2031-04-15",
    },
    deadlines: {},
  },
];
