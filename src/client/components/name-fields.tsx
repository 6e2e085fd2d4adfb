import { useTranslation } from "react-i18next";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "./ui/form-field";
import { Input } from "./ui/input";

interface NameFieldsProps {
  firstName: UseFormRegisterReturn;
  lastName: UseFormRegisterReturn;
  errors: { firstName?: { message?: string }; lastName?: { message?: string } };
}

/** First and last name side by side, for the register and profile forms. */
export function NameFields({ firstName, lastName, errors }: NameFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t("fields.firstName")} error={errors.firstName?.message}>
        <Input autoComplete="given-name" {...firstName} />
      </FormField>
      <FormField label={t("fields.lastName")} error={errors.lastName?.message}>
        <Input autoComplete="family-name" {...lastName} />
      </FormField>
    </div>
  );
}
