import { useTranslation } from "react-i18next";
import type { CaseStatus } from "@shared/case-enums";
import type { CaseJson } from "@shared/case-schemas";
import { FormField } from "@client/components/ui/form-field";
import { NativeSelect } from "@client/components/ui/input";
import { toast } from "@client/lib/use-toast";
import { CaseStatusOptions } from "./case-options";
import { useCaseError, useUpdateCase } from "./use-case";

/** Where the case stands; changing it saves at once (PATCH) and says so. */
export function CaseStatusSelect({ item }: { item: CaseJson }) {
  const { t } = useTranslation("cases");
  const update = useUpdateCase(item.id);
  const showCaseError = useCaseError();
  const value = update.isPending && update.variables?.status ? update.variables.status : item.status;
  const change = (status: CaseStatus) =>
    update.mutate(
      { status },
      {
        onSuccess: () =>
          toast({ title: t("status.updatedTitle"), description: t("status.updated", { status: t(`statuses.${status}`) }) }),
        onError: (error) => showCaseError(error, t("status.failed")),
      },
    );
  return (
    <FormField label={t("status.label")} hint={t("status.hint")}>
      <NativeSelect
        className="sm:max-w-xs"
        value={value}
        disabled={update.isPending}
        onChange={(event) => change(event.target.value as CaseStatus)}
      >
        <CaseStatusOptions />
      </NativeSelect>
    </FormField>
  );
}
