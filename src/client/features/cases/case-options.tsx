import { CASE_STATUSES, CASE_STATUS_LABELS, CASE_TYPES, CASE_TYPE_LABELS } from "@shared/case-enums";

/** One <option> per case type, in the catalog's order, for a NativeSelect. */
export function CaseTypeOptions() {
  return CASE_TYPES.map((type) => (
    <option key={type} value={type}>
      {CASE_TYPE_LABELS[type]}
    </option>
  ));
}

/** One <option> per case status, in the order a case moves through them. */
export function CaseStatusOptions() {
  return CASE_STATUSES.map((status) => (
    <option key={status} value={status}>
      {CASE_STATUS_LABELS[status]}
    </option>
  ));
}
