import type { SelectHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { FLORIDA_COUNTIES } from "@shared/counties";
import { NativeSelect } from "./ui/input";

type CountySelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  /** The empty choice's words; "Choose your county" unless the caller says otherwise. */
  placeholder?: string;
};

/** Every Florida county, optional unless the caller says otherwise. */
export function CountySelect({ placeholder, ...props }: CountySelectProps) {
  const { t } = useTranslation();
  return (
    <NativeSelect {...props}>
      <option value="">{placeholder ?? t("fields.countyPlaceholder")}</option>
      {FLORIDA_COUNTIES.map((county) => (
        <option key={county} value={county}>
          {county}
        </option>
      ))}
    </NativeSelect>
  );
}
