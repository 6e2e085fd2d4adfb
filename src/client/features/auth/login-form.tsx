import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { loginSchema, type LoginInput } from "@shared/auth-schemas";
import { Button } from "@client/components/ui/button";
import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import { useAuth } from "@client/lib/use-auth";

export function LoginForm() {
  const { t } = useTranslation("auth");
  const { login } = useAuth();
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });
  const { errors } = form.formState;
  const fields = { email: form.register("email"), password: form.register("password") };
  return (
    <form method="post" className="grid gap-4" noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))}>
      <FormField label={t("fields.email")} error={errors.email?.message} required>
        <Input type="email" autoComplete="email" inputMode="email" {...fields.email} />
      </FormField>
      <FormField label={t("fields.password")} error={errors.password?.message} required>
        <Input type="password" autoComplete="current-password" {...fields.password} />
      </FormField>
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? t("login.pending") : t("login.submit")}
      </Button>
    </form>
  );
}
