import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { CASE_NUMBER_MAX_LENGTH, caseUpdateSchema, type CaseJson, type CaseUpdateInput } from "@shared/case-schemas";
import { CountySelect } from "@client/components/county-select";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { FormField } from "@client/components/ui/form-field";
import { Input, Textarea } from "@client/components/ui/input";
import { fieldErrorsOf } from "@client/lib/api";
import { toast } from "@client/lib/use-toast";
import { useCaseError, useUpdateCase } from "./use-case";

interface CaseEditDialogProps {
  item: CaseJson;
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function CaseEditDialog({ item, open, onOpenChange }: CaseEditDialogProps) {
  const { t } = useTranslation("cases");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("edit.title")}</DialogTitle>
          <DialogDescription>{t("edit.description")}</DialogDescription>
        </DialogHeader>
        {/* The form mounts with each opening, so it always starts from the saved case. */}
        <CaseEditForm item={item} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

const EDITABLE = ["title", "description", "county", "caseNumber"] as const;

function CaseEditForm({ item, onDone }: { item: CaseJson; onDone(): void }) {
  const { t } = useTranslation("cases");
  const update = useUpdateCase(item.id);
  const showCaseError = useCaseError();
  const form = useForm<CaseUpdateInput, unknown, z.output<typeof caseUpdateSchema>>({
    resolver: zodResolver(caseUpdateSchema),
    defaultValues: {
      title: item.title,
      description: item.description,
      county: (item.county ?? "") as CaseUpdateInput["county"],
      caseNumber: item.caseNumber ?? "",
    },
  });
  const submit = form.handleSubmit((changes) =>
    update.mutate(changes, {
      onSuccess: () => {
        toast({ title: t("edit.savedTitle"), description: t("edit.saved") });
        onDone();
      },
      onError: (error) => {
        const fieldErrors = fieldErrorsOf(error);
        const shown = EDITABLE.filter((name) => fieldErrors[name]?.[0]);
        for (const name of shown) form.setError(name, { message: fieldErrors[name]![0] });
        if (shown.length > 0) form.setFocus(shown[0]!);
        else showCaseError(error, t("edit.failed"));
      },
    }),
  );
  const fields = {
    title: form.register("title"),
    caseNumber: form.register("caseNumber"),
    county: form.register("county"),
    description: form.register("description"),
  };
  const { errors } = form.formState;
  return (
    <form className="grid gap-4" noValidate onSubmit={submit}>
      <FormField label={t("edit.titleLabel")} required error={errors.title?.message}>
        <Input autoComplete="off" {...fields.title} />
      </FormField>
      <FormField label={t("overview.caseNumber")} hint={t("edit.caseNumberHint")} error={errors.caseNumber?.message}>
        <Input
          autoComplete="off"
          maxLength={CASE_NUMBER_MAX_LENGTH}
          placeholder={t("edit.caseNumberPlaceholder")}
          {...fields.caseNumber}
        />
      </FormField>
      <FormField label={t("overview.county")} error={errors.county?.message}>
        <CountySelect placeholder={t("form.noCounty")} {...fields.county} />
      </FormField>
      <FormField label={t("form.description")} hint={t("edit.descriptionHint")} error={errors.description?.message}>
        <Textarea rows={5} {...fields.description} />
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {t("edit.cancel")}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t("edit.saving") : t("edit.save")}
        </Button>
      </DialogFooter>
    </form>
  );
}
