import { Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { MONEY_MESSAGES, MONEY_SEARCH_TYPES, type MoneySearchType } from "@shared/money-finder/money-options";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import type { SearchVariables } from "./use-money-recovery";

const EMPTY = { firstName: "", lastName: "", middleName: "", businessName: "", city: "", zipCode: "" };
type Fields = typeof EMPTY;
const OPTIONAL_FIELDS = ["middleName", "businessName", "city", "zipCode"] as const;

interface MoneySearchFormProps {
  searching: boolean;
  onSearch: (variables: SearchVariables) => void;
}

/** The six category buttons, the name fields (first and last required) and the on-behalf-of warning. */
export function MoneySearchForm({ searching, onSearch }: MoneySearchFormProps) {
  const { t } = useTranslation("money-finder");
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [searchType, setSearchType] = useState<MoneySearchType>("all");
  const [onBehalf, setOnBehalf] = useState(false);
  const [missing, setMissing] = useState(false);

  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fields.firstName.trim() || !fields.lastName.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onSearch({ searchType, searchInfo: fields });
  };

  const nameError = (value: string) => (missing && !value.trim() ? MONEY_MESSAGES.nameRequired : undefined);

  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <h2 id="money-search-heading" className="text-lg font-bold text-slate-900">
        {t("search.heading")}
      </h2>
      <form aria-labelledby="money-search-heading" className="grid gap-4" noValidate onSubmit={submit}>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-semibold text-slate-900">{t("search.categories")}</legend>
          <div className="grid grid-cols-2 gap-2 md:grid-cols-3">
            {MONEY_SEARCH_TYPES.map((type) => (
              <Button
                key={type}
                type="button"
                variant={searchType === type ? "default" : "outline"}
                aria-pressed={searchType === type}
                size="custom"
                className="h-auto min-h-10 gap-2 px-4 py-2 text-sm whitespace-normal"
                onClick={() => setSearchType(type)}
              >
                <span className="text-left">{t(`types.${type}`)}</span>
              </Button>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label={t("search.firstName")} required error={nameError(fields.firstName)}>
            <Input autoComplete="given-name" value={fields.firstName} onChange={set("firstName")} />
          </FormField>
          <FormField label={t("search.lastName")} required error={nameError(fields.lastName)}>
            <Input autoComplete="family-name" value={fields.lastName} onChange={set("lastName")} />
          </FormField>
          {OPTIONAL_FIELDS.map((name) => (
            <FormField key={name} label={t(`search.${name}`)}>
              <Input
                value={fields[name]}
                onChange={set(name)}
                inputMode={name === "zipCode" ? "numeric" : undefined}
                autoComplete={name === "city" ? "address-level2" : name === "zipCode" ? "postal-code" : undefined}
              />
            </FormField>
          ))}
        </div>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-1 size-4"
            checked={onBehalf}
            onChange={(event) => setOnBehalf(event.target.checked)}
          />
          {t("search.onBehalf")}
        </label>
        {onBehalf && (
          <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            {t("search.onBehalfWarning")}
          </p>
        )}
        <div>
          <Button type="submit" disabled={searching}>
            <Search aria-hidden="true" /> {searching ? t("search.searching") : t("search.submit")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
