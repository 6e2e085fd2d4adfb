/**
 * The fifth held-out set: twenty-two papers laid out as Florida clerks, lawyers, managers and associations print them,
 * unlike the earlier sets: the Supreme Court forms with their notice blocks (Form 1.923 with its Spanish and Creole
 * parts, Form 1.947, Form 7.322, Form 1.902, Form 1.915), a debt buyer's complaint with its exhibits and summons last,
 * Regulation F's itemization table, an e-signed judgment, a clerk's default, a notice of hearing, the § 83.49(3)
 * notice sent by certified mail, association letters, a lease addendum, letters with the date in odd places, Spanish
 * and bilingual papers, and six phone-photo readings (O/0 and l/1 swaps, broken lines, stray marks). Written before
 * any change to recognition and never used to tune it. Dates fall around Memorial Day, Independence Day (observed
 * Monday 5 July 2027) and Labor Day 2027; each deadline was counted by hand from the law sheet and checked against the
 * deadline module (business days skip weekends and court holidays; Rule 2.514 begins on the next day that is not a
 * weekend or holiday, counts calendar days, and rolls a last weekend or holiday forward, or back when counting back;
 * tenants' 7-day and the 15- and 30-day periods are plain calendar days; no mail days).
 */
import type { ExpectedPaper } from "./expected-paper";

