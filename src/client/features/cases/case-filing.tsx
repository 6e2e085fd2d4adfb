import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { getFiling, getPacket, recordFiling } from "@shared/api/packets";
import type { CaseJson } from "@shared/case-schemas";
import { SERVICE_METHODS, type CaseFiling, type CaseFilingInput, type ServiceMethod } from "@shared/filing-schemas";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { FormField } from "@client/components/ui/form-field";
import { Input, NativeSelect as Select } from "@client/components/ui/input";
import { apiQuery, callApi, fieldErrorsOf, refreshAfter, serverMessage } from "@client/lib/api";
import { handleUnauthorized } from "@client/lib/unauthorized";
import { toast } from "@client/lib/use-toast";

interface ServiceRow {
  defendant: string;
  method: ServiceMethod;
  floridaResident: boolean;
  servedOn: string;
}

/** The defendants to record service for: her earlier record's, else the packet's summonses. */
function startingRows(filing: CaseFiling | null | undefined, defendants: readonly string[]): ServiceRow[] {
  if (filing) return filing.service.map((record) => ({ ...record, servedOn: record.servedOn ?? "" }));
  return defendants.map((defendant) => ({ defendant, method: "sheriff", floridaResident: true, servedOn: "" }));
}

/**
 * After filing: she keeps the case number the clerk gave, the day she filed, the pretrial conference date from the
 * summons and how and when each defendant is served (PUT /api/cases/:id/filing); then what comes next, with dates,
 * which are also added to her deadlines.
 */
export function CaseFiling({ item }: { item: CaseJson }) {
  const { t } = useTranslation("cases");
  const filing = useQuery(apiQuery(getFiling, { params: { id: item.id } }));
  const packet = useQuery({ ...apiQuery(getPacket, { params: { id: item.id } }), retry: false });
  if (filing.isPending || packet.isPending) return null;
  // The record of filing and serving is the plaintiff's: a defendant's case has nobody to serve with a summons.
  if (packet.data?.side === "defendant") return null;
  const defendants = packet.data?.papers.flatMap((paper) => (paper.defendant ? [paper.defendant] : [])) ?? [];
  return (
    <Card className="grid gap-4 p-5" data-testid="after-filing">
      <h3 className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <CalendarCheck className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <span>{t("filing.heading")}</span>
      </h3>
      <FilingForm item={item} saved={filing.data?.filing ?? null} defendants={defendants} />
      {filing.data && filing.data.nextSteps.length > 0 && (
        <section className="grid gap-2 border-t border-slate-200 pt-4" aria-labelledby="what-comes-next">
          <h4 id="what-comes-next" className="text-base font-bold text-slate-900">
            {t("filing.nextHeading")}
          </h4>
          <ol className="grid gap-2">
            {filing.data.nextSteps.map((step) => (
              <li key={`${step.key}-${step.text}`} className="grid gap-1 border-l-4 border-brand-200 pl-3 text-sm text-slate-800">
                <p>{step.text}</p>
                {step.citation && (
                  <span>
                    <Badge tone="blue">{step.citation}</Badge>
                  </span>
                )}
              </li>
            ))}
          </ol>
          <p className="text-sm text-slate-600">{t("filing.addedToDeadlines")}</p>
        </section>
      )}
    </Card>
  );
}

function FilingForm({ item, saved, defendants }: { item: CaseJson; saved: CaseFiling | null; defendants: readonly string[] }) {
  const { t } = useTranslation("cases");
  const queryClient = useQueryClient();
  const [caseNumber, setCaseNumber] = useState(saved?.caseNumber ?? item.caseNumber ?? "");
  const [filedOn, setFiledOn] = useState(saved?.filedOn ?? "");
  const [pretrialDate, setPretrialDate] = useState(saved?.pretrialDate ?? "");
  const [rows, setRows] = useState<ServiceRow[]>(() => startingRows(saved, defendants));
  const save = useMutation({
    mutationFn: (body: CaseFilingInput) => callApi(recordFiling, { params: { id: item.id }, body }),
    onSuccess: async () => {
      toast({ title: t("filing.savedTitle"), description: t("filing.saved") });
      await refreshAfter(queryClient, recordFiling);
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({ title: t("filing.failedTitle"), description: serverMessage(error, t("filing.failed")), variant: "destructive" });
    },
  });
  const errors = save.error ? fieldErrorsOf(save.error) : {};
  const change = (index: number, patch: Partial<ServiceRow>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <form
      className="grid gap-4"
      noValidate
      aria-label={t("filing.formLabel")}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({
          caseNumber,
          filedOn,
          ...(pretrialDate ? { pretrialDate } : {}),
          service: rows.map((row) => ({
            defendant: row.defendant,
            method: row.method,
            floridaResident: row.floridaResident,
            ...(row.servedOn ? { servedOn: row.servedOn } : {}),
          })),
        });
      }}
    >
      <p className="text-sm text-slate-700">{t("filing.intro")}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={t("filing.caseNumber")} required error={errors.caseNumber?.[0]}>
          <Input value={caseNumber} onChange={(event) => setCaseNumber(event.target.value)} />
        </FormField>
        <FormField label={t("filing.filedOn")} required error={errors.filedOn?.[0]}>
          <Input type="date" value={filedOn} onChange={(event) => setFiledOn(event.target.value)} />
        </FormField>
        <FormField label={t("filing.pretrialDate")} hint={t("filing.pretrialHint")} error={errors.pretrialDate?.[0]}>
          <Input type="date" value={pretrialDate} onChange={(event) => setPretrialDate(event.target.value)} />
        </FormField>
      </div>
      {rows.map((row, index) => (
        <fieldset key={index} className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">
            {t("filing.serviceOf", { defendant: row.defendant })}
          </legend>
          <FormField label={t("filing.method")} error={errors[`service.${index}.method`]?.[0]}>
            <Select value={row.method} onChange={(event) => change(index, { method: event.target.value as ServiceMethod })}>
              {SERVICE_METHODS.map((method) => (
                <option key={method} value={method}>
                  {t(`filing.methods.${method}`)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t("filing.floridaResident")}>
            <Select
              value={row.floridaResident ? "yes" : "no"}
              onChange={(event) => change(index, { floridaResident: event.target.value === "yes" })}
            >
              <option value="yes">{t("filing.yes")}</option>
              <option value="no">{t("filing.no")}</option>
            </Select>
          </FormField>
          <FormField
            label={t("filing.servedOn")}
            hint={t("filing.servedOnHint")}
            error={errors[`service.${index}.servedOn`]?.[0]}
          >
            <Input type="date" value={row.servedOn} onChange={(event) => change(index, { servedOn: event.target.value })} />
          </FormField>
        </fieldset>
      ))}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("filing.saving") : t("filing.save")}
        </Button>
      </div>
    </form>
  );
}
