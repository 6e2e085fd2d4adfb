import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { profileUpdateSchema, type ProfileUpdate, type PublicUser } from "@shared/auth-schemas";
import { CountySelect } from "@client/components/county-select";
import { NameFields } from "@client/components/name-fields";
import { Button } from "@client/components/ui/button";
import { FormField } from "@client/components/ui/form-field";
import { apiJson, serverMessage } from "@client/lib/api";
import { USER_QUERY_KEY } from "@client/lib/use-auth";
import { toast } from "@client/lib/use-toast";

export function ProfileForm({ user }: { user: PublicUser }) {
  const queryClient = useQueryClient();
  const form = useForm<ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { firstName: user.firstName ?? "", lastName: user.lastName ?? "", county: (user.county ?? "") as ProfileUpdate["county"] },
  });
  const save = useMutation({
    mutationFn: (values: ProfileUpdate) => apiJson<PublicUser>("PATCH", "/api/user", values),
    onSuccess: (updated) => {
      queryClient.setQueryData(USER_QUERY_KEY, updated);
      toast({ title: "Profile Updated", description: "Your details have been saved." });
    },
    onError: (error) =>
      toast({ title: "Error", description: serverMessage(error, "Failed to save your details. Please try again."), variant: "destructive" }),
  });
  const { errors } = form.formState;
  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <NameFields firstName={form.register("firstName")} lastName={form.register("lastName")} errors={errors} />
      <FormField label="County" error={errors.county?.message}>
        <CountySelect placeholder="No county chosen" {...form.register("county")} />
      </FormField>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}
