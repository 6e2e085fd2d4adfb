import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { createCase, getCase } from "@shared/api/cases";
import { caseCreateSchema, CASE_TITLE_MAX_LENGTH, type CaseCreateInput } from "@shared/case-schemas";
import { isFloridaCounty } from "@shared/counties";
import { CountySelect } from "@client/components/county-select";
import { Button } from "@client/components/ui/button";
import { FormField } from "@client/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@client/components/ui/input";
import { callApi, fieldErrorsOf, queryKeyOf, refreshAfter } from "@client/lib/api";
import { handleUnauthorized } from "@client/lib/unauthorized";
import { useAuth } from "@client/lib/use-auth";
import { toast } from "@client/lib/use-toast";
import { CaseTypeOptions } from "./case-options";

const FIELDS = ["title", "type", "county", "description"] as const;

/** A case with no guided questions: a title, a type, a county (the person's own by default) and a description. */
export function BlankCaseForm() {
  const { t } = useTranslation("cases");
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<CaseCreateInput, unknown, z.output<typeof caseCreateSchema>>({
    resolver: zodResolver(caseCreateSchema),
    defaultValues: {
      title: "",
      type: "" as CaseCreateInput["type"],
      county: (user?.county && isFloridaCounty(user.county) ? user.county : "") as CaseCreateInput["county"],
      description: "",
    },
  });
  const create = useMutation({
    mutationFn: (input: z.output<typeof caseCreateSchema>) => callApi(createCase, { body: input }),
    onSuccess: async (created) => {
      queryClient.setQueryData(queryKeyOf(getCase, { params: { id: created.id } }), created);
      toast({ title: t("create.createdTitle"), description: t("create.created", { title: created.title }) });
      void navigate(`/cases/${created.id}`);
      await refreshAfter(queryClient, createCase);
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      const fieldErrors = fieldErrorsOf(error);
      for (const name of FIELDS) if (fieldErrors[name]?.[0]) form.setError(name, { message: fieldErrors[name][0] });
      toast({ title: t("create.errorTitle"), description: t("create.failed"), variant: "destructive" });
    },
  });
  const fields = {
    title: form.register("title"),
    type: form.register("type"),
    county: form.register("county"),
    description: form.register("description"),
  };
  const { errors } = form.formState;
  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((input) => create.mutate(input))}>
      <FormField label={t("create.titleLabel")} required hint={t("create.titleHint")} error={errors.title?.message}>
        <Input autoComplete="off" maxLength={CASE_TITLE_MAX_LENGTH} {...fields.title} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("create.typeLabel")} required hint={t("create.typeHint")} error={errors.type?.message}>
          <NativeSelect {...fields.type}>
            <option value="">{t("create.chooseType")}</option>
            <CaseTypeOptions />
          </NativeSelect>
        </FormField>
        <FormField label={t("overview.county")} hint={t("create.countyHint")} error={errors.county?.message}>
          <CountySelect placeholder={t("form.noCounty")} {...fields.county} />
        </FormField>
      </div>
      <FormField label={t("form.description")} hint={t("create.descriptionHint")} error={errors.description?.message}>
        <Textarea rows={5} {...fields.description} />
      </FormField>
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t("create.creating") : t("create.submit")}
        </Button>
      </div>
    </form>
  );
}
