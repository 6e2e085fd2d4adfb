import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { caseCreateSchema, CASE_TITLE_MAX_LENGTH, type CaseCreateInput, type CaseJson } from "@shared/case-schemas";
import { isFloridaCounty } from "@shared/counties";
import { CountySelect } from "@client/components/county-select";
import { Button } from "@client/components/ui/button";
import { FormField } from "@client/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@client/components/ui/input";
import { apiJson, fieldErrorsOf } from "@client/lib/api";
import { handleUnauthorized } from "@client/lib/unauthorized";
import { useAuth } from "@client/lib/use-auth";
import { toast } from "@client/lib/use-toast";
import { CaseTypeOptions } from "./case-options";

const FIELDS = ["title", "type", "county", "description"] as const;

/** A case with no guided questions: a title, a type, a county (the person's own by default) and a description. */
export function BlankCaseForm() {
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
    mutationFn: (input: z.output<typeof caseCreateSchema>) => apiJson<CaseJson>("POST", "/api/cases", input),
    onSuccess: async (created) => {
      queryClient.setQueryData(["/api/cases", created.id], created);
      toast({ title: "Case Created", description: `"${created.title}" is saved. Add papers and next steps from here.` });
      void navigate(`/cases/${created.id}`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/cases"], exact: true }),
        queryClient.invalidateQueries({ queryKey: ["/api/stats"] }),
      ]);
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      const fieldErrors = fieldErrorsOf(error);
      for (const name of FIELDS) if (fieldErrors[name]?.[0]) form.setError(name, { message: fieldErrors[name][0] });
      toast({ title: "Error", description: "Failed to create case. Please try again.", variant: "destructive" });
    },
  });
  const { errors } = form.formState;
  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((input) => create.mutate(input))}>
      <FormField label="Case title" required hint="A short name you will recognise, e.g. “Deposit from Oak Street apartment”." error={errors.title?.message}>
        <Input autoComplete="off" maxLength={CASE_TITLE_MAX_LENGTH} {...form.register("title")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Type of case" required hint="Pick the one closest to your problem." error={errors.type?.message}>
          <NativeSelect {...form.register("type")}>
            <option value="">Choose a type…</option>
            <CaseTypeOptions />
          </NativeSelect>
        </FormField>
        <FormField label="County" hint="Where the case is, or will be, filed." error={errors.county?.message}>
          <CountySelect placeholder="No county chosen" {...form.register("county")} />
        </FormField>
      </div>
      <FormField label="Description" hint="What happened, in your own words. You can change it later." error={errors.description?.message}>
        <Textarea rows={5} {...form.register("description")} />
      </FormField>
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Creating case..." : "Create Case"}
        </Button>
      </div>
    </form>
  );
}
