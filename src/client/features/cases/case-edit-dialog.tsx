import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { CASE_NUMBER_MAX_LENGTH, caseUpdateSchema, type CaseJson, type CaseUpdateInput } from "@shared/case-schemas";
import { CountySelect } from "@client/components/county-select";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { FormField } from "@client/components/ui/form-field";
import { Input, Textarea } from "@client/components/ui/input";
import { fieldErrorsOf } from "@client/lib/api";
import { toast } from "@client/lib/use-toast";
import { showCaseError, useUpdateCase } from "./use-case";

interface CaseEditDialogProps {
  item: CaseJson;
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function CaseEditDialog({ item, open, onOpenChange }: CaseEditDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit case</DialogTitle>
          <DialogDescription>Change the title, story, county or case number. Your documents stay as they are.</DialogDescription>
        </DialogHeader>
        {/* The form mounts with each opening, so it always starts from the saved case. */}
        <CaseEditForm item={item} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

const EDITABLE = ["title", "description", "county", "caseNumber"] as const;

function CaseEditForm({ item, onDone }: { item: CaseJson; onDone(): void }) {
  const update = useUpdateCase(item.id);
  const form = useForm<CaseUpdateInput, unknown, z.output<typeof caseUpdateSchema>>({
    resolver: zodResolver(caseUpdateSchema),
    defaultValues: {
      title: item.title,
      description: item.description,
      county: (item.county ?? "") as CaseUpdateInput["county"],
      caseNumber: item.caseNumber ?? "",
    },
  });
  const submit = form.handleSubmit((changes) =>
    update.mutate(changes, {
      onSuccess: () => {
        toast({ title: "Case Updated", description: "Your changes have been saved." });
        onDone();
      },
      onError: (error) => {
        const fieldErrors = fieldErrorsOf(error);
        const shown = EDITABLE.filter((name) => fieldErrors[name]?.[0]);
        for (const name of shown) form.setError(name, { message: fieldErrors[name]![0] });
        if (shown.length > 0) form.setFocus(shown[0]!);
        else showCaseError(error, "Failed to update the case. Please try again.");
      },
    }),
  );
  const { errors } = form.formState;
  return (
    <form className="grid gap-4" noValidate onSubmit={submit}>
      <FormField label="Title" required error={errors.title?.message}>
        <Input autoComplete="off" {...form.register("title")} />
      </FormField>
      <FormField label="Case number" hint="The number the clerk gave your case, if you have one." error={errors.caseNumber?.message}>
        <Input autoComplete="off" maxLength={CASE_NUMBER_MAX_LENGTH} placeholder="e.g. 2026-SC-001234" {...form.register("caseNumber")} />
      </FormField>
      <FormField label="County" error={errors.county?.message}>
        <CountySelect placeholder="No county chosen" {...form.register("county")} />
      </FormField>
      <FormField label="Description" hint="What happened, in your own words." error={errors.description?.message}>
        <Textarea rows={5} {...form.register("description")} />
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </DialogFooter>
    </form>
  );
}
