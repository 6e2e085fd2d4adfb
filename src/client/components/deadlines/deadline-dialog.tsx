import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useForm, type FieldErrors } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { listCases } from "@shared/api/cases";
import {
  DEADLINE_DEFAULTS,
  DEADLINE_LIMITS,
  DEADLINE_PRIORITIES,
  DEADLINE_TYPES,
  deadlineInputSchema,
  type DeadlineInput,
  type DeadlineJson,
  type DeadlineValues,
} from "@shared/deadlines/deadline-fields";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { FormField } from "@client/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@client/components/ui/input";
import { apiQuery, fieldErrorsOf } from "@client/lib/api";
import { todayIso } from "@client/lib/today";
import { toast } from "@client/lib/use-toast";
import { useCreateDeadline, useUpdateDeadline } from "./use-deadline-mutations";

export interface DeadlineDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The deadline to edit; absent: a new one. */
  deadline?: DeadlineJson | null;
  /** Starting values of a new deadline (the day picked on the calendar, the case it is added from). */
  preset?: { dueDate?: string; caseId?: string };
}

/** "Create New Deadline" or "Edit Deadline": every field of a deadline, checked with the server's own schema. */
export function DeadlineDialog({ open, onOpenChange, deadline, preset }: DeadlineDialogProps) {
  const { t } = useTranslation("deadlines");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="wide">
        <DialogHeader>
          <DialogTitle>{deadline ? t("dialog.editTitle") : t("dialog.createTitle")}</DialogTitle>
          <DialogDescription>{t("dialog.description")}</DialogDescription>
        </DialogHeader>
        {/* Mounted with each opening, so it starts from the saved deadline or the defaults. */}
        <DeadlineForm deadline={deadline ?? undefined} preset={preset} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** The spec's defaults for a new deadline: due today, type filing, priority medium, no reminder. */
function initialValues(deadline: DeadlineJson | undefined, preset: DeadlineDialogProps["preset"]): DeadlineInput {
  if (deadline) {
    return {
      title: deadline.title,
      description: deadline.description,
      dueDate: deadline.dueDate,
      dueTime: deadline.dueTime ?? "",
      reminderDate: deadline.reminderDate ?? "",
      type: deadline.type,
      priority: deadline.priority,
      location: deadline.location,
      notes: deadline.notes,
      caseId: deadline.caseId ?? "",
    };
  }
  return {
    title: "",
    description: "",
    dueDate: preset?.dueDate ?? todayIso(),
    dueTime: "",
    reminderDate: "",
    type: DEADLINE_DEFAULTS.type,
    priority: DEADLINE_DEFAULTS.priority,
    location: "",
    notes: "",
    caseId: preset?.caseId ?? "",
  };
}

const FIELDS = [
  "title",
  "description",
  "dueDate",
  "dueTime",
  "reminderDate",
  "type",
  "priority",
  "location",
  "notes",
  "caseId",
] as const;

function DeadlineForm({
  deadline,
  preset,
  onDone,
}: {
  deadline?: DeadlineJson;
  preset: DeadlineDialogProps["preset"];
  onDone(): void;
}) {
  const { t } = useTranslation("deadlines");
  const cases = useQuery(apiQuery(listCases, {}));
  const create = useCreateDeadline();
  const update = useUpdateDeadline();
  const pending = create.isPending || update.isPending;
  const form = useForm<DeadlineInput, unknown, DeadlineValues>({
    resolver: zodResolver(deadlineInputSchema),
    defaultValues: initialValues(deadline, preset),
  });
  const { errors } = form.formState;

  const showServerErrors = (error: unknown) => {
    const fieldErrors = fieldErrorsOf(error);
    const shown = FIELDS.filter((name) => fieldErrors[name]?.[0]);
    for (const name of shown) form.setError(name, { message: fieldErrors[name]![0] });
    if (shown.length > 0) form.setFocus(shown[0]!);
  };

  const onInvalid = (invalid: FieldErrors<DeadlineInput>) => {
    if (invalid.title || invalid.dueDate)
      toast({ title: t("dialog.missingTitle"), description: t("dialog.missing"), variant: "destructive" });
  };

  const submit = form.handleSubmit((input) => {
    const callbacks = { onSuccess: onDone, onError: showServerErrors };
    if (deadline) update.mutate({ id: deadline.id, input }, callbacks);
    else create.mutate(input, callbacks);
  }, onInvalid);

  const fields = {
    title: form.register("title"),
    dueDate: form.register("dueDate"),
    dueTime: form.register("dueTime"),
    type: form.register("type"),
    priority: form.register("priority"),
    reminderDate: form.register("reminderDate"),
    caseId: form.register("caseId"),
    location: form.register("location"),
    description: form.register("description"),
    notes: form.register("notes"),
  };
  const caseOptions = cases.data ?? [];
  const presetCaseMissing = preset?.caseId && !caseOptions.some((item) => item.id === preset.caseId);
  return (
    <form className="grid gap-4" noValidate onSubmit={(event) => void submit(event)}>
      <FormField label={t("dialog.titleLabel")} required error={errors.title?.message}>
        <Input
          autoComplete="off"
          maxLength={DEADLINE_LIMITS.title}
          placeholder={t("dialog.titlePlaceholder")}
          {...fields.title}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("dialog.dueDate")} required error={errors.dueDate?.message}>
          <Input type="date" {...fields.dueDate} />
        </FormField>
        <FormField label={t("dialog.dueTime")} hint={t("dialog.dueTimeHint")} error={errors.dueTime?.message}>
          <Input type="time" {...fields.dueTime} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("dialog.type")} error={errors.type?.message}>
          <NativeSelect {...fields.type}>
            {DEADLINE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t("dialog.priority")} error={errors.priority?.message}>
          <NativeSelect {...fields.priority}>
            {DEADLINE_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {t(`priorities.${priority}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField label={t("dialog.reminderDate")} hint={t("dialog.reminderHint")} error={errors.reminderDate?.message}>
        <Input type="date" {...fields.reminderDate} />
      </FormField>
      <FormField label={t("dialog.case")} error={errors.caseId?.message}>
        {/* Mounted again once the cases arrive, so it shows the preset case among them. */}
        <NativeSelect key={cases.isPending ? "loading" : "loaded"} {...fields.caseId}>
          <option value="">{t("dialog.noCase")}</option>
          {presetCaseMissing && <option value={preset.caseId}>{t("dialog.thisCase")}</option>}
          {caseOptions.map((item) => (
            <option key={item.id} value={item.id}>
              {item.title}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t("dialog.location")} error={errors.location?.message}>
        <Input
          autoComplete="off"
          maxLength={DEADLINE_LIMITS.location}
          placeholder={t("dialog.locationPlaceholder")}
          {...fields.location}
        />
      </FormField>
      <FormField label={t("dialog.descriptionLabel")} error={errors.description?.message}>
        <Textarea rows={3} maxLength={DEADLINE_LIMITS.description} {...fields.description} />
      </FormField>
      <FormField label={t("dialog.notes")} error={errors.notes?.message}>
        <Textarea rows={3} maxLength={DEADLINE_LIMITS.notes} {...fields.notes} />
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {t("dialog.cancel")}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t("dialog.saving") : deadline ? t("dialog.save") : t("dialog.create")}
        </Button>
      </DialogFooter>
    </form>
  );
}
