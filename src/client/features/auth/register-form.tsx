import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { registerFormSchema, type RegisterForm as RegisterValues } from "@shared/auth-schemas";
import { CountySelect } from "@client/components/county-select";
import { NameFields } from "@client/components/name-fields";
import { Button } from "@client/components/ui/button";
import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import { useAuth } from "@client/lib/use-auth";

export function RegisterForm() {
  const { register: registerUser } = useAuth();
  const form = useForm<RegisterValues, unknown, z.output<typeof registerFormSchema>>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { email: "", password: "", confirmPassword: "", firstName: "", lastName: "", county: "" },
  });
  const { errors } = form.formState;
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={form.handleSubmit(({ confirmPassword: _confirm, ...payload }) => registerUser.mutate(payload))}
    >
      <NameFields firstName={form.register("firstName")} lastName={form.register("lastName")} errors={errors} />
      <FormField label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register("email")} />
      </FormField>
      <FormField label="County" hint="We use it to fill in court papers for your county." error={errors.county?.message}>
        <CountySelect {...form.register("county")} />
      </FormField>
      <FormField label="Password" hint="At least 6 characters." error={errors.password?.message} required>
        <Input type="password" autoComplete="new-password" {...form.register("password")} />
      </FormField>
      <FormField label="Confirm password" error={errors.confirmPassword?.message} required>
        <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
      </FormField>
      <Button type="submit" size="lg" disabled={registerUser.isPending}>
        {registerUser.isPending ? "Creating account..." : "Create Free Account"}
      </Button>
    </form>
  );
}
