/**
 * Tuning set 9, written for the second "I got papers" round beside held-out set 9, of the kinds the recognition reads
 * (every one of them, including the 7-day notices and the motion for default set 8 lacked), from other counties,
 * firms, managers and associations than any earlier set: a two-column bilingual eviction summons served the
 * Thursday before Christmas, a 3-day notice posted the Wednesday before Labor Day, a bilingual 7-day notice to cure, a
 * 7-day notice without cure after a written warning, a small claims notice to appear for a pretrial conference the
 * Monday after Thanksgiving, a county-court 20-day summons left with a spouse the Friday before Independence Day, a
 * small-claims judgment after trial, a writ of possession posted with a bilingual notice, a motion for clerk's
 * default, a collection agency's validation notice on a dental bill, a deposit claim by certified mail, an
 * association's notice of a fining hearing, a pet and e-mail addendum to a lease, and an order setting a small-claims
 * trial. Rules may be tuned on these, never on the held-out sets. Each lists the values its plain version must keep
 * (TUNING_PAPERS_9) and what recognition must read from it (TUNING_9_READING).
 *
 * Each deadline was counted by hand from the law sheet (/work/shared/florida-law.md), as held-out set 9's were:
 * business days (§ 83.56(3), § 83.60(2)) skip weekends and the § 110.117 holidays (Labor Day, 6 September 2027;
 * Christmas, 25 December 2028); Rule 2.514 begins on the next day that is not a weekend or holiday, counts every day
 * after it (Independence Day 2028, New Year's Day 2029, Martin Luther King Jr. Day 2028 fall inside and count), and
 * rolls a last weekend or holiday forward (back when counting back: Thanksgiving and the Friday after, 23-24 November
 * 2028); the tenant's 7 days of a 7-day notice and the 15 and 30 days after receipt are plain calendar days, not
 * moved; no mail days are added.
 */
import { readFileSync } from "node:fs";
import type { ExpectedPaper } from "../../../papers/test-support/corpus/expected-paper";
import type { Paper } from "../papers/index";

