import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { passwordChangeSchema } from "@shared/auth-schemas";
import { Button } from "@client/components/ui/button";
import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import { apiRequest, fieldErrorsOf, serverMessage } from "@client/lib/api";
import { toast } from "@client/lib/use-toast";

const passwordFormSchema = passwordChangeSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
type PasswordForm = z.input<typeof passwordFormSchema>;

export function PasswordForm() {
  const form = useForm<PasswordForm>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: PasswordForm) =>
      apiRequest("POST", "/api/user/password", { currentPassword, newPassword }),
    onSuccess: () => {
      form.reset();
      toast({ title: "Password Changed", description: "Use your new password next time you log in." });
    },
    onError: (error) => {
      const current = fieldErrorsOf(error).currentPassword?.[0];
      if (current) form.setError("currentPassword", { message: current });
      else toast({ title: "Error", description: serverMessage(error, "Failed to change your password. Please try again."), variant: "destructive" });
    },
  });
  const { errors } = form.formState;
  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((values) => change.mutate(values))}>
      <FormField label="Current password" error={errors.currentPassword?.message} required>
        <Input type="password" autoComplete="current-password" {...form.register("currentPassword")} />
      </FormField>
      <FormField label="New password" hint="At least 6 characters." error={errors.newPassword?.message} required>
        <Input type="password" autoComplete="new-password" {...form.register("newPassword")} />
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message} required>
        <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
      </FormField>
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? "Changing..." : "Change Password"}
        </Button>
      </div>
    </form>
  );
}
