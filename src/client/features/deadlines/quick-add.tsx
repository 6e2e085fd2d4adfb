import { Plus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { DEADLINE_DEFAULTS, DEADLINE_LIMITS } from "@shared/deadlines/deadline-limits";
import { isIsoDate } from "@shared/florida/iso-date";
import { useCreateDeadline } from "@client/components/deadlines/use-deadline-mutations";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";

/** Quick Add: a title and a date, with the spec's defaults for the rest. Without a title it does nothing. */
export function QuickAdd({ today }: { today: string }) {
  const { t } = useTranslation("deadlines");
  const create = useCreateDeadline();
  const [title, setTitle] = useState("");
  const [date, setDate] = useState(today);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !isIsoDate(date)) return;
    create.mutate(
      {
        title: title.trim(),
        dueDate: date,
        description: "",
        dueTime: null,
        reminderDate: null,
        location: "",
        notes: "",
        caseId: null,
        ...DEADLINE_DEFAULTS,
      },
      { onSuccess: () => setTitle("") },
    );
  };

  return (
    <Card className="grid gap-3 p-4">
      <form className="grid gap-3" aria-labelledby="quick-add-heading" noValidate onSubmit={submit}>
        <h2 id="quick-add-heading" className="text-base font-bold text-slate-900">
          {t("quickAdd.heading")}
        </h2>
        <FormField label={t("quickAdd.title")}>
          <Input
            autoComplete="off"
            maxLength={DEADLINE_LIMITS.title}
            placeholder={t("quickAdd.titlePlaceholder")}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        </FormField>
        <FormField label={t("quickAdd.date")}>
          <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        </FormField>
        <Button type="submit" disabled={create.isPending}>
          <Plus aria-hidden="true" /> {create.isPending ? t("quickAdd.adding") : t("quickAdd.add")}
        </Button>
      </form>
    </Card>
  );
}