export const TUNING_PAPERS_9: readonly Paper[] = [
  {
    file: "eviction-summons-bilingual-hardee.txt",
    header: "CASE NO.: 25-2028-CC-000642",
    footer: "Eviction Summons/Residential - Citación de Desalojo/Residencial",
    values: [
      "25-2028-CC-000642",
      "PEACE RIVER VALLEY APARTMENTS, LTD.",
      "LAZARUS J. ORTEGA-FITZWILLIAM",
      "$1,710.00",
      "$855.00",
      "$90.00",
      "417 West Main Street",
      "(863) 555-0451",
      "December 15, 2028",
      "12/21/2028",
      "8:20 a.m.",
    ],
  },
  {
    file: "three-day-notice-glades.txt",
    header: "Lakeport Rentals & Land Co., LLC - 1066 Tallahassee Street",
    footer: "Notice to Pay Rent or Deliver Possession - Section 83.56(3)",
    values: [
      "Winifred A. Castellanos-Ruddock",
      "September 1, 2027",
      "1066 Tallahassee Street",
      "$985.00",
      "September 8, 2027",
      "$50.00",
      "$35.00",
      "(863) 555-0466",
      "3:45 p.m.",
      "83.56(3)",
    ],
  },
  {
    file: "seven-day-cure-gilchrist.txt",
    header: "Santa Fe River Mobile Home Court - Lot 27",
    footer: "7-Day Notice to Cure - § 83.56(2)(b)",
    values: [
      "June 13, 2028",
      "Marcellus O. Whitfield-Adjei",
      "6041 S.W. State Road 26",
      "83.56(2)(b)",
      "January 5, 2028",
      "$25.00",
      "June 2, 2028",
      "(352) 555-0472",
      "11:30 a.m.",
      "Evelina R. Pemberton-Nnadi",
    ],
  },
  {
    file: "seven-day-no-cure-union.txt",
    header: "Lake Butler Commons - Unit 11",
    footer: "Notice of Noncompliance Without Opportunity to Cure",
    values: [
      "(386) 555-0485",
      "February 7, 2028",
      "Philippa G. Underhill-Okoye",
      "83.56(2)(a)",
      "November 3, 2027",
      "January 29, 2028",
      "February 4, 2028",
      "January 20, 2028",
      "83.48",
      "$925.00",
      "4:10 p.m.",
    ],
  },
  {
    file: "small-claims-pretrial-baker.txt",
    header: "Case No.: 02-2028-SC-000219",
    footer: "Form 7.322 Summons/Notice to Appear for Pretrial Conference",
    values: [
      "02-2028-SC-000219",
      "ROSAMUND K. OYEBANJI-HARTLEY",
      "November 27, 2028",
      "1:30 p.m.",
      "$2,148.60",
      "March 6, 2028",
      "July 21, 2028",
      "(904) 555-0493",
      "October 20, 2028",
      "(904) 555-0497",
    ],
  },
  {
    file: "county-summons-20-day-bradford.txt",
    header: "CASE NO.: 2028-CC-000377",
    footer: "Summons: Personal Service on an Individual",
    values: [
      "2028-CC-000377",
      "AUGUSTUS L. PENDERGRASS-NJOKU",
      "(352) 555-0508",
      "$14,306.90",
      "October 4, 2026",
      "11.25%",
      "$175.00",
      "June 22, 2028",
      "June 30, 2028",
      "5:25 p.m.",
    ],
  },
  {
    file: "small-claims-judgment-washington.txt",
    header: "CASE NO.: 67-2027-SC-000305",
    footer: "Final Judgment After Trial",
    values: [
      "67-2027-SC-000305",
      "HONORIA T. BALLANTYNE-OSEI",
      "January 10, 2028",
      "September 18, 2027",
      "$2,890.00",
      "$410.00",
      "$340.00",
      "$2,820.00",
      "9.12%",
      "7.343",
      "January 12, 2028",
    ],
  },
  {
    file: "writ-of-possession-holmes.txt",
    header: "CASE NO. 30-2028-CC-000071",
    footer: "Writ of Possession",
    values: [
      "30-2028-CC-000071",
      "JEBEDIAH W. ADEKUNLE-MARCHETTI",
      "1841 North Waukesha Street",
      "April 4, 2028",
      "April 5, 2028",
      "(850) 555-0523",
      "04/06/2028",
      "9:05 AM",
      "(850) 555-0529",
    ],
  },
  {
    file: "motion-for-default-gulf.txt",
    header: "CASE NO.: 23-2027-CC-000126",
    footer: "Plaintiff's Motion for Clerk's Default",
    values: [
      "23-2027-CC-000126",
      "OSWALDO P. HENDRICKSON-ABARA",
      "1.500(a)",
      "April 26, 2027",
      "$18,740.00",
      "May 24, 2027",
      "(850) 555-0536",
    ],
  },
  {
    file: "collection-letter-franklin.txt",
    header: "Gulf Coast Account Resolution Services, LLC - GCARS-27-04418",
    footer: "Validation Notice",
    values: [
      "(850) 555-0544",
      "March 31, 2027",
      "GCARS-27-04418",
      "Temperance L. Okafor-Wainwright",
      "September 9, 2026",
      "October 14, 2026",
      "November 30, 2026",
      "$2,460.00",
      "$380.00",
      "$615.00",
      "$1,465.00",
      "MAY 10, 2027",
      "$125.00",
      "559.72",
    ],
  },
  {
    file: "deposit-claim-taylor.txt",
    header: "Big Bend Homes & Land, Inc. - 306 West Green Street",
    footer: "Notice of Intention to Impose Claim on Security Deposit",
    values: [
      "(850) 555-0557",
      "April 24, 2028",
      "Clementine J. Abernathy-Eze",
      "306 West Green Street",
      "March 31, 2028",
      "$845.00",
      "$96.00",
      "$289.00",
      "$260.00",
      "$200.00",
      "83.49(3)",
      "$1,150.00",
      "$305.00",
    ],
  },
  {
    file: "hoa-violation-madison.txt",
    header: "Cherry Lake Shores Property Owners Association, Inc. - CLS-0457",
    footer: "Final Notice of Violation and Notice of Fining Hearing",
    values: [
      "(850) 555-0562",
      "CLS-0457",
      "September 20, 2027",
      "Barnabas Q. Ellingsworth-Danso",
      "July 26, 2027",
      "September 14, 2027",
      "$25.00",
      "$1,000.00",
      "720.305(2)",
      "October 12, 2027",
      "7:00 p.m.",
      "$180.00",
    ],
  },
  {
    file: "lease-addendum-jefferson.txt",
    header: "Monticello Oaks Townhomes - Lease No. MOT-2028-0318",
    footer: "Pet and Electronic Notice Addendum - Addendum No. 2",
    values: [
      "(850) 555-0571",
      "MOT-2028-0318",
      "March 18, 2028",
      "SERAPHINA D. KOWALCZYK-OBI",
      "April 1, 2027",
      "March 31, 2029",
      "$300.00",
      "83.49",
      "$20.00",
      "$1,180.00",
      "83.56(2)(b)",
      "83.505",
      "5:00 p.m.",
      "03/18/2028",
    ],
  },
  {
    file: "order-setting-trial-hamilton.txt",
    header: "CASE NO.: 24-2028-SC-000048",
    footer: "Order Setting Non-Jury Trial and Pretrial Instructions",
    values: [
      "24-2028-SC-000048",
      "CORDELL A. MBEKI-PRENDERGAST",
      "August 14, 2028",
      "SEPTEMBER 27, 2028",
      "1:30 P.M.",
      "$1,236.75",
      "$400.00",
      "(386) 555-0583",
    ],
  },
];

