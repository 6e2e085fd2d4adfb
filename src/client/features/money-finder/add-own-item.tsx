import { Plus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { MONEY_MESSAGES, MONEY_TYPES } from "@shared/money-finder/money-options";
import { parseAmountCents } from "@shared/money-finder/money-cents";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { FormField } from "@client/components/ui/form-field";
import { Input, NativeSelect } from "@client/components/ui/input";
import { useAddOwnItem, type OwnItemVariables } from "./use-money-recovery";

const EMPTY: OwnItemVariables = { type: "unclaimed_property", source: "", description: "", amount: "", deadline: "" };

/** Money she found herself on an official site, tracked from found to recovered like the examples. */
export function AddOwnItem() {
  const { t } = useTranslation("money-finder");
  const add = useAddOwnItem();
  const [fields, setFields] = useState<OwnItemVariables>(EMPTY);
  const [checked, setChecked] = useState(false);
  const set = (name: keyof OwnItemVariables) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const sourceError = checked && !fields.source.trim() ? MONEY_MESSAGES.required : undefined;
  const amountError = checked && parseAmountCents(fields.amount) === undefined ? MONEY_MESSAGES.amount : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!fields.source.trim() || parseAmountCents(fields.amount) === undefined) return;
    add.mutate(fields, {
      onSuccess: () => {
        setFields(EMPTY);
        setChecked(false);
      },
    });
  };

  return (
    <Card className="p-4 sm:p-6">
      <details>
        <summary className="cursor-pointer text-lg font-bold text-slate-900">{t("own.heading")}</summary>
        <p className="mt-2 text-sm text-slate-700">{t("own.hint")}</p>
        <form className="mt-3 grid gap-3 sm:grid-cols-2" noValidate onSubmit={submit}>
          <FormField label={t("own.type")} required>
            <NativeSelect value={fields.type} onChange={set("type")}>
              {MONEY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={t("own.source")} required error={sourceError}>
            <Input value={fields.source} onChange={set("source")} />
          </FormField>
          <FormField label={t("own.amount")} required error={amountError}>
            <Input inputMode="decimal" value={fields.amount} onChange={set("amount")} />
          </FormField>
          <FormField label={t("own.deadline")}>
            <Input type="date" value={fields.deadline} onChange={set("deadline")} />
          </FormField>
          <div className="sm:col-span-2">
            <FormField label={t("own.description")}>
              <Input value={fields.description} onChange={set("description")} />
            </FormField>
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={add.isPending}>
              <Plus aria-hidden="true" /> {t("own.submit")}
            </Button>
          </div>
        </form>
      </details>
    </Card>
  );
}
