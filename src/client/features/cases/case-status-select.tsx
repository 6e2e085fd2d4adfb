import { CASE_STATUS_LABELS, type CaseStatus } from "@shared/case-enums";
import type { CaseJson } from "@shared/case-schemas";
import { FormField } from "@client/components/ui/form-field";
import { NativeSelect } from "@client/components/ui/input";
import { toast } from "@client/lib/use-toast";
import { CaseStatusOptions } from "./case-options";
import { showCaseError, useUpdateCase } from "./use-case";

/** Where the case stands; changing it saves at once (PATCH) and says so. */
export function CaseStatusSelect({ item }: { item: CaseJson }) {
  const update = useUpdateCase(item.id);
  const value = update.isPending && update.variables?.status ? update.variables.status : item.status;
  const change = (status: CaseStatus) =>
    update.mutate(
      { status },
      {
        onSuccess: () =>
          toast({ title: "Status Updated", description: `This case is now marked "${CASE_STATUS_LABELS[status]}".` }),
        onError: (error) => showCaseError(error, "Failed to update the status. Please try again."),
      },
    );
  return (
    <FormField label="Case status" hint="Change it as your case moves along. It saves right away.">
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
