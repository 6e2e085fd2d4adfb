import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, Wand2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { listCases } from "@shared/api/cases";
import type { TemplateVariableJson, UserTemplateJson } from "@shared/templates/template-schemas";
import { extractVariables, isLongVariable, MAX_VARIABLE_VALUE_LENGTH, missingVariables } from "@shared/templates/variables";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { FormField } from "@client/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@client/components/ui/input";
import { Progress } from "@client/components/ui/progress";
import { apiQuery } from "@client/lib/api";
import { toast } from "@client/lib/use-toast";
import { showTemplateError, useAutofill, useGenerateFromTemplate } from "./use-templates";

interface TemplateUseDialogProps {
  template: UserTemplateJson | undefined;
  onOpenChange(open: boolean): void;
}

/** The Use Template dialog: fill each variable (by hand or from a case), then generate the PDF. */
export function TemplateUseDialog({ template, onOpenChange }: TemplateUseDialogProps) {
  const { t } = useTranslation("templates");
  return (
    <Dialog open={template !== undefined} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        {template && (
          <>
            <DialogHeader>
              <DialogTitle className="break-words">{t("use.title", { name: template.name })}</DialogTitle>
              <DialogDescription>{t("use.description")}</DialogDescription>
            </DialogHeader>
            <UseForm template={template} onDone={() => onOpenChange(false)} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function initialValues(names: readonly string[], described: readonly TemplateVariableJson[]): Record<string, string> {
  const defaults = new Map(described.map((variable) => [variable.name, variable.defaultValue]));
  return Object.fromEntries(names.map((name) => [name, defaults.get(name) ?? ""]));
}

function UseForm({ template, onDone }: { template: UserTemplateJson; onDone(): void }) {
  const { t } = useTranslation("templates");
  const navigate = useNavigate();
  const names = extractVariables(template.template);
  const [values, setValues] = useState(() => initialValues(names, template.variables));
  const [caseId, setCaseId] = useState("");
  // Spec: the cases list is fetched only while this dialog is open (it is mounted only then).
  const cases = useQuery(apiQuery(listCases, {}));
  const autofill = useAutofill();
  const generate = useGenerateFromTemplate(template.id);
  const missing = missingVariables(names, values);
  const filled = names.length - missing.length;
  const ready = missing.length === 0;
  const typeOf = (name: string) => template.variables.find((variable) => variable.name === name)?.type ?? "text";

  const runAutofill = () =>
    autofill.mutate(
      { templateId: template.id, caseId: caseId || undefined },
      {
        onSuccess: ({ autoFillValues }) => {
          setValues((current) => ({ ...current, ...autoFillValues }));
          toast({
            title: t("toasts.autofilledTitle"),
            description: t("toasts.autofilled", { count: Object.keys(autoFillValues).length }),
          });
        },
        onError: (error) => showTemplateError(error, t("toasts.autofillFailedTitle"), t("toasts.autofillFailed")),
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) {
      toast({
        title: t("toasts.missingVariablesTitle"),
        description: t("toasts.missingVariables", { list: missing.join(", ") }),
        variant: "destructive",
      });
      return;
    }
    generate.mutate(
      { variables: values, caseId: caseId || undefined },
      {
        onSuccess: () => {
          toast({ title: t("toasts.generatedTitle"), description: t("toasts.generated") });
          onDone();
          void navigate("/documents");
        },
        onError: (error) => showTemplateError(error, t("toasts.generationFailedTitle"), t("toasts.generationFailed")),
      },
    );
  };

  return (
    <form className="grid gap-4" noValidate onSubmit={submit}>
      <div className="grid gap-2 rounded-md border border-slate-200 bg-slate-50 p-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <FormField label={t("use.case")} hint={t("use.autofillHint")}>
          <NativeSelect value={caseId} onChange={(event) => setCaseId(event.target.value)} disabled={cases.isPending}>
            <option value="">{cases.isPending ? t("use.casesLoading") : t("use.noCase")}</option>
            {(cases.data ?? []).map((item) => (
              <option key={item.id} value={item.id}>
                {item.title}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <Button variant="outline" onClick={runAutofill} disabled={autofill.isPending || names.length === 0}>
          <Wand2 aria-hidden="true" /> {autofill.isPending ? t("use.autofilling") : t("use.autofill")}
        </Button>
      </div>
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-semibold text-slate-900" aria-live="polite">
            {t("use.filled", { filled, total: names.length })}
          </p>
          {ready && (
            <Badge tone="green">
              <CheckCircle2 className="mr-1 size-3.5" aria-hidden="true" />
              {t("use.ready")}
            </Badge>
          )}
        </div>
        <Progress value={filled} max={Math.max(names.length, 1)} label={t("use.progress")} />
      </div>
      {names.length === 0 ? (
        <p className="text-sm text-slate-600">{t("use.noVariables")}</p>
      ) : (
        <div className="grid gap-3">
          {names.map((name) => {
            const value = values[name] ?? "";
            const set = (next: string) => setValues((current) => ({ ...current, [name]: next }));
            return (
              <FormField key={name} label={<span className="break-all">{name}</span>} required>
                {isLongVariable(name) ? (
                  <Textarea
                    rows={4}
                    maxLength={MAX_VARIABLE_VALUE_LENGTH}
                    value={value}
                    onChange={(event) => set(event.target.value)}
                  />
                ) : (
                  <Input
                    autoComplete="off"
                    inputMode={typeOf(name) === "number" ? "decimal" : undefined}
                    maxLength={MAX_VARIABLE_VALUE_LENGTH}
                    value={value}
                    onChange={(event) => set(event.target.value)}
                  />
                )}
              </FormField>
            );
          })}
        </div>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {t("use.cancel")}
        </Button>
        <Button type="submit" disabled={!ready || generate.isPending}>
          {generate.isPending ? t("use.generating") : t("use.generate")}
        </Button>
      </DialogFooter>
    </form>
  );
}
