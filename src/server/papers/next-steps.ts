/**
 * Which wizard answers a paper (a catalog kind of src/shared/documents/registry.ts), the workflow that ends in it if
 * there is one (src/shared/workflows/registry.ts), and the kind's answers read from the paper, by field name.
 */
import { countyCode } from "@shared/documents/county-codes";
import type { FloridaCounty } from "@shared/counties";
import type { AmountLabel, PaperJson, PaperKind } from "@shared/papers";

type Prefill = (paper: PaperJson, receivedOn: string | null) => string | number | null;

export interface NextStepRule {
  documentKind: string;
  workflow: string | null;
  prefill: Readonly<Record<string, Prefill>>;
}

const amount =
  (...labels: AmountLabel[]): Prefill =>
  (paper) =>
    labels.map((label) => paper.amounts.find((found) => found.label === label)?.amount).find((value) => value !== undefined) ??
    null;

const county: Prefill = (paper) => (paper.county ? countyCode(paper.county as FloridaCounty) : null);
const caseNumber: Prefill = (paper) => paper.caseNumber;
const plaintiff: Prefill = (paper) => paper.parties.plaintiff;
const defendant: Prefill = (paper) => paper.parties.defendant;
const received: Prefill = (_paper, receivedOn) => receivedOn;

const evictionAnswer: NextStepRule = {
  documentKind: "eviction_answer",
  workflow: null,
  prefill: {
    county,
    case_number: caseNumber,
    landlord_name: (paper) => paper.parties.plaintiff ?? paper.parties.landlord,
    tenant_name: (paper) => paper.parties.defendant ?? paper.parties.tenant,
    service_date: received,
    rent_alleged: amount("rent_owed"),
  },
};

const debtAnswer: NextStepRule = {
  documentKind: "debt_answer",
  workflow: null,
  prefill: {
    court: (paper) => (paper.court === "circuit" ? "circuit_court" : paper.court === "county" ? "county_court" : null),
    county,
    case_number: caseNumber,
    service_date: received,
    plaintiff_name: plaintiff,
    defendant_name: defendant,
    debt_amount: amount("claim_amount", "debt_amount"),
  },
};

/**
 * A motion for default comes after the summons: the day she got the motion is not the day the summons was served, so
 * the answer it leads to asks her for that day instead of taking the motion's.
 */
const afterTheSummons = (rule: NextStepRule): NextStepRule => ({
  ...rule,
  prefill: Object.fromEntries(Object.entries(rule.prefill).filter(([name]) => name !== "service_date")),
});

export const NEXT_STEPS: Readonly<Partial<Record<PaperKind, NextStepRule>>> = {
  eviction_summons: evictionAnswer,
  small_claims_summons: {
    documentKind: "small_claims_answer",
    workflow: null,
    prefill: {
      county,
      case_number: caseNumber,
      plaintiff_name: plaintiff,
      defendant_name: defendant,
      pretrial_date: (paper) => paper.hearing?.date ?? null,
    },
  },
  county_court_summons: debtAnswer,
  motion_for_default: afterTheSummons(debtAnswer),
  collection_letter: {
    documentKind: "debt_validation_letter",
    workflow: "debt_validation",
    prefill: {
      creditor_name: (paper) => paper.parties.creditor,
      debt_amount: amount("debt_amount"),
      notice_received_date: received,
    },
  },
  deposit_claim_notice: {
    documentKind: "security_deposit_demand",
    workflow: "security_deposit_demand",
    prefill: {
      tenant_name: (paper) => paper.parties.tenant,
      landlord_name: (paper) => paper.parties.landlord,
      deposit_amount: amount("deposit_held"),
      damages_claimed: amount("deposit_claimed"),
      claim_notice_received: received,
    },
  },
};

/** A motion for default in an eviction is answered with the eviction answer. */
export const EVICTION_MOTION: NextStepRule = afterTheSummons(evictionAnswer);
