import { useTranslation } from "react-i18next";
import { CASE_STATUSES, CASE_TYPES } from "@shared/case-enums";

/** One <option> per case type, in the catalog's order, for a NativeSelect. */
export function CaseTypeOptions() {
  const { t } = useTranslation("cases");
  return CASE_TYPES.map((type) => (
    <option key={type} value={type}>
      {t(`types.${type}`)}
    </option>
  ));
}

/** One <option> per case status, in the order a case moves through them. */
export function CaseStatusOptions() {
  const { t } = useTranslation("cases");
  return CASE_STATUSES.map((status) => (
    <option key={status} value={status}>
      {t(`statuses.${status}`)}
    </option>
  ));
}
