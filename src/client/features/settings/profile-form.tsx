import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { updateProfile } from "@shared/api/auth";
import { profileUpdateSchema, type ProfileUpdate, type PublicUser } from "@shared/auth-schemas";
import { CountySelect } from "@client/components/county-select";
import { NameFields } from "@client/components/name-fields";
import { Button } from "@client/components/ui/button";
import { FormField } from "@client/components/ui/form-field";
import { callApi, serverMessage } from "@client/lib/api";
import { USER_QUERY_KEY } from "@client/lib/use-account-language";
import { toast } from "@client/lib/use-toast";

export function ProfileForm({ user }: { user: PublicUser }) {
  const { t } = useTranslation("settings");
  const queryClient = useQueryClient();
  const form = useForm<ProfileUpdate>({
    // The values as typed go to the server, which reads an empty field as "clear it".
    resolver: zodResolver(profileUpdateSchema, undefined, { raw: true }),
    defaultValues: {
      firstName: user.firstName ?? "",
      lastName: user.lastName ?? "",
      county: (user.county ?? "") as ProfileUpdate["county"],
    },
  });
  const save = useMutation({
    mutationFn: (values: ProfileUpdate) => callApi(updateProfile, { body: values }),
    onSuccess: (updated) => {
      queryClient.setQueryData(USER_QUERY_KEY, updated);
      toast({ title: t("profile.saved.title"), description: t("profile.saved.description") });
    },
    onError: (error) =>
      toast({ title: t("common:toasts.error"), description: serverMessage(error, t("profile.failed")), variant: "destructive" }),
  });
  const { errors } = form.formState;
  const fields = { firstName: form.register("firstName"), lastName: form.register("lastName"), county: form.register("county") };
  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <NameFields firstName={fields.firstName} lastName={fields.lastName} errors={errors} />
      <FormField label={t("common:fields.county")} error={errors.county?.message}>
        <CountySelect placeholder={t("common:fields.noCounty")} {...fields.county} />
      </FormField>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("profile.pending") : t("profile.submit")}
        </Button>
      </div>
    </form>
  );
}
