/**
 * The second held-out set: papers written from the Florida forms and the law sheet (Form 1.923, Form 1.902, Form
 * 7.322, Form 1.915, the § 83.56 and § 83.49(3) notices, Regulation F's model validation notice), in the layouts
 * real papers use, after the cue table and without looking at it. Never used to tune recognition. Dates counted by
 * hand from the law sheet (calendar 2026-2027; no legal holiday falls in these periods).
 */
import type { ExpectedPaper } from "./expected-paper";

export const HELD_OUT_2: readonly ExpectedPaper[] = [
  {
    // Served Monday 22 February: 23, 24, 25, 26 February and Monday 1 March.
    file: "held-out-2/eviction-summons-form.txt",
    receivedOn: "2027-02-22",
    kind: "eviction_summons",
    fields: {
      caseNumber: "2027-CC-000412-CL",
      court: "county",
      county: "Osceola",
      plaintiff: "INVERSIONES LOS PINOS, LLC",
      defendant: "JOSE LUIS HERNANDEZ GUTIERREZ and MARIBEL OCAMPO",
      paperDate: "2027-02-19",
      amounts: [{ label: "rent_owed", amount: 1875 }],
    },
    deadlines: { answerEviction: "2027-03-01", depositRent: "2027-03-01" },
  },
  {
    // Served Wednesday 10 March: 11, 12, 15, 16, 17.
    file: "held-out-2/eviction-summons-sheriff.txt",
    receivedOn: "2027-03-10",
    kind: "eviction_summons",
    fields: {
      caseNumber: "53-2027-CC-001986-0000-00",
      court: "county",
      county: "Polk",
      plaintiff: "FAIRWAY PINES MHC LP",
      defendant: "CARLOS ANDRES BETANCOURT",
      paperDate: "2027-03-08",
      amounts: [{ label: "rent_owed", amount: 2040 }],
    },
    deadlines: { answerEviction: "2027-03-17", depositRent: "2027-03-17" },
  },
  {
    // Hand delivered Tuesday 2 March: 3, 4, 5 March (the landlord's own date, 8 March, is later).
    file: "held-out-2/three-day-landlord.txt",
    receivedOn: "2027-03-02",
    kind: "three_day_notice",
    fields: {
      caseNumber: null,
      court: null,
      county: "Miami-Dade",
      tenant: "Yesenia Cardenas",
      landlord: "Ramon Oquendo",
      paperDate: "2027-03-02",
      deliveredOn: "2027-03-02",
      amounts: [{ label: "rent_owed", amount: 1525 }],
    },
    deadlines: { payOrMove: "2027-03-05" },
  },
  {
    // Posted Monday 8 February (dated "02/08/27"): 9, 10, 11 February.
    file: "held-out-2/three-day-pm-company.txt",
    receivedOn: "2027-02-08",
    kind: "three_day_notice",
    fields: {
      county: "Hillsborough",
      tenant: "Dwayne K. Pritchard",
      landlord: "Bayfront Residential Management, Inc.",
      paperDate: "2027-02-08",
      deliveredOn: "2027-02-08",
      amounts: [{ label: "rent_owed", amount: 1310.5 }],
    },
    deadlines: { payOrMove: "2027-02-11" },
  },
  {
    // The statute's (2)(b) wording, whose repeat clause says "without … an opportunity to cure": still a cure notice.
    // Posted Monday 25 January: 7 calendar days, Monday 1 February.
    file: "held-out-2/seven-day-cure-statutory.txt",
    receivedOn: "2027-01-25",
    kind: "seven_day_notice_cure",
    fields: {
      county: "Duval",
      tenant: "Ana Sofía Villanueva",
      landlord: "Seaside Court Apartments, LLC",
      paperDate: "2027-01-25",
      deliveredOn: "2027-01-25",
    },
    deadlines: { fixProblem: "2027-02-01" },
  },
  {
    // A manager's letter in plain words. Tuesday 16 February + 7 = Tuesday 23 February.
    file: "held-out-2/seven-day-cure-letter.txt",
    receivedOn: "2027-02-16",
    kind: "seven_day_notice_cure",
    fields: {
      county: "Collier",
      tenant: "Mr. Luis Fernando Ibarra",
      landlord: "Coral Key Rentals",
      paperDate: "2027-02-16",
    },
    deadlines: { fixProblem: "2027-02-23" },
  },
  {
    // Monday 1 February + 7 = Monday 8 February.
    file: "held-out-2/seven-day-no-cure.txt",
    receivedOn: "2027-02-01",
    kind: "seven_day_notice_no_cure",
    fields: {
      county: "Pinellas",
      tenant: "Keisha Monroe",
      landlord: "Gulf Breeze Mobile Home Park, Inc.",
      paperDate: "2027-02-01",
      deliveredOn: "2027-02-01",
    },
    deadlines: { moveOut: "2027-02-08" },
  },
  {
    // A landlord's own notice, lower case and misspelt; no county named. Monday 14 December + 7 = Monday 21.
    file: "held-out-2/seven-day-no-cure-typos.txt",
    receivedOn: "2026-12-14",
    kind: "seven_day_notice_no_cure",
    fields: {
      county: null,
      caseNumber: null,
      tenant: "Reginald Tate",
      landlord: "Gloria Pacheco",
      paperDate: "2026-12-14",
      deliveredOn: "2026-12-14",
    },
    deadlines: { moveOut: "2026-12-21" },
  },
  {
    // Pretrial Wednesday 24 March; the counterclaim's 5 days back end Friday 19 March.
    file: "held-out-2/small-claims-7322.txt",
    receivedOn: "2027-02-15",
    kind: "small_claims_summons",
    fields: {
      caseNumber: "COSO-27-000781",
      court: "county",
      county: "Broward",
      plaintiff: "MARISOL QUINTERO",
      defendant: "PREMIER ROOFING & GUTTERS OF SOUTH FLORIDA, LLC",
      hearingDate: "2027-03-24",
      hearingTime: "08:45",
      paperDate: "2027-02-10",
      amounts: [{ label: "claim_amount", amount: 4650 }],
    },
    deadlines: { attendPretrial: "2027-03-24", counterclaim: "2027-03-19" },
  },
  {
    // Pretrial Thursday 18 February: 5 days back is Saturday 13, rolled back to Friday 12.
    file: "held-out-2/small-claims-notice-to-appear.txt",
    receivedOn: "2027-01-19",
    kind: "small_claims_summons",
    fields: {
      caseNumber: "2027 SC 000233",
      court: "county",
      county: "Leon",
      plaintiff: "TALLAHASSEE PROPERTY SERVICES, INC.",
      defendant: "TREVOR J. McALLISTER",
      hearingDate: "2027-02-18",
      hearingTime: "13:30",
      paperDate: "2027-01-12",
      amounts: [{ label: "claim_amount", amount: 2212.48 }],
    },
    deadlines: { attendPretrial: "2027-02-18", counterclaim: "2027-02-12" },
  },
  {
    // Served Monday 8 February: 20 days end Sunday 28 February, so Monday 1 March.
    file: "held-out-2/county-court-summons-debt.txt",
    receivedOn: "2027-02-08",
    kind: "county_court_summons",
    fields: {
      caseNumber: "50-2027-CC-002318-XXXA-SB",
      court: "county",
      county: "Palm Beach",
      plaintiff: "MIDLAND CREDIT MANAGEMENT, INC.",
      defendant: "GUADALUPE M. TORRES",
      paperDate: "2027-02-03",
      amounts: [{ label: "claim_amount", amount: 9486.12 }],
    },
    deadlines: { answerLawsuit: "2027-03-01" },
  },
  {
    // The older 20-day summons wording, its caption in two columns. Wednesday 24 February + 20 = Tuesday 16 March.
    file: "held-out-2/county-court-summons-contract.txt",
    receivedOn: "2027-02-24",
    kind: "county_court_summons",
    fields: {
      caseNumber: "2027-CC-000560-20S",
      court: "county",
      county: "Seminole",
      plaintiff: "ORLANDO HVAC SOLUTIONS CORP.",
      defendant: "ELENA PATRICIA ROJAS y DOMINGUEZ",
      paperDate: "2027-02-22",
      amounts: [{ label: "claim_amount", amount: 14200 }],
    },
    deadlines: { answerLawsuit: "2027-03-16" },
  },
  {
    // A judgment that recites the motion for default. Wednesday 3 March: day 30 is Friday 2 April.
    file: "held-out-2/final-judgment-eviction-default.txt",
    receivedOn: "2027-03-05",
    kind: "final_judgment",
    fields: {
      caseNumber: "27-CC-000198",
      court: "county",
      county: "Lee",
      plaintiff: "CAPE CORAL LEASING GROUP, LLC",
      defendant: "FRANCISCO J. MEDINA and ROSA MEDINA",
      paperDate: "2027-03-03",
    },
    deadlines: { appeal: "2027-04-02", expectWrit: null },
  },
  {
    // Thursday 21 January: day 30 is Saturday 20 February, so Monday 22.
    file: "held-out-2/final-judgment-debt.txt",
    receivedOn: "2027-01-25",
    kind: "final_judgment",
    fields: {
      caseNumber: "05-2026-CC-054417",
      court: "county",
      county: "Brevard",
      plaintiff: "CAPITAL ONE, N.A.",
      defendant: "WILFREDO ACEVEDO",
      paperDate: "2027-01-21",
      amounts: [{ label: "judgment_amount", amount: 5528.4 }],
    },
    deadlines: { appeal: "2027-02-22" },
  },
  {
    file: "held-out-2/writ-of-possession-form.txt",
    receivedOn: "2027-03-15",
    kind: "writ_of_possession",
    fields: {
      caseNumber: "2027 CC 000377 NC",
      court: "county",
      county: "Sarasota",
      plaintiff: "GULF GATE ESTATES, LTD.",
      defendant: "LATISHA R. GREENE and ALL OTHERS IN POSSESSION",
      paperDate: "2027-03-12",
    },
    deadlines: { leaveBeforeWrit: null },
  },
  {
    // The sheriff's posted 24-hour notice: parties on labelled lines.
    file: "held-out-2/writ-sheriff-24-hour.txt",
    receivedOn: "2027-03-15",
    kind: "writ_of_possession",
    fields: {
      caseNumber: "2027 CC 000902",
      county: "Escambia",
      plaintiff: "Palafox Landing Apartments LLC",
      defendant: "Demetrius L. Holt",
      deliveredOn: "2027-03-15",
    },
    deadlines: { leaveBeforeWrit: null },
  },
  {
    // Rule 1.500(a) wording; the firm's debt-collector line must not make it a collection letter.
    file: "held-out-2/motion-clerk-default-debt.txt",
    receivedOn: "2027-02-08",
    kind: "motion_for_default",
    fields: {
      caseNumber: "2026-CC-031177-O",
      court: "county",
      county: "Orange",
      plaintiff: "LVNV FUNDING LLC",
      defendant: "MARÍA DE LOS ÁNGELES PÉREZ",
      deliveredOn: "2027-02-04",
    },
    deadlines: { answerBeforeDefault: null },
  },
  {
    // Caption in two columns; the certificate's mailing date wins over the service date it recites.
    file: "held-out-2/motion-default-eviction.txt",
    receivedOn: "2027-02-22",
    kind: "motion_for_default",
    fields: {
      caseNumber: "42-2027-CC-000144-AXXX-XX",
      court: "county",
      county: "Marion",
      plaintiff: "OAK RUN VILLAS, INC.",
      defendant: "JUAN CARLOS ESPINOSA",
      deliveredOn: "2027-02-19",
    },
    deadlines: { answerBeforeDefault: null },
  },
  {
    // Regulation F's model notice; the date sits beside the collector's name. Received Monday 25 January + 30.
    file: "held-out-2/validation-notice-model.txt",
    receivedOn: "2027-01-25",
    kind: "collection_letter",
    fields: {
      caseNumber: null,
      creditor: "Comenity Capital Bank",
      paperDate: "2027-01-20",
      amounts: [{ label: "debt_amount", amount: 2711.09 }],
    },
    deadlines: { disputeDebt: "2027-02-24" },
  },
  {
    // The older § 1692g letter of a law firm. Thursday 4 March + 30 = Saturday 3 April: no extension.
    file: "held-out-2/collection-law-firm.txt",
    receivedOn: "2027-03-04",
    kind: "collection_letter",
    fields: {
      creditor: "Florida Power & Light Company",
      paperDate: "2027-03-01",
      amounts: [{ label: "debt_amount", amount: 837 }],
    },
    deadlines: { disputeDebt: "2027-04-03" },
  },
  {
    // Thursday 14 January + 15 = Friday 29 January.
    file: "held-out-2/deposit-claim-itemized.txt",
    receivedOn: "2027-01-14",
    kind: "deposit_claim_notice",
    fields: {
      tenant: "Delroy and Claudette Barrett",
      landlord: "Sunshine State Homes LLC",
      paperDate: "2027-01-11",
      amounts: [
        { label: "deposit_claimed", amount: 1140 },
        { label: "deposit_held", amount: 2000 },
      ],
    },
    deadlines: { objectDeposit: "2027-01-29" },
  },
  {
    // The statute's notice in Spanish. Thursday 18 February + 15 = Friday 5 March.
    file: "held-out-2/deposit-claim-espanol.txt",
    receivedOn: "2027-02-18",
    kind: "deposit_claim_notice",
    fields: {
      tenant: "Wendy Carolina Aguilar",
      landlord: "Héctor Villalobos",
      paperDate: "2027-02-15",
      amounts: [
        { label: "deposit_claimed", amount: 640 },
        { label: "deposit_held", amount: 1500 },
      ],
    },
    deadlines: { objectDeposit: "2027-03-05" },
  },
  {
    // The hearing is the date after "will be held", not the letter's own date next to the title.
    file: "held-out-2/hoa-violation-hearing.txt",
    receivedOn: "2027-02-04",
    kind: "hoa_violation_notice",
    fields: {
      county: "Seminole",
      hearingDate: "2027-02-22",
      hearingTime: "18:30",
      paperDate: "2027-02-01",
      amounts: [{ label: "fine", amount: 100 }],
    },
    deadlines: { attendHearing: "2027-02-22", hoaRespond: null },
  },
  {
    file: "held-out-2/condo-violation-letter.txt",
    receivedOn: "2026-12-05",
    kind: "hoa_violation_notice",
    fields: { paperDate: "2026-12-03", caseNumber: null },
    deadlines: { hoaRespond: null },
  },
  {
    // The Florida Bar's lease form: the owner's blank carries its own parenthesised instruction.
    file: "held-out-2/lease-florida-bar.txt",
    receivedOn: null,
    kind: "lease_or_addendum",
    fields: { county: "Broward", landlord: "Nelson Arteaga Properties LLC", tenant: "Brianna Whitfield" },
    deadlines: {},
  },
  {
    file: "held-out-2/lease-renewal-addendum.txt",
    receivedOn: null,
    kind: "lease_or_addendum",
    fields: { tenant: "Olumide Adeyemi and Grace Adeyemi", paperDate: "2027-03-01" },
    deadlines: {},
  },
  {
    // Mentions landlords, leases, debt collectors and courts, but is none of those papers.
    file: "held-out-2/power-of-attorney.txt",
    receivedOn: "2027-02-10",
    kind: "other",
    fields: { county: "Miami-Dade", caseNumber: null },
    deadlines: {},
  },
  {
    // A § 83.57 month-to-month termination: no kind of its own, and not a 7-day notice.
    file: "held-out-2/nonrenewal-30-day.txt",
    receivedOn: "2027-01-28",
    kind: "other",
    fields: { county: "Monroe", paperDate: "2027-01-27" },
    deadlines: {},
  },
];
