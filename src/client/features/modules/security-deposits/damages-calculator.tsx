import { FileText, Gavel } from "lucide-react";
import { useState, type InputHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { Callout } from "@client/components/legal/callout";
import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import { summaryOf } from "@shared/content/law-summaries";
import { SECURITY_DEPOSIT } from "@shared/florida/law";
import { formatMoney, parseMoney } from "@shared/i18n/format";
import { ChoiceGroup } from "../choice-group";
import { LawCitations } from "../deadline-result";
import { TabLinkButton } from "../tab-link-button";
import {
  calculateDepositClaim,
  type ClaimNoticeTiming,
  type DepositError,
  type Reason,
  type VacatingNotice,
} from "./deposit-calculator";

const SD = SECURITY_DEPOSIT;

/** A reason's or an error's message, with its amounts as money and its other figures as they are. */
function useCalculatorWords() {
  const { t, i18n } = useTranslation("modules");
  const money = (amount: number) => formatMoney(amount, "whole", i18n.language);
  const amounts = (values: Record<string, number> = {}) =>
    Object.fromEntries(Object.entries(values).map(([name, amount]) => [name, money(amount)]));
  return {
    t,
    money,
    reason: (reason: Reason) =>
      reason.id === "lawSummary"
        ? reason.laws[0]
          ? (summaryOf(reason.laws[0], i18n.language) ?? "")
          : ""
        : t(`securityDeposits.calculator.reasons.${reason.id}`, { ...reason.counts, ...amounts(reason.amounts) }),
    error: (error: DepositError) => t(`securityDeposits.calculator.errors.${error.id}`, amounts(error.amounts)),
  };
}

function ReasonList({ reasons }: { reasons: readonly Reason[] }) {
  const { reason: words } = useCalculatorWords();
  return (
    <ul className="ml-5 grid list-disc gap-1.5">
      {reasons.map((reason, index) => (
        <li key={index}>
          {words(reason)} <LawCitations laws={reason.laws} />
        </li>
      ))}
    </ul>
  );
}

/** A dollar amount field; FormField's id and aria attributes pass through to the input. */
function MoneyInput({ onValue, ...props }: InputHTMLAttributes<HTMLInputElement> & { onValue: (value: string) => void }) {
  const { t } = useTranslation("modules");
  return (
    <Input
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      placeholder={t("securityDeposits.calculator.moneyPlaceholder")}
      onChange={(event) => onValue(event.target.value)}
    />
  );
}

/** Deposit, amount kept, the landlord's notice → the amount to demand and to claim in court, and why (§ 83.49). */
export function DamagesCalculator() {
  const { t, money, error: errorWords } = useCalculatorWords();
  const [deposit, setDeposit] = useState("");
  const [kept, setKept] = useState("");
  const [disputed, setDisputed] = useState("");
  const [claimNotice, setClaimNotice] = useState<ClaimNoticeTiming>();
  const [vacating, setVacating] = useState<VacatingNotice>();

  const claimDays = { days: SD.claimNoticeDays.value };
  const noticeChoices = [
    { value: "on_time", label: t("securityDeposits.calculator.noticeOnTime", claimDays) },
    { value: "late", label: t("securityDeposits.calculator.noticeLate", claimDays) },
    { value: "none", label: t("securityDeposits.calculator.noticeNone") },
  ] as const;
  const vacatingChoices = [
    { value: "yes", label: t("securityDeposits.calculator.vacatingYes") },
    { value: "no", label: t("securityDeposits.calculator.vacatingNo") },
    { value: "unsure", label: t("securityDeposits.calculator.vacatingUnsure") },
  ] as const;

  const depositDollars = parseMoney(deposit);
  const keptDollars = parseMoney(kept);
  // Check the amounts as soon as the deposit is typed; show the answer once the first question is answered too.
  const checked =
    depositDollars === undefined
      ? undefined
      : calculateDepositClaim({
          depositDollars,
          keptDollars: keptDollars ?? 0,
          disputedDollars: keptDollars === undefined ? undefined : parseMoney(disputed),
          claimNotice: claimNotice ?? "none",
          vacatingNotice: vacating,
        });
  const result = checked?.ok && keptDollars !== undefined && claimNotice !== undefined ? checked : undefined;
  const error = (field: "deposit" | "kept" | "disputed", text: string) =>
    checked && !checked.ok && checked.field === field && text.trim() !== "" ? errorWords(checked) : undefined;

  return (
    <div className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={t("securityDeposits.calculator.depositLabel")} error={error("deposit", deposit)}>
          <MoneyInput value={deposit} onValue={setDeposit} />
        </FormField>
        <FormField
          label={t("securityDeposits.calculator.keptLabel")}
          hint={t("securityDeposits.calculator.keptHint")}
          error={error("kept", kept)}
        >
          <MoneyInput value={kept} onValue={setKept} />
        </FormField>
        <FormField
          label={t("securityDeposits.calculator.disputedLabel")}
          hint={t("securityDeposits.calculator.disputedHint")}
          error={error("disputed", disputed)}
        >
          <MoneyInput value={disputed} onValue={setDisputed} />
        </FormField>
      </div>
      <ChoiceGroup
        legend={t("securityDeposits.calculator.noticeLegend", claimDays)}
        choices={noticeChoices}
        value={claimNotice}
        onChange={setClaimNotice}
      />
      <ChoiceGroup
        legend={t("securityDeposits.calculator.vacatingLegend", { days: SD.tenantVacatingNoticeDays.value })}
        choices={vacatingChoices}
        value={vacating}
        onChange={setVacating}
      />

      <div className="grid gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4">
        <p aria-live="polite" className="text-lg font-bold text-brand-900">
          {result
            ? t("securityDeposits.calculator.askFor", { amount: money(result.demandDollars) })
            : t("securityDeposits.calculator.empty")}
        </p>
        {result && (
          <>
            {result.demandDollars > 0 && (
              <p className="text-sm font-semibold text-slate-900">
                {result.overSmallClaimsLimit
                  ? t("securityDeposits.calculator.sueUpTo", { amount: money(result.lawsuitDollars) })
                  : t("securityDeposits.calculator.sueFor", { amount: money(result.lawsuitDollars) })}
              </p>
            )}
            <div className="text-sm text-slate-800">
              <p className="mb-1 font-semibold">{t("securityDeposits.calculator.why")}</p>
              <ReasonList reasons={result.reasons} />
            </div>
            {result.warnings.length > 0 && (
              <Callout tone="warning" title={t("securityDeposits.calculator.checkThis")}>
                <ReasonList reasons={result.warnings} />
              </Callout>
            )}
            {result.demandDollars > 0 && (
              <div className="flex flex-wrap gap-3">
                <TabLinkButton tab="demand" size="lg" variant="default">
                  <FileText aria-hidden="true" />
                  {t("securityDeposits.calculator.writeDemand")}
                </TabLinkButton>
                <TabLinkButton tab="lawsuit" size="lg">
                  <Gavel aria-hidden="true" />
                  {t("securityDeposits.calculator.sue")}
                </TabLinkButton>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
