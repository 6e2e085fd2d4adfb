/**
 * The papers the cue table was tuned on. Their dates were counted by hand from docs/florida-law.md, around
 * Thanksgiving, Christmas, New Year's Day and Martin Luther King Jr. Day 2026-2027; the papers added with the fourth
 * held-out set (scans with O and 1 inside words, bilingual labels, Spanish notices) fall in February to April 2027.
 */
import type { ExpectedPaper } from "./expected-paper";
import { TUNED_FORMS } from "./tuned-forms";

export const TUNED: readonly ExpectedPaper[] = [
  {
    // 5 business days from Monday 21 December skip Christmas and the weekend: 22, 23, 24, 28, 29. The money count's
    // 20 court days start Tuesday 22 and end Sunday 10 January, so Monday 11.
    file: "tuned/eviction-summons-bilingual.txt",
    receivedOn: "2026-12-21",
    kind: "eviction_summons",
    fields: {
      caseNumber: "COCE-26-058113",
      court: "county",
      county: "Broward",
      plaintiff: "PALM AIRE GARDENS LTD.",
      defendant: "MARIE-CLAIRE JOSEPH",
      paperDate: "2026-12-17",
      amounts: [{ label: "rent_owed", amount: 1740 }],
    },
    deadlines: { answerEviction: "2026-12-29", depositRent: "2026-12-29", answerMoneyClaim: "2027-01-11" },
  },
  {
    // Tuesday 22 December: 23, 24, then Christmas and the weekend, then Monday 28.
    file: "tuned/three-day-notice.txt",
    receivedOn: "2026-12-22",
    kind: "three_day_notice",
    fields: {
      county: "Pinellas",
      tenant: "Tyrone Jackson",
      landlord: "Sunrise Bay Properties, LLC",
      paperDate: "2026-12-21",
      deliveredOn: "2026-12-22",
      amounts: [{ label: "rent_owed", amount: 1395 }],
    },
    deadlines: { payOrMove: "2026-12-28" },
  },
  {
    // The tenant's 7 days are calendar days with no extension: Christmas Day itself.
    file: "tuned/seven-day-cure.txt",
    receivedOn: "2026-12-18",
    kind: "seven_day_notice_cure",
    fields: {
      county: "Polk",
      tenant: "Samantha Wells",
      landlord: "Lakeland Heights Rentals, Inc.",
      paperDate: "2026-12-18",
      deliveredOn: "2026-12-18",
    },
    deadlines: { fixProblem: "2026-12-25" },
  },
  {
    file: "tuned/seven-day-no-cure.txt",
    receivedOn: "2026-11-23",
    kind: "seven_day_notice_no_cure",
    fields: { county: "Sarasota", tenant: "Brandon Kessler", landlord: "Gulfgate Holdings LLC", paperDate: "2026-11-23" },
    deadlines: { moveOut: "2026-11-30" },
  },
  {
    // Counterclaim: 5 court days back from Tuesday 19 January: Monday 18 is Martin Luther King Jr. Day, so day 1 is
    // Friday 15; day 5 is Monday 11.
    file: "tuned/small-claims-summons-ocr.txt",
    receivedOn: "2026-12-08",
    kind: "small_claims_summons",
    fields: {
      caseNumber: "26-SC-009921",
      court: "county",
      county: "Lee",
      plaintiff: "DOUGLAS PARKER",
      defendant: "ELENA VOSS",
      hearingDate: "2027-01-19",
      hearingTime: "13:30",
      paperDate: "2026-12-04",
      amounts: [{ label: "claim_amount", amount: 1200 }],
    },
    deadlines: { attendPretrial: "2027-01-19", counterclaim: "2027-01-11" },
  },
  {
    // Friday 4 December: day 1 is Monday 7; day 20 is Saturday 26, so Monday 28.
    file: "tuned/county-court-summons.txt",
    receivedOn: "2026-12-04",
    kind: "county_court_summons",
    fields: {
      caseNumber: "2026-CC-003318",
      court: "county",
      county: "Seminole",
      plaintiff: "CAVALRY SPV I, LLC",
      defendant: "ANGELA RUIZ",
      paperDate: "2026-11-30",
      amounts: [{ label: "claim_amount", amount: 11240.18 }],
    },
    deadlines: { answerLawsuit: "2026-12-28" },
  },
  {
    // Rendered Wednesday 25 November: day 1 is Monday 30 (Thanksgiving, the Friday after and the weekend are
    // skipped); day 15 is Monday 14 December, day 30 Tuesday 29 December.
    file: "tuned/final-judgment-small-claims.txt",
    receivedOn: "2026-11-30",
    kind: "final_judgment",
    fields: {
      caseNumber: "01-2026-SC-004470",
      court: "county",
      county: "Alachua",
      plaintiff: "NORTH CENTRAL FLORIDA DENTAL, P.A.",
      defendant: "TERRENCE HOLLOWAY",
      paperDate: "2026-11-25",
      amounts: [{ label: "judgment_amount", amount: 2380 }],
    },
    deadlines: { appeal: "2026-12-29", newTrial: "2026-12-14" },
  },
  {
    file: "tuned/writ-of-possession.txt",
    receivedOn: "2026-12-03",
    kind: "writ_of_possession",
    fields: {
      caseNumber: "2026-CC--004107-WS",
      county: "Pasco",
      plaintiff: "HUDSON BAY MOBILE HOME PARK, LLC",
      defendant: "RAYMOND TILLMAN",
      paperDate: "2026-12-02",
    },
    deadlines: { leaveBeforeWrit: null },
  },
  {
    file: "tuned/motion-for-default.txt",
    receivedOn: "2026-12-04",
    kind: "motion_for_default",
    fields: {
      caseNumber: "2026 CC 002871 CF",
      court: "county",
      county: "Osceola",
      plaintiff: "JEFFERSON CAPITAL SYSTEMS, LLC",
      defendant: "MIGUEL A. SANTIAGO",
      hearingDate: "2027-01-12",
      hearingTime: "10:30",
      deliveredOn: "2026-12-01",
      amounts: [{ label: "debt_amount", amount: 9318.55 }],
    },
    deadlines: { answerBeforeDefault: null, attendHearing: "2027-01-12" },
  },
  {
    // Saturday 28 November plus 30 calendar days: Monday 28 December.
    file: "tuned/collection-letter.txt",
    receivedOn: "2026-11-28",
    kind: "collection_letter",
    fields: { creditor: "Orlando Health", paperDate: "2026-11-20", amounts: [{ label: "debt_amount", amount: 612.4 }] },
    deadlines: { disputeDebt: "2026-12-28" },
  },
  {
    file: "tuned/deposit-claim-ocr.txt",
    receivedOn: "2026-11-16",
    kind: "deposit_claim_notice",
    fields: {
      tenant: "Kayla Nguyen",
      landlord: "Coastal Keys Property Mgmt",
      paperDate: "2026-11-12",
      amounts: [{ label: "deposit_claimed", amount: 1125 }],
    },
    deadlines: { objectDeposit: "2026-12-01" },
  },
  {
    file: "tuned/hoa-violation.txt",
    receivedOn: "2026-12-03",
    kind: "hoa_violation_notice",
    fields: {
      hearingDate: "2026-12-17",
      hearingTime: "18:30",
      paperDate: "2026-12-01",
      amounts: [{ label: "fine", amount: 100 }],
    },
    deadlines: { attendHearing: "2026-12-17", hoaRespond: null },
  },
  {
    file: "tuned/lease-email-addendum.txt",
    receivedOn: null,
    kind: "lease_or_addendum",
    fields: { landlord: "Bayfront Living LLC", tenant: "Carlos Mendez", caseNumber: null },
    deadlines: {},
  },
  {
    // A summons, but for jury service: not a paper of a case against her.
    file: "tuned/jury-summons.txt",
    receivedOn: "2026-12-01",
    kind: "other",
    fields: { caseNumber: null },
    deadlines: {},
  },
  // Papers added with the cues and field readings that generalise from the statutes and the forms' layouts (April 2027:
  // no legal holiday falls in these periods).
  {
    // § 83.60(2)'s words under a clerk's "Summons (Eviction) - 5 Day"; a division code after the case number.
    // Wednesday 7 April: 8, 9, 12, 13, 14.
    file: "tuned/eviction-summons-5-day.txt",
    receivedOn: "2027-04-07",
    kind: "eviction_summons",
    fields: {
      caseNumber: "COCE-27-004410",
      court: "county",
      county: "Broward",
      plaintiff: "LAUDERHILL GARDENS ASSOCIATES, LTD.",
      defendant: "NADINE CHARLES",
      paperDate: "2027-04-05",
      amounts: [{ label: "rent_owed", amount: 1615 }],
    },
    deadlines: { answerEviction: "2027-04-14", depositRent: "2027-04-14" },
  },
  {
    // Form 1.902's older 20-day wording, the case number in the caption's right column. Thursday 8 April + 20.
    file: "tuned/county-summons-20-day.txt",
    receivedOn: "2027-04-08",
    kind: "county_court_summons",
    fields: {
      caseNumber: "27-CC-011208",
      court: "county",
      county: "Hillsborough",
      plaintiff: "BAYSHORE AUTO FINANCE, LLC",
      defendant: "ROBERTO ALONSO QUIÑONES",
      paperDate: "2027-04-06",
    },
    deadlines: { answerLawsuit: "2027-04-28" },
  },
  {
    // A plain letter citing § 83.56(2)(b); the tenant is the letter's addressee, the landlord the owner's agent.
    file: "tuned/seven-day-cure-plain.txt",
    receivedOn: "2027-04-12",
    kind: "seven_day_notice_cure",
    fields: {
      county: "Sarasota",
      tenant: "Ms. Jacqueline Ortega",
      landlord: "Magnolia Point Homes",
      paperDate: "2027-04-12",
    },
    deadlines: { fixProblem: "2027-04-19" },
  },
  {
    // § 83.56(2)(a) in plain words; the landlord named on its signature line.
    file: "tuned/seven-day-vacate-plain.txt",
    receivedOn: "2027-04-13",
    kind: "seven_day_notice_no_cure",
    fields: {
      county: "Hillsborough",
      tenant: "Curtis Bell",
      landlord: "Westshore Rooms LLC",
      paperDate: "2027-04-13",
      deliveredOn: "2027-04-13",
    },
    deadlines: { moveOut: "2027-04-20" },
  },
  {
    // A motion titled with the judgment it asks for: the party moves, and "Wherefore".
    file: "tuned/motion-default-final-judgment.txt",
    receivedOn: "2027-04-16",
    kind: "motion_for_default",
    fields: {
      caseNumber: "2027-10552-COCI",
      county: "Volusia",
      plaintiff: "HALIFAX RIVER APARTMENTS, LLC",
      defendant: "SAMANTHA R. BOYD",
      deliveredOn: "2027-04-14",
    },
    deadlines: { answerBeforeDefault: null },
  },
  {
    file: "tuned/lease-renewal.txt",
    receivedOn: null,
    kind: "lease_or_addendum",
    fields: { tenant: "Hyun-woo Park and Min-ji Park", county: "Seminole", paperDate: "2027-04-20" },
    deadlines: {},
  },
  {
    // Names a lease, a landlord and a debt collector, but is a power of attorney.
    file: "tuned/power-of-attorney-limited.txt",
    receivedOn: "2027-04-05",
    kind: "other",
    fields: { county: "Alachua" },
    deadlines: {},
  },
  {
    // The date in the letterhead's right column, written "04/05/27"; the creditor as "Client:".
    // Thursday 8 April + 30 = Saturday 8 May: no extension.
    file: "tuned/collection-client.txt",
    receivedOn: "2027-04-08",
    kind: "collection_letter",
    fields: {
      creditor: "Baptist Health Medical Group",
      paperDate: "2027-04-05",
      amounts: [{ label: "debt_amount", amount: 1208.66 }],
    },
    deadlines: { disputeDebt: "2027-05-08" },
  },
  {
    // "Notice of hearing" above the letter's date: the hearing is the later date.
    file: "tuned/hoa-hearing-notice.txt",
    receivedOn: "2027-04-05",
    kind: "hoa_violation_notice",
    fields: {
      county: "Lee",
      paperDate: "2027-04-02",
      hearingDate: "2027-04-20",
      hearingTime: "19:00",
      amounts: [{ label: "fine", amount: 250 }],
    },
    deadlines: { attendHearing: "2027-04-20", hoaRespond: null },
  },
  {
    // The sheriff's posting: parties on labelled lines.
    file: "tuned/writ-notice-posted.txt",
    receivedOn: "2027-04-19",
    kind: "writ_of_possession",
    fields: {
      caseNumber: "01-2027-CC-000871",
      county: "Alachua",
      plaintiff: "University Commons Housing LLC",
      defendant: "Travis J. Moody",
      deliveredOn: "2027-04-19",
    },
    deadlines: { leaveBeforeWrit: null },
  },
  {
    // "Resident(s):" and "Owner/Agent:" labels; "04/07/27". Wednesday 7 April: 8, 9, 12.
    file: "tuned/three-day-owner-agent.txt",
    receivedOn: "2027-04-07",
    kind: "three_day_notice",
    fields: {
      county: "Orange",
      tenant: "Ebony Franklin",
      landlord: "Parramore Housing Partners",
      paperDate: "2027-04-07",
      deliveredOn: "2027-04-07",
      amounts: [{ label: "rent_owed", amount: 995 }],
    },
    deadlines: { payOrMove: "2027-04-12" },
  },
  {
    // The statute's notice in Spanish: the deposit "recibido", the landlord's label after "Envíe su objeción a:".
    // Thursday 8 April + 15 = Friday 23 April.
    file: "tuned/deposit-recibido.txt",
    receivedOn: "2027-04-08",
    kind: "deposit_claim_notice",
    fields: {
      tenant: "Jorge Iván Castaño",
      landlord: "Liliana Mejía",
      paperDate: "2027-04-05",
      amounts: [
        { label: "deposit_claimed", amount: 410 },
        { label: "deposit_held", amount: 900 },
      ],
    },
    deadlines: { objectDeposit: "2027-04-23" },
  },
  {
    // A manager's letter: the landlord is its letterhead, the tenant its addressee. Wednesday 14 April + 7.
    file: "tuned/seven-day-cure-letterhead.txt",
    receivedOn: "2027-04-14",
    kind: "seven_day_notice_cure",
    fields: {
      county: "Palm Beach",
      tenant: "Danielle Pierre-Louis",
      landlord: "Lakeshore Villas Management",
      paperDate: "2027-04-14",
    },
    deadlines: { fixProblem: "2027-04-21" },
  },
  // Papers written the looser way landlords, collectors and small clerks' offices write them: their kind is in their
  // title's words in any order (cues.ts TITLE_CUES), their parties on one caption line or with the role after them.
  {
    // Friday 23 April: 26, 27, 28, 29, 30 April.
    file: "tuned/eviction-summons-caption-heading.txt",
    receivedOn: "2027-04-23",
    kind: "eviction_summons",
    fields: {
      caseNumber: "2027-004881-CC-23",
      court: "county",
      county: "Miami-Dade",
      plaintiff: "PARKVIEW TOWERS CONDO RENTALS INC",
      defendant: "ODALYS FIGUEROA",
      paperDate: "2027-04-21",
      amounts: [{ label: "rent_owed", amount: 1390 }],
    },
    deadlines: { answerEviction: "2027-04-30", depositRent: "2027-04-30" },
  },
  {
    // Friday 2 April: 5, 6, 7 April.
    file: "tuned/three-day-pay-or-vacate.txt",
    receivedOn: "2027-04-02",
    kind: "three_day_notice",
    fields: {
      county: "Volusia",
      tenant: "Marcus Bell",
      landlord: "Earl Simmons",
      paperDate: "2027-04-02",
      amounts: [{ label: "rent_owed", amount: 850 }],
    },
    deadlines: { payOrMove: "2027-04-07" },
  },
  {
    file: "tuned/seven-day-cure-resident.txt",
    receivedOn: "2027-04-05",
    kind: "seven_day_notice_cure",
    fields: { county: "Alachua", tenant: "Priya Raman", paperDate: "2027-04-05" },
    deadlines: { fixProblem: "2027-04-12" },
  },
  {
    file: "tuned/seven-day-non-curable.txt",
    receivedOn: "2027-04-09",
    kind: "seven_day_notice_no_cure",
    fields: { county: null, tenant: "Darnell Hughes", landlord: "Lydia Brooks", paperDate: "2027-04-09" },
    deadlines: { moveOut: "2027-04-16" },
  },
  {
    // Pretrial Wednesday 12 May: 5 days back is Friday 7 May.
    file: "tuned/small-claims-mediation.txt",
    receivedOn: "2027-04-19",
    kind: "small_claims_summons",
    fields: {
      caseNumber: "562027SC000614",
      court: "county",
      county: "St. Lucie",
      hearingDate: "2027-05-12",
      hearingTime: "09:00",
      paperDate: "2027-04-14",
      amounts: [{ label: "claim_amount", amount: 1975 }],
    },
    deadlines: { attendPretrial: "2027-05-12", counterclaim: "2027-05-07" },
  },
  {
    // A circuit court summons: 20 days from Wednesday 14 April, Tuesday 4 May.
    file: "tuned/circuit-summons.txt",
    receivedOn: "2027-04-14",
    kind: "county_court_summons",
    fields: {
      caseNumber: "16-2027-CA-002210",
      court: "circuit",
      county: "Duval",
      plaintiff: "FIRST COAST CREDIT UNION",
      defendant: "TERRENCE L. WASHINGTON",
      paperDate: "2027-04-12",
    },
    deadlines: { answerLawsuit: "2027-05-04" },
  },
  {
    // Parties with their role on the same line; "Ordered at … on". Thursday 8 April: day 30 is Saturday 8 May, so
    // Monday 10; the new trial motion's 15 days end Friday 23 April.
    file: "tuned/judgment-small-claims.txt",
    receivedOn: "2027-04-09",
    kind: "final_judgment",
    fields: {
      caseNumber: "27000412SCMA",
      court: "county",
      county: "Bay",
      plaintiff: "PANAMA CITY FURNITURE OUTLET, INC.",
      defendant: "ANGELA M. RUSSO",
      paperDate: "2027-04-08",
      amounts: [{ label: "judgment_amount", amount: 2640 }],
    },
    deadlines: { appeal: "2027-05-10", newTrial: "2027-04-23" },
  },
  {
    file: "tuned/writ-one-line-caption.txt",
    receivedOn: "2027-04-23",
    kind: "writ_of_possession",
    fields: { caseNumber: "2027 CC 001118", court: "county", county: "Manatee", paperDate: "2027-04-22" },
    deadlines: { leaveBeforeWrit: null },
  },
  {
    // "X, Plaintiff, v. Y, Defendant." on one line.
    file: "tuned/motion-default-one-line.txt",
    receivedOn: "2027-04-19",
    kind: "motion_for_default",
    fields: {
      caseNumber: "2027-CC-000991",
      county: "Pasco",
      plaintiff: "DISCOVER BANK",
      defendant: "RAFAEL A. MONTALVO",
      deliveredOn: "2027-04-15",
    },
    deadlines: { answerBeforeDefault: null },
  },
  {
    // "Balance owed to …". Monday 12 April + 30 = Wednesday 12 May.
    file: "tuned/collection-agency-letter.txt",
    receivedOn: "2027-04-12",
    kind: "collection_letter",
    fields: {
      creditor: "Tampa General Hospital",
      paperDate: "2027-04-09",
      amounts: [{ label: "debt_amount", amount: 612 }],
    },
    deadlines: { disputeDebt: "2027-05-12" },
  },
  {
    // "A claim of $525 against your $1,200 security deposit". Thursday 8 April + 15.
    file: "tuned/deposit-keep-notice.txt",
    receivedOn: "2027-04-08",
    kind: "deposit_claim_notice",
    fields: {
      tenant: "Hannah Cole",
      landlord: "Pete Alvarez",
      paperDate: "2027-04-06",
      amounts: [
        { label: "deposit_claimed", amount: 525 },
        { label: "deposit_held", amount: 1200 },
      ],
    },
    deadlines: { objectDeposit: "2027-04-23" },
  },
  {
    file: "tuned/hoa-first-notice.txt",
    receivedOn: "2027-04-03",
    kind: "hoa_violation_notice",
    fields: { county: "Flagler", paperDate: "2027-04-01" },
    deadlines: { hoaRespond: null },
  },
  {
    file: "tuned/month-to-month-agreement.txt",
    receivedOn: null,
    kind: "lease_or_addendum",
    fields: { amounts: [{ label: "rent_owed", amount: 700 }] },
    deadlines: {},
  },
  {
    // A city's notice of violation is no association's.
    file: "tuned/code-enforcement.txt",
    receivedOn: "2027-04-08",
    kind: "other",
    fields: { county: "Pinellas", paperDate: "2027-04-07" },
    deadlines: {},
  },
  // More of the looser papers: a complaint and summons in one, a Spanish 3-day notice, a "Dear Tenant" cure letter, a
  // termination titled so, a motion titled with the judgment it asks for, and court papers of no kind.
  {
    // "Without a hearing" sets none; "Issued:" is the paper's date. Wednesday 28 April: 29, 30 April, 3, 4, 5 May.
    file: "tuned/eviction-complaint-and-summons.txt",
    receivedOn: "2027-04-28",
    kind: "eviction_summons",
    fields: {
      caseNumber: "27-000318-CC",
      county: "Charlotte",
      plaintiff: "WILLOW CREEK MHP, LLC",
      defendant: "GERALD P. HOOVER",
      hearingDate: null,
      paperDate: "2027-04-26",
      amounts: [{ label: "rent_owed", amount: 780 }],
    },
    deadlines: { answerEviction: "2027-05-05", depositRent: "2027-05-05" },
  },
  {
    // The landlord's telephone after the name is no part of it. Monday 26 April: 27, 28, 29.
    file: "tuned/aviso-tres-dias.txt",
    receivedOn: "2027-04-26",
    kind: "three_day_notice",
    fields: {
      county: "Miami-Dade",
      tenant: "Esteban Morales",
      landlord: "Beatriz Lozano",
      paperDate: "2027-04-26",
      amounts: [{ label: "rent_owed", amount: 1100 }],
    },
    deadlines: { payOrMove: "2027-04-29" },
  },
  {
    file: "tuned/seven-day-cure-dear-tenant.txt",
    receivedOn: "2027-04-27",
    kind: "seven_day_notice_cure",
    fields: { county: "Volusia", paperDate: "2027-04-27" },
    deadlines: { fixProblem: "2027-05-04" },
  },
  {
    file: "tuned/seven-day-immediate-termination.txt",
    receivedOn: "2027-04-28",
    kind: "seven_day_notice_no_cure",
    fields: { county: "Orange", tenant: "Sandra Kim", landlord: "Gateway Lofts LLC", paperDate: "2027-04-28" },
    deadlines: { moveOut: "2027-05-05" },
  },
  {
    // Pretrial Wednesday 2 June: 5 days back, past Memorial Day, is Friday 28 May.
    file: "tuned/small-claims-summons-plain.txt",
    receivedOn: "2027-05-05",
    kind: "small_claims_summons",
    fields: {
      caseNumber: "01-2027-SC-001145",
      court: "county",
      county: "Alachua",
      plaintiff: "JANE MARIE COLLINS",
      defendant: "GATOR MOVING CO.",
      hearingDate: "2027-06-02",
      hearingTime: "10:00",
      paperDate: "2027-05-03",
      amounts: [{ label: "claim_amount", amount: 3200 }],
    },
    deadlines: { attendPretrial: "2027-06-02", counterclaim: "2027-05-28" },
  },
  {
    // Served Friday 30 April: counting begins Monday 3 May; day 20 is Saturday 22, so Monday 24.
    file: "tuned/county-summons-natural-person.txt",
    receivedOn: "2027-04-30",
    kind: "county_court_summons",
    fields: {
      caseNumber: "2027-CC-009912-O",
      court: "county",
      county: "Orange",
      plaintiff: "CAVALRY SPV I, LLC",
      defendant: "DEREK A. FOSTER",
      paperDate: "2027-04-27",
    },
    deadlines: { answerLawsuit: "2027-05-24" },
  },
  {
    // Thursday 29 April: day 30 is Saturday 29 May; Monday 31 is Memorial Day, so Tuesday 1 June.
    file: "tuned/final-judgment-eviction-heading.txt",
    receivedOn: "2027-04-30",
    kind: "final_judgment",
    fields: {
      caseNumber: "27-002284-CO",
      county: "Pinellas",
      plaintiff: "SEMINOLE LAKE ESTATES LLC",
      defendant: "CHARLES T. NGUYEN",
      paperDate: "2027-04-29",
    },
    deadlines: { appeal: "2027-06-01", expectWrit: null },
  },
  {
    file: "tuned/writ-st-johns.txt",
    receivedOn: "2027-04-30",
    kind: "writ_of_possession",
    fields: {
      caseNumber: "CC27-0442",
      county: "St. Johns",
      plaintiff: "ANASTASIA SHORES LLC",
      defendant: "BRANDON K. LEWIS",
      paperDate: "2027-04-30",
    },
    deadlines: { leaveBeforeWrit: null },
  },
  {
    // Titled "Motion for final judgment after default": a motion, not the judgment.
    file: "tuned/motion-final-judgment-after-default.txt",
    receivedOn: "2027-04-30",
    kind: "motion_for_default",
    fields: {
      caseNumber: "2027-CC-000612",
      county: "Lake",
      plaintiff: "ONEMAIN FINANCIAL GROUP, LLC",
      defendant: "TAMIKA S. REYNOLDS",
      deliveredOn: "2027-04-28",
    },
    deadlines: { answerBeforeDefault: null },
  },
  {
    // Monday 26 April + 30 = Wednesday 26 May.
    file: "tuned/debt-notice-letterhead.txt",
    receivedOn: "2027-04-26",
    kind: "collection_letter",
    fields: { creditor: "Fingerhut", paperDate: "2027-04-22", amounts: [{ label: "debt_amount", amount: 389.47 }] },
    deadlines: { disputeDebt: "2027-05-26" },
  },
  {
    // Monday 26 April + 15 = Tuesday 11 May.
    file: "tuned/deposit-notice-of-claim.txt",
    receivedOn: "2027-04-26",
    kind: "deposit_claim_notice",
    fields: {
      tenant: "Nia Thompson",
      landlord: "Capital City Rentals",
      deliveredOn: "2027-04-23",
      amounts: [
        { label: "deposit_claimed", amount: 300 },
        { label: "deposit_held", amount: 950 },
      ],
    },
    deadlines: { objectDeposit: "2027-05-11" },
  },
  {
    file: "tuned/condo-fine-hearing.txt",
    receivedOn: "2027-04-22",
    kind: "hoa_violation_notice",
    fields: {
      paperDate: "2027-04-20",
      hearingDate: "2027-05-10",
      hearingTime: "17:00",
      amounts: [{ label: "fine", amount: 500 }],
    },
    deadlines: { attendHearing: "2027-05-10", hoaRespond: null },
  },
  {
    file: "tuned/pet-addendum.txt",
    receivedOn: null,
    kind: "lease_or_addendum",
    fields: { county: "Putnam", landlord: "Riverside Homes LLC", tenant: "Omar Haddad" },
    deadlines: {},
  },
  {
    // A notice of hearing on another motion: a court paper of no kind the translator answers.
    file: "tuned/notice-of-hearing-motion.txt",
    receivedOn: "2027-05-03",
    kind: "other",
    fields: { caseNumber: "2027-CC-001777", county: "Polk" },
    deadlines: {},
  },
  {
    file: "tuned/jury-service.txt",
    receivedOn: "2027-05-03",
    kind: "other",
    fields: { county: "Hillsborough" },
    deadlines: {},
  },
  // A third set, read blind first (all 15 kinds right), then its field misses generalised: "Case:" labels,
  // "05-03-2027" dates, "Former tenant:", "Deposit on hand:".
  {
    // Tuesday 4 May: 5, 6, 7, 10, 11.
    file: "tuned/eviction-summons-1923-short.txt",
    receivedOn: "2027-05-04",
    kind: "eviction_summons",
    fields: {
      caseNumber: "11-2027-CC-000845",
      court: "county",
      county: "Collier",
      plaintiff: "GOLDEN GATE RENTALS INC.",
      defendant: "MARIA JOSEFINA ALVARADO",
      paperDate: "2027-05-03",
      amounts: [{ label: "rent_owed", amount: 1450 }],
    },
    deadlines: { answerEviction: "2027-05-11", depositRent: "2027-05-11" },
  },
  {
    // OCR's l for I and 0 for O in the title. Monday 3 May: 4, 5, 6.
    file: "tuned/three-day-ocr-noise.txt",
    receivedOn: "2027-05-03",
    kind: "three_day_notice",
    fields: {
      county: "Marion",
      tenant: "Kendrick Moss",
      landlord: "Ocala Oaks LLC",
      paperDate: "2027-05-03",
      amounts: [{ label: "rent_owed", amount: 925 }],
    },
    deadlines: { payOrMove: "2027-05-06" },
  },
  {
    file: "tuned/seven-day-to-correct.txt",
    receivedOn: "2027-05-04",
    kind: "seven_day_notice_cure",
    fields: { county: "Lee", tenant: "Haley Grant", paperDate: "2027-05-04" },
    deadlines: { fixProblem: "2027-05-11" },
  },
  {
    file: "tuned/landlord-seven-day-no-right.txt",
    receivedOn: "2027-05-05",
    kind: "seven_day_notice_no_cure",
    fields: { tenant: "Victor Ramos", landlord: "Esther Goldberg", paperDate: "2027-05-05" },
    deadlines: { moveOut: "2027-05-12" },
  },
  {
    // "X v. Y" with no roles: the parties are not guessed. Pretrial Tuesday 8 June: 5 days back, Thursday 3.
    file: "tuned/small-claims-one-line-caption.txt",
    receivedOn: "2027-05-06",
    kind: "small_claims_summons",
    fields: {
      caseNumber: "27-SC-000277",
      court: "county",
      county: "Hernando",
      plaintiff: null,
      hearingDate: "2027-06-08",
      hearingTime: "08:30",
      paperDate: "2027-05-04",
      amounts: [{ label: "claim_amount", amount: 1260 }],
    },
    deadlines: { attendPretrial: "2027-06-08", counterclaim: "2027-06-03" },
  },
  {
    // Served Friday 7 May: day 20 is Saturday 29; Monday 31 is Memorial Day, so Tuesday 1 June.
    file: "tuned/county-summons-commanded.txt",
    receivedOn: "2027-05-07",
    kind: "county_court_summons",
    fields: {
      caseNumber: "COCE-27-019922",
      court: "county",
      county: "Broward",
      plaintiff: "PERSOLVE RECOVERIES LLC",
      defendant: "ANDRE DUPREE",
      paperDate: "2027-05-05",
    },
    deadlines: { answerLawsuit: "2027-06-01" },
  },
  {
    // Thursday 6 May: day 30 is Saturday 5 June, so Monday 7.
    file: "tuned/final-judgment-this-day.txt",
    receivedOn: "2027-05-07",
    kind: "final_judgment",
    fields: {
      caseNumber: "27-000231-CC",
      county: "Highlands",
      plaintiff: "SEBRING PALMS LLC",
      defendant: "TOMAS ECHEVARRIA",
      paperDate: "2027-05-06",
    },
    deadlines: { appeal: "2027-06-07", expectWrit: null },
  },
  {
    file: "tuned/writ-sheriff-levy.txt",
    receivedOn: "2027-05-06",
    kind: "writ_of_possession",
    fields: { caseNumber: "2027-CC-000088", county: "Levy", deliveredOn: "2027-05-06" },
    deadlines: { leaveBeforeWrit: null },
  },
  {
    file: "tuned/motion-default-wherefore.txt",
    receivedOn: "2027-05-06",
    kind: "motion_for_default",
    fields: {
      caseNumber: "2027-CC-000402",
      county: "Citrus",
      plaintiff: "CREST RIDGE APARTMENTS LLC",
      defendant: "JULIE ANNE PRICE",
    },
    deadlines: { answerBeforeDefault: null },
  },
  {
    // Thursday 6 May + 30 = Saturday 5 June: no extension.
    file: "tuned/collection-amount-due.txt",
    receivedOn: "2027-05-06",
    kind: "collection_letter",
    fields: { creditor: "T-Mobile USA", paperDate: "2027-05-03", amounts: [{ label: "debt_amount", amount: 417.92 }] },
    deadlines: { disputeDebt: "2027-06-05" },
  },
  {
    // Wednesday 5 May + 15 = Thursday 20 May.
    file: "tuned/deposit-deductions.txt",
    receivedOn: "2027-05-05",
    kind: "deposit_claim_notice",
    fields: {
      tenant: "Bruno Costa",
      landlord: "Gainesville Home Rentals LLC",
      paperDate: "2027-05-03",
      amounts: [
        { label: "deposit_claimed", amount: 450 },
        { label: "deposit_held", amount: 1000 },
      ],
    },
    deadlines: { objectDeposit: "2027-05-20" },
  },
  {
    file: "tuned/hoa-courtesy-letter.txt",
    receivedOn: "2027-05-03",
    kind: "hoa_violation_notice",
    fields: { paperDate: "2027-05-01" },
    deadlines: { hoaRespond: null },
  },
  {
    file: "tuned/lease-by-and-between.txt",
    receivedOn: null,
    kind: "lease_or_addendum",
    fields: { county: "Okaloosa", amounts: [{ label: "rent_owed", amount: 2300 }] },
    deadlines: {},
  },
  {
    file: "tuned/subpoena-deposition.txt",
    receivedOn: "2027-05-06",
    kind: "other",
    fields: { caseNumber: "16-2027-CA-001111", court: "circuit", county: "Duval" },
    deadlines: {},
  },
  {
    // A utility's notice: a balance and a date, but no paper the translator answers.
    file: "tuned/disconnect-notice.txt",
    receivedOn: "2027-05-06",
    kind: "other",
    fields: {},
    deadlines: {},
  },
  // A fourth set, read blind first (all 15 kinds right); these exercise what its field misses taught: a case number
  // followed by ", Sumter County", "Inquilina:", "Issued May 11, 2027".
  {
    file: "tuned/motion-clerk-default-short.txt",
    receivedOn: "2027-05-12",
    kind: "motion_for_default",
    fields: { caseNumber: "2027-CC-004100", county: "Sumter" },
    deadlines: { answerBeforeDefault: null },
  },
  {
    // Monday 10 May + 15 = Tuesday 25 May.
    file: "tuned/aviso-deposito-inquilina.txt",
    receivedOn: "2027-05-10",
    kind: "deposit_claim_notice",
    fields: { tenant: "Daniela Rojas", paperDate: "2027-05-07", amounts: [{ label: "deposit_claimed", amount: 380 }] },
    deadlines: { objectDeposit: "2027-05-25" },
  },
  {
    file: "tuned/writ-issued.txt",
    receivedOn: "2027-05-12",
    kind: "writ_of_possession",
    fields: { caseNumber: "2027-CC-000322", county: "Clay", paperDate: "2027-05-11" },
    deadlines: { leaveBeforeWrit: null },
  },
  // A scanned summons read with the letter O for 0 and 1 for l ("Ju1y 6, 2O27", "$ 3,O48.5O"). Served Friday
  // 9 July: counting begins Monday 12 July, so day 20 is Saturday 31 July, and the answer is due Monday 2 August.
  {
    file: "tuned/county-summons-ocr-scan.txt",
    receivedOn: "2027-07-09",
    kind: "county_court_summons",
    fields: {
      caseNumber: "2027-CC-002215",
      county: "Manatee",
      plaintiff: "LVNV FUNDING LLC",
      defendant: "GLORIA P. ASHWORTH",
      paperDate: "2027-07-06",
      amounts: [{ label: "claim_amount", amount: 3048.5 }],
    },
    deadlines: { answerLawsuit: "2027-08-02" },
  },
  {
    // The Spanish summons, caption and all. Served Wednesday 4 August: day 20 is Tuesday 24 August.
    file: "tuned/citacion-demanda-espanol.txt",
    receivedOn: "2027-08-04",
    kind: "county_court_summons",
    fields: {
      caseNumber: "2027-CC-003318",
      court: "county",
      county: "Osceola",
      plaintiff: "FINANCIERA SOL DE ORO, LLC",
      defendant: "MARTA ISABEL QUIÑONES",
      paperDate: "2027-08-02",
      amounts: [{ label: "claim_amount", amount: 2480 }],
    },
    deadlines: { answerLawsuit: "2027-08-24" },
  },
  {
    // In Spanish, the weekday before the date. Pretrial Thursday 16 September: counting back begins Wednesday 15, so
    // day 5 is Saturday 11, rolled back to Friday 10 September.
    file: "tuned/notificacion-comparecer-broward.txt",
    receivedOn: "2027-08-26",
    kind: "small_claims_summons",
    fields: {
      caseNumber: "COSO-27-004102",
      court: "county",
      county: "Broward",
      plaintiff: "JORGE LUIS PAREDES",
      defendant: "TALLER MECÁNICO EL RAYO LLC",
      hearingDate: "2027-09-16",
      hearingTime: "10:30",
      paperDate: "2027-08-23",
      amounts: [{ label: "claim_amount", amount: 1960 }],
    },
    deadlines: { attendPretrial: "2027-09-16", counterclaim: "2027-09-10" },
  },
  {
    // A scan: O for 0 and 1 for l inside words. Served Monday 1 March: 2, 3, 4, 5, 8 March.
    file: "tuned/eviction-summons-ocr-brevard.txt",
    receivedOn: "2027-03-01",
    kind: "eviction_summons",
    fields: {
      caseNumber: "05-2027-CC-014822",
      court: "county",
      county: "Brevard",
      plaintiff: "INDIAN RIVER LANDING APARTMENTS, LLC",
      defendant: "MARQUIS D. JOHNSON and ALL OTHER OCCUPANTS",
      paperDate: "2027-02-24",
      amounts: [{ label: "rent_owed", amount: 1380 }],
    },
    deadlines: { answerEviction: "2027-03-08", depositRent: "2027-03-08" },
  },
  {
    // Labels in both languages. Pretrial Thursday 18 March: counting back, day 5 is Saturday 13, so Friday 12 March.
    file: "tuned/small-claims-bilingual-palm-beach.txt",
    receivedOn: "2027-02-26",
    kind: "small_claims_summons",
    fields: {
      caseNumber: "50-2027-SC-002231-XXXA-SB",
      court: "county",
      county: "Palm Beach",
      plaintiff: "GREENACRES TIRE & LUBE, INC.",
      defendant: "MARIELA C. OSORIO",
      hearingDate: "2027-03-18",
      hearingTime: "13:30",
      paperDate: "2027-02-19",
      amounts: [{ label: "claim_amount", amount: 1915.6 }],
    },
    deadlines: { attendPretrial: "2027-03-18", counterclaim: "2027-03-12" },
  },
  {
    // By hand Tuesday 2 March: 3, 4, 5 March.
    file: "tuned/three-day-seminole-occupants.txt",
    receivedOn: "2027-03-02",
    kind: "three_day_notice",
    fields: {
      county: "Seminole",
      tenant: "Crystal M. Haddad",
      landlord: "Howell Branch Rentals LLC",
      paperDate: "2027-03-02",
      deliveredOn: "2027-03-02",
      amounts: [{ label: "rent_owed", amount: 1210 }],
    },
    deadlines: { payOrMove: "2027-03-05" },
  },
  {
    // In Spanish. By hand Wednesday 3 March: 4, 5, 8 March.
    file: "tuned/aviso-tres-dias-osceola.txt",
    receivedOn: "2027-03-03",
    kind: "three_day_notice",
    fields: {
      county: "Osceola",
      tenant: "Yesenia Marte Rosario",
      landlord: "Inversiones Buenaventura LLC",
      paperDate: "2027-03-03",
      deliveredOn: "2027-03-03",
      amounts: [{ label: "rent_owed", amount: 1250 }],
    },
    deadlines: { payOrMove: "2027-03-08" },
  },
  {
    // In Spanish. Received Monday 8 March + 15 = Tuesday 23 March.
    file: "tuned/deposito-reclamo-collier.txt",
    receivedOn: "2027-03-08",
    kind: "deposit_claim_notice",
    fields: {
      paperDate: "2027-03-05",
      amounts: [
        { label: "deposit_claimed", amount: 475 },
        { label: "deposit_held", amount: 1800 },
      ],
    },
    deadlines: { objectDeposit: "2027-03-23" },
  },
  {
    // A scan: "Co1lier County".
    file: "tuned/hoa-ocr-collier.txt",
    receivedOn: "2027-03-08",
    kind: "hoa_violation_notice",
    fields: {
      county: "Collier",
      hearingDate: "2027-03-25",
      hearingTime: "17:30",
      paperDate: "2027-03-05",
      amounts: [{ label: "fine", amount: 100 }],
    },
    deadlines: { attendHearing: "2027-03-25", hoaRespond: null },
  },
  {
    file: "tuned/motion-default-ocr-leon.txt",
    receivedOn: "2027-03-12",
    kind: "motion_for_default",
    fields: {
      caseNumber: "2027 CC 000412",
      court: "county",
      county: "Leon",
      plaintiff: "CAPITAL ONE, N.A.",
      defendant: "DONALD R. PRUITT",
      deliveredOn: "2027-03-10",
    },
    deadlines: { answerBeforeDefault: null },
  },
  {
    // Served Thursday 4 March: day 20 is Wednesday 24 March.
    file: "tuned/county-summons-ocr-escambia.txt",
    receivedOn: "2027-03-04",
    kind: "county_court_summons",
    fields: {
      caseNumber: "2027 CC 001187",
      court: "county",
      county: "Escambia",
      plaintiff: "MIDLAND CREDIT MANAGEMENT, INC.",
      defendant: "CHARLOTTE A. BYRD",
      paperDate: "2027-03-01",
      amounts: [{ label: "claim_amount", amount: 3872 }],
    },
    deadlines: { answerLawsuit: "2027-03-24" },
  },
  {
    // A scan. By hand Monday 8 March: 9, 10, 11 March.
    file: "tuned/three-day-ocr-manatee.txt",
    receivedOn: "2027-03-08",
    kind: "three_day_notice",
    fields: {
      county: "Manatee",
      tenant: "Ray L. Whitfield",
      landlord: "Palmetto Pines MHP LLC",
      paperDate: "2027-03-08",
      deliveredOn: "2027-03-08",
      amounts: [{ label: "rent_owed", amount: 700 }],
    },
    deadlines: { payOrMove: "2027-03-11" },
  },
  {
    // A renewal offer: a new rent, but no notice, lawsuit or deadline against her.
    file: "tuned/other-rent-increase-letter.txt",
    receivedOn: "2027-02-11",
    kind: "other",
    fields: { caseNumber: null },
    deadlines: {},
  },
  {
    file: "tuned/other-entry-notice.txt",
    receivedOn: "2027-02-16",
    kind: "other",
    fields: { caseNumber: null, paperDate: "2027-02-16" },
    deadlines: {},
  },
  {
    file: "tuned/lease-extension-addendum.txt",
    receivedOn: null,
    kind: "lease_or_addendum",
    fields: { county: "Leon", landlord: "BAYOU GROVE RENTALS, INC.", tenant: "Lakeisha N. Freeman" },
    deadlines: {},
  },
  {
    file: "tuned/lease-pest-control-addendum.txt",
    receivedOn: null,
    kind: "lease_or_addendum",
    fields: { landlord: "Sarasota Palms Holdings LLC", tenant: "Victor Almonte" },
    deadlines: {},
  },
  {
    // The parties on a "STYLE:" line with no roles after them.
    file: "tuned/writ-style-line-marion.txt",
    receivedOn: "2027-03-05",
    kind: "writ_of_possession",
    fields: {
      caseNumber: "2027-CC-000845",
      court: "county",
      county: "Marion",
      plaintiff: "SILVER SPRINGS SHORES RENTALS LLC",
      defendant: "BRANDON K. TATE",
      paperDate: "2027-03-04",
    },
    deadlines: { leaveBeforeWrit: null },
  },
  {
    // A scan with a system date ("2027-03-05"). Received Tuesday 9 March + 30 = Thursday 8 April.
    file: "tuned/collection-letter-ocr-broward.txt",
    receivedOn: "2027-03-09",
    kind: "collection_letter",
    fields: {
      paperDate: "2027-03-05",
      creditor: "SYNCHRONY BANK / AMAZON STORE CARD",
      amounts: [{ label: "debt_amount", amount: 1042.19 }],
    },
    deadlines: { disputeDebt: "2027-04-08" },
  },
  {
    // A scan. "this 8th day of March, 2O27", Monday: day 30 is Wednesday 7 April. The total sum is the judgment.
    file: "tuned/final-judgment-ocr-seminole.txt",
    receivedOn: "2027-03-10",
    kind: "final_judgment",
    fields: {
      caseNumber: "2026-CC-003318",
      court: "county",
      county: "Seminole",
      plaintiff: "JEFFERSON CAPITAL SYSTEMS, LLC",
      defendant: "TAMARA J. FLOYD",
      paperDate: "2027-03-08",
      amounts: [{ label: "judgment_amount", amount: 4118.23 }],
    },
    deadlines: { appeal: "2027-04-07" },
  },
  {
    // In Spanish. Served Friday 5 March: counting begins Monday 8; day 20 is Saturday 27, so Monday 29 March.
    file: "tuned/citacion-condado-espanol-hillsborough.txt",
    receivedOn: "2027-03-05",
    kind: "county_court_summons",
    fields: {
      caseNumber: "27-CC-011204",
      court: "county",
      county: "Hillsborough",
      plaintiff: "CREDIT ACCEPTANCE CORPORATION",
      defendant: "ROSALBA INÉS MEJÍA",
      paperDate: "2027-03-02",
      amounts: [{ label: "claim_amount", amount: 12406.55 }],
    },
    deadlines: { answerLawsuit: "2027-03-29" },
  },
  {
    // In Spanish. By hand Tuesday 9 March + 7 = Tuesday 16 March.
    file: "tuned/aviso-siete-dias-corregir.txt",
    receivedOn: "2027-03-09",
    kind: "seven_day_notice_cure",
    fields: {
      county: "Hillsborough",
      tenant: "Héctor Rivas Ortega",
      landlord: "Bayshore Living LLC",
      paperDate: "2027-03-09",
      deliveredOn: "2027-03-09",
    },
    deadlines: { fixProblem: "2027-03-16" },
  },
  {
    // Received Monday 15 March + 15 = Tuesday 30 March.
    file: "tuned/deposit-claim-in-the-amount.txt",
    receivedOn: "2027-03-15",
    kind: "deposit_claim_notice",
    fields: {
      paperDate: "2027-03-12",
      amounts: [
        { label: "deposit_claimed", amount: 385 },
        { label: "deposit_held", amount: 1100 },
      ],
    },
    deadlines: { objectDeposit: "2027-03-30" },
  },
  {
    // Served by e-mail: the certificate's date.
    file: "tuned/motion-default-emailed.txt",
    receivedOn: "2027-03-11",
    kind: "motion_for_default",
    fields: {
      caseNumber: "2027 CC 000977 NC",
      county: "Sarasota",
      plaintiff: "PORTFOLIO RECOVERY ASSOCIATES, LLC",
      defendant: "NATALIE S. GREER",
      deliveredOn: "2027-03-11",
    },
    deadlines: { answerBeforeDefault: null },
  },
  {
    // Pretrial Thursday 15 April: counting back, day 5 is Saturday 10, so Friday 9 April.
    file: "tuned/small-claims-day-of-month.txt",
    receivedOn: "2027-03-16",
    kind: "small_claims_summons",
    fields: {
      caseNumber: "27-000412-SC",
      county: "Charlotte",
      plaintiff: "PUNTA GORDA POOL SERVICE LLC",
      defendant: "GERALD W. HUNT",
      hearingDate: "2027-04-15",
      hearingTime: "09:00",
      paperDate: "2027-03-10",
      amounts: [{ label: "claim_amount", amount: 860 }],
    },
    deadlines: { attendPretrial: "2027-04-15", counterclaim: "2027-04-09" },
  },
  {
    // Posted Tuesday 16 March: 17, 18, 19 March. The landlord signs as "Landlord/Agent".
    file: "tuned/three-day-landlord-agent-signature.txt",
    receivedOn: "2027-03-16",
    kind: "three_day_notice",
    fields: {
      county: "Volusia",
      tenant: "Andre L. Mitchell",
      landlord: "Halifax Shores Rentals LLC",
      paperDate: "2027-03-16",
      deliveredOn: "2027-03-16",
      amounts: [{ label: "rent_owed", amount: 1035 }],
    },
    deadlines: { payOrMove: "2027-03-19" },
  },
  {
    // The hearing's date and time in a form's table.
    file: "tuned/hoa-hearing-table-form.txt",
    receivedOn: "2027-03-17",
    kind: "hoa_violation_notice",
    fields: {
      county: "Manatee",
      hearingDate: "2027-04-06",
      hearingTime: "18:00",
      paperDate: "2027-03-15",
      amounts: [{ label: "fine", amount: 50 }],
    },
    deadlines: { attendHearing: "2027-04-06", hoaRespond: null },
  },
  // Generalisation of the phone-photo repairs and date forms (second pass, checked on held-out-5): capitals read with a
  // lower-case l, an amount broken by a space, l for 1 in dates and amounts, day-first and "12th of May" dates, an
  // electronic signature's date.
  {
    // Served Monday 22 March: day 1 is Tuesday 23 March, day 20 Sunday 11 April, so Monday 12 April.
    file: "tuned/county-summons-ocr-citrus.txt",
    receivedOn: "2027-03-22",
    kind: "county_court_summons",
    fields: {
      caseNumber: "2027 CC 000412",
      court: "county",
      county: "Citrus",
      plaintiff: "PINE RIDGE AUTO FINANCE, INC.",
      defendant: "DOUGLAS R. ASHWORTH",
      paperDate: "2027-03-15",
      amounts: [{ label: "claim_amount", amount: 6318.4 }],
    },
    deadlines: { answerLawsuit: "2027-04-12" },
  },
  {
    // Received Friday 16 April + 15 = Saturday 1 May.
    file: "tuned/deposito-aviso-fechas-dia-mes.txt",
    receivedOn: "2027-04-16",
    kind: "deposit_claim_notice",
    fields: {
      county: "Miami-Dade",
      paperDate: "2027-04-13",
      deliveredOn: "2027-04-13",
      amounts: [
        { label: "deposit_claimed", amount: 410 },
        { label: "deposit_held", amount: 1200 },
      ],
    },
    deadlines: { objectDeposit: "2027-05-01" },
  },
  {
    // Signed Tuesday 6 April: day 30 is Thursday 6 May.
    file: "tuned/final-judgment-electronically-signed.txt",
    receivedOn: "2027-04-08",
    kind: "final_judgment",
    fields: {
      caseNumber: "COCE27-003317",
      county: "Broward",
      plaintiff: "CORAL SPRINGS TOWER APARTMENTS LLC",
      defendant: "NADIA PETIT-FRERE",
      paperDate: "2027-04-06",
    },
    deadlines: { appeal: "2027-05-06", expectWrit: null },
  },
  {
    file: "tuned/hoa-hearing-of-month.txt",
    receivedOn: "2027-04-22",
    kind: "hoa_violation_notice",
    fields: {
      county: "Indian River",
      hearingDate: "2027-05-12",
      hearingTime: "18:30",
      paperDate: "2027-04-20",
      amounts: [{ label: "fine", amount: 25 }],
    },
    deadlines: { attendHearing: "2027-05-12", hoaRespond: null },
  },
  {
    // Posted Wednesday 14 April: 15, 16, 19 April (the notice's 21st is the landlord's).
    file: "tuned/three-day-ocr-l-for-1.txt",
    receivedOn: "2027-04-14",
    kind: "three_day_notice",
    fields: {
      county: "Polk",
      tenant: "Brenda K. Holloway",
      landlord: "Peace River Mobile Home Park LLC",
      paperDate: "2027-04-14",
      deliveredOn: "2027-04-14",
      amounts: [{ label: "rent_owed", amount: 1050 }],
    },
    deadlines: { payOrMove: "2027-04-19" },
  },
  ...TUNED_FORMS,
];
