import { CalendarClock } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { debtAnswerDeadline, type DebtCourt } from "@shared/florida/deadlines";
import { isIsoDate } from "@shared/florida/iso-date";
import { COURTS, DEBT, SMALL_CLAIMS } from "@shared/florida/law";
import { formatMoney } from "@shared/i18n/format";
import type { MarkdownTokens } from "@client/components/content/content-document";
import { InfoCard } from "@client/components/legal/info-card";
import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import { Citations } from "@client/components/legal/citations";
import { useExplanation } from "@client/components/deadlines/use-explanation";
import { todayIso } from "@client/lib/today";
import { DeadlineResult } from "../deadline-result";
import { ContentText, ContentTitle, useModuleContent } from "../module-content";

type CourtChoice = DebtCourt | "unsure";

const COURT_CHOICES: readonly CourtChoice[] = ["small_claims", "county_civil", "circuit", "unsure"];

/** The overview's calculator card: service date + which court → the last day to answer. */
export function AnswerDeadlineCard() {
  const { titleTokens, sections } = useModuleContent("debt-defense/answer-deadline");
  const [courtHelp, passed] = sections;
  return (
    <InfoCard title={<ContentTitle tokens={titleTokens} />} icon={CalendarClock}>
      <AnswerDeadlineCalculator
        courtQuestion={courtHelp?.heading ?? []}
        courtHelp={courtHelp?.body ?? []}
        passedNote={<ContentText tokens={passed?.body ?? []} className="grid gap-2" />}
      />
    </InfoCard>
  );
}

function AnswerDeadlineCalculator({
  courtQuestion,
  courtHelp,
  passedNote,
}: {
  courtQuestion: MarkdownTokens;
  courtHelp: MarkdownTokens;
  passedNote: ReactNode;
}) {
  const { t, i18n } = useTranslation("modules");
  const [served, setServed] = useState("");
  const [court, setCourt] = useState<CourtChoice | "">("");
  const legendId = useId();
  const today = todayIso();
  const amounts = {
    limit: formatMoney(SMALL_CLAIMS.limitDollars.value, "whole", i18n.language),
    countyLimit: formatMoney(COURTS.countyCourtCivilLimitDollars.value, "whole", i18n.language),
  };
  const choices: Record<CourtChoice, { label: string; hint: string }> = {
    small_claims: {
      label: t("debtDefense.calculator.courts.smallClaims.label"),
      hint: t("debtDefense.calculator.courts.smallClaims.hint", amounts),
    },
    county_civil: {
      label: t("debtDefense.calculator.courts.county.label"),
      hint: t("debtDefense.calculator.courts.county.hint", amounts),
    },
    circuit: {
      label: t("debtDefense.calculator.courts.circuit.label"),
      hint: t("debtDefense.calculator.courts.circuit.hint", amounts),
    },
    unsure: { label: t("debtDefense.calculator.courts.unsure.label"), hint: t("debtDefense.calculator.courts.unsure.hint") },
  };

  const dateError = served && isIsoDate(served) && served > today ? t("debtDefense.calculator.futureDate") : undefined;
  const ready = court !== "" && isIsoDate(served) && !dateError;

  return (
    <div className="grid gap-4">
      <FormField label={t("debtDefense.calculator.servedLabel")} hint={t("debtDefense.calculator.servedHint")} error={dateError}>
        <Input type="date" value={served} max={today} onChange={(event) => setServed(event.target.value)} />
      </FormField>

      <fieldset className="grid gap-2" aria-describedby={`${legendId}-hint`}>
        <legend className="text-sm font-semibold text-slate-800">
          <ContentTitle tokens={courtQuestion} />
        </legend>
        <div id={`${legendId}-hint`} className="text-sm text-slate-600">
          <ContentText tokens={courtHelp} className="grid gap-2" />
        </div>
        {COURT_CHOICES.map((id) => (
          <label
            key={id}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-slate-300 bg-white p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={`${legendId}-court`}
              value={id}
              checked={court === id}
              onChange={() => setCourt(id)}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
            />
            <span>
              <span className="block font-semibold text-slate-900">{choices[id].label}</span>
              <span className="block text-slate-700">{choices[id].hint}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <div aria-live="polite">{ready && <CalculatorAnswer served={served} court={court} passedNote={passedNote} />}</div>
    </div>
  );
}

function CalculatorAnswer({ served, court, passedNote }: { served: string; court: CourtChoice; passedNote: ReactNode }) {
  const { t } = useTranslation("modules");
  const explain = useExplanation();
  if (court !== "unsure") {
    return (
      <DeadlineResult
        deadline={debtAnswerDeadline(served, court)}
        heading={t("debtDefense.calculator.yourDeadline")}
        passedNote={passedNote}
      />
    );
  }
  const answerBy = debtAnswerDeadline(served, "county_civil");
  const smallClaims = debtAnswerDeadline(served, "small_claims");
  return (
    <div className="grid gap-3">
      <DeadlineResult
        deadline={answerBy}
        heading={t("debtDefense.calculator.safeDeadline", { days: DEBT.answerDays.value })}
        passedNote={passedNote}
      />
      <p className="text-sm text-slate-800">
        {t("debtDefense.calculator.ifSmallClaims")} {explain(smallClaims.explanation)} <Citations text={smallClaims.citation} />{" "}
        {t("debtDefense.calculator.checkCourt")}
      </p>
    </div>
  );
}
