import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { changePassword } from "@shared/api/auth";
import { MIN_PASSWORD_LENGTH, passwordChangeSchema, refuseEmailInNewPassword, type PublicUser } from "@shared/auth-schemas";
import { Button } from "@client/components/ui/button";
import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import { callApi, fieldErrorsOf, serverMessage } from "@client/lib/api";
import { forgetPasswordChangeRequired } from "@client/lib/password-change-notice";
import { USER_QUERY_KEY } from "@client/lib/use-account-language";
import { toast } from "@client/lib/use-toast";

/** The API's body (the same rules as the server's, but the breached list) plus a confirmation never sent. */
function passwordFormSchema(mismatch: string, email: string) {
  return passwordChangeSchema
    .extend({ confirmPassword: z.string() })
    .superRefine(refuseEmailInNewPassword(email))
    .refine((form) => form.newPassword === form.confirmPassword, { message: mismatch, path: ["confirmPassword"] });
}
type PasswordForm = z.input<ReturnType<typeof passwordFormSchema>>;

export function PasswordForm({ email }: { email: string }) {
  const { t } = useTranslation("settings");
  const queryClient = useQueryClient();
  const mismatch = t("password.mismatch");
  const schema = useMemo(() => passwordFormSchema(mismatch, email), [mismatch, email]);
  const form = useForm<PasswordForm>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: PasswordForm) =>
      callApi(changePassword, { body: { currentPassword, newPassword } }),
    onSuccess: () => {
      form.reset();
      // The notice asking for a new password (after signing in with a weak one) goes.
      forgetPasswordChangeRequired();
      queryClient.setQueryData<PublicUser | null>(USER_QUERY_KEY, (user) =>
        user ? { ...user, passwordChangeRequired: false } : user,
      );
      toast({ title: t("password.changed.title"), description: t("password.changed.description") });
    },
    onError: (error) => {
      const errors = fieldErrorsOf(error);
      const current = errors.currentPassword?.[0];
      const chosen = errors.newPassword?.[0];
      if (current) form.setError("currentPassword", { message: current });
      else if (chosen) form.setError("newPassword", { message: chosen });
      else
        toast({
          title: t("common:toasts.error"),
          description: serverMessage(error, t("password.failed")),
          variant: "destructive",
        });
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
