import type { SelectHTMLAttributes } from "react";
import { FLORIDA_COUNTIES } from "@shared/counties";
import { NativeSelect } from "./ui/input";

/** Every Florida county, optional unless the caller says otherwise. */
export function CountySelect({ placeholder = "Choose your county (optional)", ...props }: SelectHTMLAttributes<HTMLSelectElement> & { placeholder?: string }) {
  return (
    <NativeSelect {...props}>
      <option value="">{placeholder}</option>
      {FLORIDA_COUNTIES.map((county) => (
        <option key={county} value={county}>
          {county}
        </option>
      ))}
    </NativeSelect>
  );
}
