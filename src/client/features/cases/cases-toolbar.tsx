import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { CaseStatus, CaseType } from "@shared/case-enums";
import { SearchInput } from "@client/components/search-input";
import { Button } from "@client/components/ui/button";
import { FormField } from "@client/components/ui/form-field";
import { NativeSelect } from "@client/components/ui/input";
import type { CaseFilters } from "./case-list";
import { CaseStatusOptions, CaseTypeOptions } from "./case-options";

/** Text search, status and type filters, and the New Case button of My Cases. */
export function CasesToolbar({ filters, onChange }: { filters: CaseFilters; onChange(filters: CaseFilters): void }) {
  const { t } = useTranslation("cases");
  const set = (change: Partial<CaseFilters>) => onChange({ ...filters, ...change });
  return (
    <div className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[2fr_1fr_1fr_auto] md:items-end">
      <FormField label={t("toolbar.search")}>
        <SearchInput placeholder={t("toolbar.searchPlaceholder")} value={filters.search} onChange={(search) => set({ search })} />
      </FormField>
      <FormField label={t("toolbar.status")}>
        <NativeSelect value={filters.status} onChange={(event) => set({ status: event.target.value as CaseStatus | "all" })}>
          <option value="all">{t("toolbar.allStatuses")}</option>
          <CaseStatusOptions />
        </NativeSelect>
      </FormField>
      <FormField label={t("toolbar.type")}>
        <NativeSelect value={filters.type} onChange={(event) => set({ type: event.target.value as CaseType | "all" })}>
          <option value="all">{t("toolbar.allTypes")}</option>
          <CaseTypeOptions />
        </NativeSelect>
      </FormField>
      <Button asChild>
        <Link to="/new-case">
          <Plus aria-hidden="true" /> {t("toolbar.newCase")}
        </Link>
      </Button>
    </div>
  );
}
