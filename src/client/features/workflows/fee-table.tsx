import { useTranslation } from "react-i18next";
import { formatMoney } from "@shared/i18n/format";
import { workflowFilingFee, type WorkflowFee } from "@shared/workflows/workflow-fee";

/** What filing costs for the amount entered so far, and the per-defendant costs: all from the law module. */
export function FeeTable({ fees, values }: { fees: WorkflowFee; values: Record<string, unknown> }) {
  const { t, i18n } = useTranslation("workflows");
  const money = (dollars: number, style?: "whole") => formatMoney(dollars, style, i18n.language);
  const fee = workflowFilingFee(fees, values);
  const amount = values[fees.amountField];
  return (
    <section aria-labelledby="workflow-fees" className="grid gap-1 rounded-md bg-slate-50 p-3 text-sm text-slate-800">
      <h4 id="workflow-fees" className="font-semibold text-slate-900">
        {t("fee.title")}
      </h4>
      <p aria-live="polite">
        {fee === undefined
          ? t("fee.filingUnknown")
          : t("fee.filing", { amount: money(Number(String(amount).replace(/[$,\s]/g, ""))), fee: money(fee, "whole") })}
      </p>
      {fees.extras.map((extra) => (
        <p key={extra.code}>{t(`fee.${extra.code}`, { amount: money(extra.amountDollars, "whole") })}</p>
      ))}
      <p className="text-slate-600">{t("fee.note")}</p>
    </section>
  );
}
