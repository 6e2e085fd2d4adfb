import { Calculator, CalendarCheck, Check, Plus } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  clockInputsComplete,
  DEADLINE_CLOCKS,
  type ClockId,
  type ComputedDeadline,
  type DeadlineClock,
} from "@shared/deadlines/clocks";
import { formatDate } from "@shared/i18n/format";
import { computedDeadlineInput } from "@client/components/deadlines/computed-deadline";
import { useCreateDeadline } from "@client/components/deadlines/use-deadline-mutations";
import { useExplanation } from "@client/components/deadlines/use-explanation";
import { Citations } from "@client/components/legal/citations";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { FormField } from "@client/components/ui/form-field";
import { Input, NativeSelect } from "@client/components/ui/input";

/** Runs a clock on complete inputs; nothing while a date is half typed or out of range. */
function compute(clock: DeadlineClock | undefined, values: Record<string, string>): ComputedDeadline | undefined {
  if (!clock || !clockInputsComplete(clock, values)) return undefined;
  try {
    return clock.compute(values);
  } catch {
    return undefined;
  }
}

/** "Calculate a deadline": pick a Florida clock, enter its dates, read the last day and its law, add it in one click. */
export function DeadlineCalculator({ today }: { today: string }) {
  const { t, i18n } = useTranslation("deadlines");
  const headingId = useId();
  const [clockId, setClockId] = useState<ClockId | "">("");
  const [values, setValues] = useState<Record<string, string>>({});
  const [addedKey, setAddedKey] = useState<string | null>(null);
  const create = useCreateDeadline();
  const explain = useExplanation();
  const clock = DEADLINE_CLOCKS.find((candidate) => candidate.id === clockId);
  const result = compute(clock, values);
  const resultKey = result ? `${result.clockId}:${result.date}` : null;
  const added = resultKey !== null && resultKey === addedKey;
  const lastDay = result ? formatDate(result.date, "weekday", i18n.language) : "";

  const add = () => {
    if (!result) return;
    create.mutate(computedDeadlineInput(result, t(`clocks.${result.clockId}.deadlineTitle`), explain), {
      onSuccess: () => setAddedKey(resultKey),
    });
  };

  return (
    <Card className="grid gap-4 p-4 sm:p-5">
      <section aria-labelledby={headingId} className="grid gap-4">
        <div className="grid gap-1">
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <Calculator className="size-5 text-brand-700" aria-hidden="true" /> {t("calculator.heading")}
          </h2>
          <p className="text-sm text-slate-700">{t("calculator.intro")}</p>
        </div>
        <FormField label={t("calculator.clock")}>
          <NativeSelect value={clockId} onChange={(event) => setClockId(event.target.value as ClockId | "")}>
            <option value="">{t("calculator.chooseClock")}</option>
            {DEADLINE_CLOCKS.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {t(`clocks.${candidate.id}.title`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {clock && (
          <div className="grid gap-4 sm:grid-cols-2">
            {clock.inputs.map((input) => {
              const value = values[input.name] ?? "";
              const set = (next: string) => setValues((current) => ({ ...current, [input.name]: next }));
              return (
                <FormField key={input.name} label={t(`clocks.${clock.id}.inputs.${input.name}`)}>
                  {input.type === "date" ? (
                    <Input type="date" value={value} onChange={(event) => set(event.target.value)} />
                  ) : (
                    <NativeSelect value={value} onChange={(event) => set(event.target.value)}>
                      <option value="">{t("calculator.choose")}</option>
                      {(input.options ?? []).map((option) => (
                        <option key={option} value={option}>
                          {t(`clockOptions.${input.name}.${option}`)}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </FormField>
              );
            })}
          </div>
        )}
        {clock && (
          <div aria-live="polite" className="grid gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4">
            {result ? (
              <>
                <p className="flex items-start gap-2 text-slate-900">
                  <CalendarCheck className="mt-1 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                  <span>
                    <span className="block text-sm font-semibold">{t("calculator.resultHeading")}</span>
                    <span className="block text-lg font-bold" data-testid="calculated-date">
                      {lastDay}
                    </span>
                  </span>
                </p>
                <p className="text-sm text-slate-800">
                  {explain(result.explanation)} <Citations text={result.citation} />
                </p>
                {result.date < today && <p className="text-sm font-semibold text-red-800">{t("calculator.passed")}</p>}
                <div>
                  {added ? (
                    <p role="status" className="flex items-center gap-1.5 text-sm font-semibold text-green-800">
                      <Check className="size-4" aria-hidden="true" /> {t("calculator.added")}
                    </p>
                  ) : (
                    <Button disabled={create.isPending} onClick={add}>
                      <Plus aria-hidden="true" /> {create.isPending ? t("calculator.adding") : t("calculator.add")}
                    </Button>
                  )}
                </div>
              </>
            ) : (
              <p className="text-sm text-slate-700">{t("calculator.empty")}</p>
            )}
          </div>
        )}
      </section>
    </Card>
  );
}
