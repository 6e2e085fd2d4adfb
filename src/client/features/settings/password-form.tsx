import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { MIN_PASSWORD_LENGTH, passwordChangeSchema } from "@shared/auth-schemas";
import { Button } from "@client/components/ui/button";
import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import { apiRequest, fieldErrorsOf, serverMessage } from "@client/lib/api";
import { toast } from "@client/lib/use-toast";

/** The API's body plus a confirmation that is checked here and never sent. */
function passwordFormSchema(mismatch: string) {
  return passwordChangeSchema
    .extend({ confirmPassword: z.string() })
    .refine((form) => form.newPassword === form.confirmPassword, { message: mismatch, path: ["confirmPassword"] });
}
type PasswordForm = z.input<ReturnType<typeof passwordFormSchema>>;

export function PasswordForm() {
  const { t } = useTranslation("settings");
  const mismatch = t("password.mismatch");
  const schema = useMemo(() => passwordFormSchema(mismatch), [mismatch]);
  const form = useForm<PasswordForm>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: PasswordForm) =>
      apiRequest("POST", "/api/user/password", { currentPassword, newPassword }),
    onSuccess: () => {
      form.reset();
      toast({ title: t("password.changed.title"), description: t("password.changed.description") });
    },
    onError: (error) => {
      const current = fieldErrorsOf(error).currentPassword?.[0];
      if (current) form.setError("currentPassword", { message: current });
      else toast({ title: t("common:toasts.error"), description: serverMessage(error, t("password.failed")), variant: "destructive" });
    },
  });
  const { errors } = form.formState;
  const fields = {
    currentPassword: form.register("currentPassword"),
    newPassword: form.register("newPassword"),
    confirmPassword: form.register("confirmPassword"),
  };
  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((values) => change.mutate(values))}>
      <FormField label={t("password.current")} error={errors.currentPassword?.message} required>
        <Input type="password" autoComplete="current-password" {...fields.currentPassword} />
      </FormField>
      <FormField
        label={t("password.new")}
        hint={t("common:fields.passwordHint", { count: MIN_PASSWORD_LENGTH })}
        error={errors.newPassword?.message}
        required
      >
        <Input type="password" autoComplete="new-password" {...fields.newPassword} />
      </FormField>
      <FormField label={t("password.confirm")} error={errors.confirmPassword?.message} required>
        <Input type="password" autoComplete="new-password" {...fields.confirmPassword} />
      </FormField>
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t("password.pending") : t("password.submit")}
        </Button>
      </div>
    </form>
  );
}
