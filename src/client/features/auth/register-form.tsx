import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { MIN_PASSWORD_LENGTH, registerFormSchema, type RegisterForm as RegisterValues } from "@shared/auth-schemas";
import { CountySelect } from "@client/components/county-select";
import { NameFields } from "@client/components/name-fields";
import { Button } from "@client/components/ui/button";
import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import { chosenLanguage } from "@client/i18n/i18n";
import { useAuth } from "@client/lib/use-auth";

export function RegisterForm() {
  const { t } = useTranslation("auth");
  const { register: registerUser } = useAuth();
  const form = useForm<RegisterValues, unknown, z.output<typeof registerFormSchema>>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { email: "", password: "", confirmPassword: "", firstName: "", lastName: "", county: "" },
  });
  const { errors } = form.formState;
  const fields = {
    firstName: form.register("firstName"),
    lastName: form.register("lastName"),
    email: form.register("email"),
    county: form.register("county"),
    password: form.register("password"),
    confirmPassword: form.register("confirmPassword"),
  };
  return (
    <form
      method="post"
      className="grid gap-4"
      noValidate
      onSubmit={form.handleSubmit(({ confirmPassword: _confirm, ...payload }) =>
        registerUser.mutate({ ...payload, language: chosenLanguage() }),
      )}
    >
      <NameFields firstName={fields.firstName} lastName={fields.lastName} errors={errors} />
      <FormField label={t("fields.email")} error={errors.email?.message} required>
        <Input type="email" autoComplete="email" inputMode="email" {...fields.email} />
      </FormField>
      {/* "Optional" is said in the hint, so the empty choice stays short enough for a phone. */}
      <FormField label={t("common:fields.county")} hint={t("fields.countyHint")} error={errors.county?.message}>
        <CountySelect {...fields.county} />
      </FormField>
      <FormField
        label={t("fields.password")}
        hint={t("common:fields.passwordHint", { count: MIN_PASSWORD_LENGTH })}
        error={errors.password?.message}
        required
      >
        <Input type="password" autoComplete="new-password" {...fields.password} />
      </FormField>
      <FormField label={t("fields.confirmPassword")} error={errors.confirmPassword?.message} required>
        <Input type="password" autoComplete="new-password" {...fields.confirmPassword} />
      </FormField>
      <Button type="submit" size="lg" disabled={registerUser.isPending}>
        {registerUser.isPending ? t("register.pending") : t("register.submit")}
      </Button>
    </form>
  );
}
