/**
 * The held-out papers: written before the cue table, and never used to tune it. Their dates were counted by hand
 * from docs/florida-law.md (weekends, the state's legal holidays, business days or calendar days as each rule says).
 */
import type { ExpectedPaper } from "./expected-paper";

export const HELD_OUT: readonly ExpectedPaper[] = [
  {
    // Wednesday before Thanksgiving: Thursday, Friday and the weekend are skipped; 5 business days end Friday 4 Dec.
    file: "held-out/eviction-summons-ocr.txt",
    receivedOn: "2026-11-25",
    kind: "eviction_summons",
    fields: {
      caseNumber: "2026-CC-0l8842-O",
      court: "county",
      county: "Orange",
      plaintiff: "LAKE NONA RESIDENTIAL LLC",
      defendant: "DESHAWN M. CARTER and ALL OTHER OCCUPANTS",
      paperDate: "2026-11-19",
      amounts: [{ label: "rent_owed", amount: 2315 }],
    },
    deadlines: { answerEviction: "2026-12-04", depositRent: "2026-12-04" },
  },
  {
    // Friday before Martin Luther King Jr. Day: Tuesday 19, Wednesday 20, Thursday 21 January. The notice's own
    // date (20 January) is earlier: the explanation tells her to keep to it.
    file: "held-out/tres-dias-aviso.txt",
    receivedOn: "2027-01-15",
    kind: "three_day_notice",
    fields: {
      caseNumber: null,
      court: null,
      county: "Miami-Dade",
      tenant: "Rosa Elena Martínez",
      landlord: "Inversiones Flagler Corp.",
      paperDate: "2027-01-14",
      deliveredOn: "2027-01-15",
      amounts: [{ label: "rent_owed", amount: 1650 }],
    },
    deadlines: { payOrMove: "2027-01-21" },
  },
  {
    // Counterclaim: 5 court days back from Thursday 7 January: day 1 is Wednesday 6; day 5 falls on Saturday 2,
    // rolls back past New Year's Day to Thursday 31 December.
    file: "held-out/small-claims-summons.txt",
    receivedOn: "2026-12-03",
    kind: "small_claims_summons",
    fields: {
      caseNumber: "26-SC-041173",
      court: "county",
      county: "Hillsborough",
      plaintiff: "SUNCOAST AUTO REPAIR, INC.",
      defendant: "JAMAL T. WASHINGTON",
      hearingDate: "2027-01-07",
      hearingTime: "09:00",
      paperDate: "2026-11-30",
      amounts: [{ label: "claim_amount", amount: 3480 }],
    },
    deadlines: { attendPretrial: "2027-01-07", counterclaim: "2026-12-31" },
  },
  {
    // 30 calendar days from 2 December is New Year's Day: no extension for a dispute (the earliest reading).
    file: "held-out/validation-notice.txt",
    receivedOn: "2026-12-02",
    kind: "collection_letter",
    fields: {
      caseNumber: null,
      creditor: "Coastal Federal Bank",
      paperDate: "2026-11-24",
      amounts: [{ label: "debt_amount", amount: 4102.37 }],
    },
    deadlines: { disputeDebt: "2027-01-01" },
  },
  {
    // 15 calendar days from 10 December is Christmas Day: no extension for an objection.
    file: "held-out/deposit-claim.txt",
    receivedOn: "2026-12-10",
    kind: "deposit_claim_notice",
    fields: {
      tenant: "Marcus and Alicia Greene",
      landlord: "Harbor View Rentals LLC",
      paperDate: "2026-12-07",
      amounts: [
        { label: "deposit_claimed", amount: 975 },
        { label: "deposit_held", amount: 1800 },
      ],
    },
    deadlines: { objectDeposit: "2026-12-25" },
  },
  {
    // Rendered Friday 11 December: day 1 is Monday 14; day 30 is Tuesday 12 January 2027.
    file: "held-out/final-judgment-possession.txt",
    receivedOn: "2026-12-14",
    kind: "final_judgment",
    fields: {
      caseNumber: "16-2026-CC-021907",
      court: "county",
      county: "Duval",
      plaintiff: "RIVERSIDE ARMS APARTMENTS, LLC",
      defendant: "KEVIN O'BRIEN",
      paperDate: "2026-12-11",
    },
    deadlines: { appeal: "2027-01-12", expectWrit: null },
  },
  {
    // A plaintiff named "…HOA-Rentals" must not make it an association's notice.
    file: "held-out/writ-posted.txt",
    receivedOn: "2026-12-16",
    kind: "writ_of_possession",
    fields: {
      caseNumber: "50-2026-CC-011376-XXXX-MB",
      court: "county",
      county: "Palm Beach",
      plaintiff: "GREENACRES VILLAS HOA-RENTALS, INC.",
      defendant: "LATOYA S. BROWN",
      paperDate: "2026-12-15",
    },
    deadlines: { leaveBeforeWrit: null },
  },
];