export const tuningText9 = (paper: Paper): string => readFileSync(new URL(paper.file, import.meta.url), "utf8");

/** What recognition must read from each paper of the set (`file` is the paper's file in this folder). */
export const TUNING_9_READING: readonly ExpectedPaper[] = [
  {
    // Served Thursday 21 December: 22, (23-24 weekend, 25 Christmas) 26, 27, 28, 29 December. The money claim's 20
    // days begin Friday 22 December: day 20 is Wednesday 10 January 2029 (New Year's Day counts inside).
    file: "eviction-summons-bilingual-hardee.txt",
    receivedOn: "2028-12-21",
    kind: "eviction_summons",
    fields: {
      caseNumber: "25-2028-CC-000642",
      court: "county",
      county: "Hardee",
      plaintiff: "PEACE RIVER VALLEY APARTMENTS, LTD.",
      defendant: "LAZARUS J. ORTEGA-FITZWILLIAM",
      paperDate: "2028-12-15",
      deliveredOn: "2028-12-21",
      amounts: [{ label: "rent_owed", amount: 1710 }],
    },
    deadlines: { answerEviction: "2028-12-29", depositRent: "2028-12-29", answerMoneyClaim: "2029-01-10" },
  },
  {
    // Posted Wednesday 1 September: 2, 3, (4-5 weekend, 6 Labor Day) 7 September. The notice's 8th is the landlord's
    // extra day.
    file: "three-day-notice-glades.txt",
    receivedOn: "2027-09-01",
    kind: "three_day_notice",
    fields: {
      caseNumber: null,
      county: "Glades",
      tenant: "Winifred A. Castellanos-Ruddock",
      landlord: "Lakeport Rentals & Land Co., LLC",
      paperDate: "2027-09-01",
      deliveredOn: "2027-09-01",
      amounts: [{ label: "rent_owed", amount: 985 }],
    },
    deadlines: { payOrMove: "2027-09-07" },
  },
  {
    // Handed over Tuesday 13 June + 7 calendar days = Tuesday 20 June.
    file: "seven-day-cure-gilchrist.txt",
    receivedOn: "2028-06-13",
    kind: "seven_day_notice_cure",
    fields: {
      caseNumber: null,
      county: "Gilchrist",
      tenant: "Marcellus O. Whitfield-Adjei",
      landlord: "Santa Fe River Mobile Home Court, LLC",
      paperDate: "2028-06-13",
      deliveredOn: "2028-06-13",
    },
    deadlines: { fixProblem: "2028-06-20" },
  },
  {
    // Handed over Monday 7 February + 7 calendar days = Monday 14 February; the warning of 3 November is within 12
    // months.
    file: "seven-day-no-cure-union.txt",
    receivedOn: "2028-02-07",
    kind: "seven_day_notice_no_cure",
    fields: {
      caseNumber: null,
      county: "Union",
      tenant: "Philippa G. Underhill-Okoye",
      landlord: "Lake Butler Commons, LLC",
      paperDate: "2028-02-07",
      deliveredOn: "2028-02-07",
    },
    deadlines: { moveOut: "2028-02-14" },
  },
  {
    // Pretrial Monday 27 November. Counting back, the first day counted is the first before it that is not a weekend
    // or holiday (25-26 a weekend, 23-24 Thanksgiving and the Friday after): Wednesday 22 (day 1), 21, 20, 19, and
    // day 5 is Saturday 18 November, rolled back to Friday 17 November.
    file: "small-claims-pretrial-baker.txt",
    receivedOn: "2028-10-25",
    kind: "small_claims_summons",
    fields: {
      caseNumber: "02-2028-SC-000219",
      court: "county",
      county: "Baker",
      plaintiff: "ST. MARYS RIVER FEED & HARDWARE, INC.",
      defendant: "ROSAMUND K. OYEBANJI-HARTLEY",
      hearingDate: "2028-11-27",
      hearingTime: "13:30",
      paperDate: "2028-10-20",
      amounts: [{ label: "claim_amount", amount: 2148.6 }],
    },
    deadlines: { attendPretrial: "2028-11-27", counterclaim: "2028-11-17" },
  },
  {
    // Served Friday 30 June: day 1 is Monday 3 July (Independence Day counts inside), day 20 Saturday 22 July, so
    // Monday 24 July.
    file: "county-summons-20-day-bradford.txt",
    receivedOn: "2028-06-30",
    kind: "county_court_summons",
    fields: {
      caseNumber: "2028-CC-000377",
      court: "county",
      county: "Bradford",
      plaintiff: "NEW RIVER HOME IMPROVEMENT FINANCE CO.",
      defendant: "AUGUSTUS L. PENDERGRASS-NJOKU",
      paperDate: "2028-06-22",
      deliveredOn: "2028-06-30",
      amounts: [{ label: "claim_amount", amount: 14306.9 }],
    },
    deadlines: { answerLawsuit: "2028-07-24" },
  },
  {
    // Signed and handed out Wednesday 12 January. New trial: day 1 Thursday 13 January, day 15 Thursday 27 January
    // (Martin Luther King Jr. Day counts inside). Appeal: day 30 is Friday 11 February.
    file: "small-claims-judgment-washington.txt",
    receivedOn: "2028-01-12",
    kind: "final_judgment",
    fields: {
      caseNumber: "67-2027-SC-000305",
      court: "county",
      county: "Washington",
      plaintiff: "HONORIA T. BALLANTYNE-OSEI",
      defendant: "CHIPLEY TRANSMISSION & AUTO REPAIR, LLC",
      paperDate: "2028-01-12",
      amounts: [{ label: "judgment_amount", amount: 2820 }],
    },
    deadlines: { appeal: "2028-02-11", newTrial: "2028-01-27" },
  },
  {
    // Issued 5 April under the judgment of 4 April; the Spanish line writes the posting day as 06/04/2028.
    file: "writ-of-possession-holmes.txt",
    receivedOn: "2028-04-06",
    kind: "writ_of_possession",
    fields: {
      caseNumber: "30-2028-CC-000071",
      court: "county",
      county: "Holmes",
      plaintiff: "CHOCTAWHATCHEE PINES RENTAL HOMES, LLC",
      defendant: "JEBEDIAH W. ADEKUNLE-MARCHETTI and TABITHA S. ADEKUNLE-MARCHETTI",
      paperDate: "2028-04-05",
    },
    deadlines: { leaveBeforeWrit: null },
  },
  {
    // A motion for a clerk's default: no hearing, dated only by its certificate of service.
    file: "motion-for-default-gulf.txt",
    receivedOn: "2027-05-27",
    kind: "motion_for_default",
    fields: {
      caseNumber: "23-2027-CC-000126",
      court: "county",
      county: "Gulf",
      plaintiff: "CAPE SAN BLAS MARINE SUPPLY & SERVICE, INC.",
      defendant: "OSWALDO P. HENDRICKSON-ABARA",
      hearingDate: null,
      deliveredOn: "2027-05-24",
    },
    deadlines: { answerBeforeDefault: null },
  },
  {
    // Received Monday 5 April + 30 = Wednesday 5 May (the letter's own 10 May is later).
    file: "collection-letter-franklin.txt",
    receivedOn: "2027-04-05",
    kind: "collection_letter",
    fields: {
      caseNumber: null,
      creditor: "Weems Harbor Family Dental, P.A.",
      paperDate: "2027-03-31",
      amounts: [{ label: "debt_amount", amount: 1465 }],
    },
    deadlines: { disputeDebt: "2027-05-05" },
  },
  {
    // Received Friday 28 April + 15 = Saturday 13 May (her date is the earliest reading, not moved).
    file: "deposit-claim-taylor.txt",
    receivedOn: "2028-04-28",
    kind: "deposit_claim_notice",
    fields: {
      county: "Taylor",
      tenant: "Clementine J. Abernathy-Eze",
      landlord: "Big Bend Homes & Land, Inc.",
      paperDate: "2028-04-24",
      amounts: [
        { label: "deposit_claimed", amount: 845 },
        { label: "deposit_held", amount: 1150 },
      ],
    },
    deadlines: { objectDeposit: "2028-05-13" },
  },
  {
    file: "hoa-violation-madison.txt",
    receivedOn: "2027-09-23",
    kind: "hoa_violation_notice",
    fields: {
      caseNumber: null,
      county: "Madison",
      hearingDate: "2027-10-12",
      hearingTime: "19:00",
      paperDate: "2027-09-20",
      amounts: [{ label: "fine", amount: 25 }],
    },
    deadlines: { attendHearing: "2027-10-12", hoaRespond: null },
  },
  {
    file: "lease-addendum-jefferson.txt",
    receivedOn: null,
    kind: "lease_or_addendum",
    fields: {
      caseNumber: null,
      county: "Jefferson",
      landlord: "MONTICELLO OAKS TOWNHOMES, LLC",
      tenant: "SERAPHINA D. KOWALCZYK-OBI",
      paperDate: "2028-03-18",
    },
    deadlines: {},
  },
  {
    // An order setting a small-claims trial: "other", its trial read as the hearing it sets (not the pretrial held).
    file: "order-setting-trial-hamilton.txt",
    receivedOn: "2028-08-14",
    kind: "other",
    fields: {
      caseNumber: "24-2028-SC-000048",
      court: "county",
      county: "Hamilton",
      plaintiff: "WHITE SPRINGS TIRE & ALIGNMENT, INC.",
      defendant: "CORDELL A. MBEKI-PRENDERGAST",
      hearingDate: "2028-09-27",
      hearingTime: "13:30",
      paperDate: "2028-08-14",
    },
    deadlines: {},
  },
];