export const HELD_OUT_5: readonly ExpectedPaper[] = [
  {
    // Form 1.923. Served Friday 28 May: (31 May Memorial Day) 1, 2, 3, 4, 7 Jun. Paragraph (5)'s 20 days begin
    // Tuesday 1 Jun: day 20 is Sunday 20 Jun, so Monday 21 Jun.
    file: "held-out-5/eviction-summons-1923-broward.txt",
    receivedOn: "2027-05-28",
    kind: "eviction_summons",
    fields: {
      caseNumber: "COCE27-014208",
      court: "county",
      county: "Broward",
      plaintiff: "LAUDERHILL GARDENS PRESERVATION LP",
      defendant: "MARIE-CLAIRE JEAN-BAPTISTE",
      paperDate: "2027-05-24",
    },
    deadlines: { answerEviction: "2027-06-07", depositRent: "2027-06-07", answerMoneyClaim: "2027-06-21" },
  },
  {
    // Form 1.947, blanks filled in. Delivered Tuesday 8 Jun: 9, 10, 11 Jun (the notice's 14th is the landlord's).
    file: "held-out-5/three-day-form-1947-st-johns.txt",
    receivedOn: "2027-06-08",
    kind: "three_day_notice",
    fields: {
      caseNumber: null,
      county: "St. Johns",
      tenant: "Raymond E. Thibodeaux",
      landlord: "Ponte Vedra Cottage Rentals, Inc.",
      paperDate: "2027-06-08",
      deliveredOn: "2027-06-08",
      amounts: [{ label: "rent_owed", amount: 1200 }],
    },
    deadlines: { payOrMove: "2027-06-11" },
  },
  {
    // Form 7.322 with the statement of claim. Pretrial Tuesday 6 Jul; counting back from Friday 2 Jul (5 Jul
    // observed holiday and the weekend skipped): 2 Jul, 1, 30 Jun, 29, 28 Jun.
    file: "held-out-5/small-claims-form-7322-seminole.txt",
    receivedOn: "2027-06-10",
    kind: "small_claims_summons",
    fields: {
      caseNumber: "2027-SC-002917",
      court: "county",
      county: "Seminole",
      plaintiff: "SANFORD FURNITURE OUTLET, INC.",
      defendant: "KEISHA L. MONTGOMERY",
      hearingDate: "2027-07-06",
      hearingTime: "13:30",
      paperDate: "2027-06-02",
      amounts: [{ label: "claim_amount", amount: 3480 }],
    },
    deadlines: { attendPretrial: "2027-07-06", counterclaim: "2027-06-28" },
  },
  {
    // Form 1.902, photographed. Served Thursday 1 Jul: day 1 is Friday 2 Jul, day 20 Wednesday 21 Jul.
    file: "held-out-5/county-summons-20-day-ocr-marion.txt",
    receivedOn: "2027-07-01",
    kind: "county_court_summons",
    fields: {
      caseNumber: "2027-CC-001184",
      court: "county",
      county: "Marion",
      plaintiff: "MIDLAND CREDIT MANAGEMENT, INC.",
      defendant: "ROBERTA J. SWANSON",
      paperDate: "2027-06-24",
    },
    deadlines: { answerLawsuit: "2027-07-21" },
  },
  {
    // The complaint and its exhibits come first, the summons last. Served Monday 2 Aug: day 20 is Sunday 22 Aug,
    // so Monday 23 Aug.
    file: "held-out-5/debt-buyer-complaint-exhibits-duval.txt",
    receivedOn: "2027-08-02",
    kind: "county_court_summons",
    fields: {
      caseNumber: "16-2027-CC-014420",
      court: "county",
      county: "Duval",
      plaintiff: "CAVALRY SPV I, LLC, as assignee of CITIBANK, N.A.",
      defendant: "DWAYNE T. OKAFOR",
      paperDate: "2027-07-21",
      amounts: [{ label: "claim_amount", amount: 9874.22 }],
    },
    deadlines: { answerLawsuit: "2027-08-23" },
  },
  {
    // Regulation F's model notice with its table. Received Wednesday 16 Jun + 30 = Friday 16 Jul (the letter's own
    // 20 Jul is later).
    file: "held-out-5/validation-notice-reg-f-table.txt",
    receivedOn: "2027-06-16",
    kind: "collection_letter",
    fields: {
      caseNumber: null,
      creditor: "COMENITY CAPITAL BANK",
      paperDate: "2027-06-10",
      amounts: [{ label: "debt_amount", amount: 2083.4 }],
    },
    deadlines: { disputeDebt: "2027-07-16" },
  },
  {
    // E-signed Friday 9 Jul: day 1 is Monday 12 Jul, day 30 Tuesday 10 Aug.
    file: "held-out-5/final-judgment-possession-palm-beach.txt",
    receivedOn: "2027-07-12",
    kind: "final_judgment",
    fields: {
      caseNumber: "50-2027-CC-006613-XXXA-MB",
      court: "county",
      county: "Palm Beach",
      plaintiff: "OKEECHOBEE COMMONS OWNER, LLC",
      defendant: "TERRELL A. McKINNON and SHANICE McKINNON",
      paperDate: "2027-07-09",
    },
    deadlines: { appeal: "2027-08-10", expectWrit: null },
  },
  {
    // Form 1.915 with the sheriff's posting note.
    file: "held-out-5/writ-of-possession-osceola.txt",
    receivedOn: "2027-07-22",
    kind: "writ_of_possession",
    fields: {
      caseNumber: "2027 CC 002231 PR",
      court: "county",
      county: "Osceola",
      plaintiff: "KISSIMMEE LAKESIDE VILLAS, LLC",
      defendant: "YAMILET CORDERO RIVAS and ALL OTHERS IN POSSESSION",
      paperDate: "2027-07-20",
      deliveredOn: "2027-07-22",
    },
    deadlines: { leaveBeforeWrit: null },
  },
  {
    // The certificate's mailing date, not the service date it recites.
    file: "held-out-5/motion-default-eviction-manatee.txt",
    receivedOn: "2027-08-18",
    kind: "motion_for_default",
    fields: {
      caseNumber: "2027CC003318AX",
      court: "county",
      county: "Manatee",
      plaintiff: "BRADENTON RIVERWALK FLATS, LLC",
      defendant: "CURTIS L. HAWTHORNE",
      deliveredOn: "2027-08-16",
    },
    deadlines: { answerBeforeDefault: null },
  },
  {
    // The clerk's default itself (Form 1.980): the kind that answers a default against her.
    file: "held-out-5/clerks-default-lake.txt",
    receivedOn: "2027-09-13",
    kind: "motion_for_default",
    fields: {
      caseNumber: "2027-CC-000962",
      county: "Lake",
      plaintiff: "ONEMAIN FINANCIAL GROUP, LLC",
      defendant: "LORETTA JEAN PICKERING",
      paperDate: "2027-09-09",
    },
    deadlines: { answerBeforeDefault: null },
  },
  {
    // A notice of hearing on a motion for default judgment: the hearing is hers to attend.
    file: "held-out-5/notice-of-hearing-default-hillsborough.txt",
    receivedOn: "2027-09-03",
    kind: "motion_for_default",
    fields: {
      caseNumber: "27-CC-051187",
      court: "county",
      county: "Hillsborough",
      plaintiff: "JPMORGAN CHASE BANK, N.A.",
      defendant: "ROLANDO E. ECHEVERRÍA",
      hearingDate: "2027-09-22",
      hearingTime: "10:30",
      deliveredOn: "2027-08-31",
    },
    deadlines: { answerBeforeDefault: null, attendHearing: "2027-09-22" },
  },
  {
    // The statute's own words, by certified mail. Received Monday 19 Jul + 15 = Tuesday 3 Aug.
    file: "held-out-5/deposit-claim-certified-sarasota.txt",
    receivedOn: "2027-07-19",
    kind: "deposit_claim_notice",
    fields: {
      county: "Sarasota",
      tenant: "Devin Aschenbrenner",
      landlord: "Siesta Key Bungalow Rentals LLC",
      paperDate: "2027-07-14",
      amounts: [
        { label: "deposit_claimed", amount: 875 },
        { label: "deposit_held", amount: 1500 },
      ],
    },
    deadlines: { objectDeposit: "2027-08-03" },
  },
  {
    // Dated at its foot; it sets no hearing.
    file: "held-out-5/hoa-violation-letter-flagler.txt",
    receivedOn: "2027-06-24",
    kind: "hoa_violation_notice",
    fields: { caseNumber: null, county: "Flagler", hearingDate: null, paperDate: "2027-06-21" },
    deadlines: { hoaRespond: null },
  },
  {
    // § 720.305(2)'s hearing; the earlier notices' dates are not the hearing.
    file: "held-out-5/hoa-fining-hearing-pasco.txt",
    receivedOn: "2027-07-26",
    kind: "hoa_violation_notice",
    fields: {
      county: "Pasco",
      hearingDate: "2027-08-12",
      hearingTime: "19:00",
      paperDate: "2027-07-23",
      amounts: [{ label: "fine", amount: 50 }],
    },
    deadlines: { attendHearing: "2027-08-12", hoaRespond: null },
  },
  {
    // A photo. Hand delivered Friday 2 Jul + 7 = Friday 9 Jul. Its last sentence speaks of no chance to cure a
    // repeat; this notice gives one.
    file: "held-out-5/seven-day-cure-ocr-photo.txt",
    receivedOn: "2027-07-02",
    kind: "seven_day_notice_cure",
    fields: {
      caseNumber: null,
      county: "Lee",
      tenant: "Jerome K. Whitley",
      landlord: "Caloosa Palms Apartments, LLC",
      paperDate: "2027-07-02",
      deliveredOn: "2027-07-02",
    },
    deadlines: { fixProblem: "2027-07-09" },
  },
  {
    // Spanish and English; the delivery line writes day/month. Monday 30 Aug + 7 = Monday 6 Sep (Labor Day: her
    // date is the earliest reading, not moved).
    file: "held-out-5/seven-day-no-cure-bilingual-miami-dade.txt",
    receivedOn: "2027-08-30",
    kind: "seven_day_notice_no_cure",
    fields: {
      county: "Miami-Dade",
      tenant: "Wilfredo Ocasio Núñez",
      landlord: "Inversiones Calle Ocho Rentas, LLC",
      paperDate: "2027-08-30",
      deliveredOn: "2027-08-30",
    },
    deadlines: { moveOut: "2027-09-06" },
  },
  {
    file: "held-out-5/lease-hurricane-addendum-monroe.txt",
    receivedOn: null,
    kind: "lease_or_addendum",
    fields: {
      caseNumber: null,
      county: "Monroe",
      landlord: "Conch Republic Holdings, LLC",
      tenant: "Felipe Arancibia and Noor Haddad-Arancibia",
    },
    deadlines: {},
  },
  {
    // A law firm's letter, dated in its right column. Received Tuesday 8 Jun + 30 = Thursday 8 Jul.
    file: "held-out-5/collection-letter-law-firm-orange.txt",
    receivedOn: "2027-06-08",
    kind: "collection_letter",
    fields: {
      caseNumber: null,
      creditor: "AdventHealth Orlando",
      paperDate: "2027-06-03",
      amounts: [{ label: "debt_amount", amount: 612 }],
    },
    deadlines: { disputeDebt: "2027-07-08" },
  },
  {
    // Miami-Dade's bilingual form, photographed, Spanish first. Served Wednesday 30 Jun: 1, 2, (5 Jul observed
    // holiday) 6, 7, 8 Jul.
    file: "held-out-5/eviction-summons-espanol-ocr-miami-dade.txt",
    receivedOn: "2027-06-30",
    kind: "eviction_summons",
    fields: {
      caseNumber: "2027-074105-CC-05",
      court: "county",
      county: "Miami-Dade",
      plaintiff: "HIALEAH GARDENS PLAZA APARTMENTS, INC.",
      defendant: "GUADALUPE ESTRADA MORALES",
      paperDate: "2027-06-23",
      amounts: [{ label: "rent_owed", amount: 1495 }],
    },
    deadlines: { answerEviction: "2027-07-08", depositRent: "2027-07-08" },
  },
  {
    // A landlord's letter in Spanish. Delivered Thursday 2 Sep: 3, (6 Labor Day) 7, 8 Sep.
    file: "held-out-5/tres-dias-carta-polk.txt",
    receivedOn: "2027-09-02",
    kind: "three_day_notice",
    fields: {
      county: "Polk",
      tenant: "Maribel Otero Vázquez",
      landlord: "Héctor Buitrago Salcedo",
      paperDate: "2027-09-02",
      deliveredOn: "2027-09-02",
      amounts: [{ label: "rent_owed", amount: 1350 }],
    },
    deadlines: { payOrMove: "2027-09-08" },
  },
  {
    // A photo; "this 4th day of Aug. 2027", Wednesday: day 30 is Friday 3 Sep. Not small claims: no new-trial date.
    file: "held-out-5/final-judgment-debt-ocr-brevard.txt",
    receivedOn: "2027-08-09",
    kind: "final_judgment",
    fields: {
      caseNumber: "05-2027-CC-020417",
      court: "county",
      county: "Brevard",
      plaintiff: "BARCLAYS BANK DELAWARE",
      defendant: "GLORIA M. FITZHUGH",
      paperDate: "2027-08-04",
      amounts: [{ label: "judgment_amount", amount: 9904.66 }],
    },
    deadlines: { appeal: "2027-09-03" },
  },
  {
    // § 83.57's end of a month-to-month tenancy: no notice, lawsuit or deadline of the kinds the translator answers.
    file: "held-out-5/other-month-to-month-termination-alachua.txt",
    receivedOn: "2027-08-03",
    kind: "other",
    fields: { caseNumber: null, county: "Alachua" },
    deadlines: {},
  },
];
