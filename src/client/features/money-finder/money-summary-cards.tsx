import { CheckCircle2, Hourglass, PiggyBank, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatMoney, formatNumber } from "@shared/i18n/format";
import { Card } from "@client/components/ui/card";
import { cn } from "@client/lib/cn";
import type { MoneySummary } from "./money-summary";

const CARDS: { key: "potential" | "active" | "recovered"; icon: LucideIcon; tone: string }[] = [
  { key: "potential", icon: PiggyBank, tone: "bg-brand-50 text-brand-700" },
  { key: "active", icon: Hourglass, tone: "bg-amber-50 text-amber-800" },
  { key: "recovered", icon: CheckCircle2, tone: "bg-green-50 text-green-800" },
];

/** Potential Recovery, Active Claims, Total Recovered. */
export function MoneySummaryCards({ summary }: { summary: MoneySummary }) {
  const { t, i18n } = useTranslation("money-finder");
  const value = {
    potential: formatMoney(summary.potentialCents / 100, "cents", i18n.language),
    active: formatNumber(summary.activeClaims, i18n.language),
    recovered: formatMoney(summary.recoveredCents / 100, "cents", i18n.language),
  };
  return (
    <section aria-labelledby="money-summary-heading">
      <h2 id="money-summary-heading" className="sr-only">
        {t("summary.heading")}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {CARDS.map(({ key, icon: Icon, tone }) => (
          <li key={key}>
            <Card className="flex h-full items-center gap-3 p-4">
              <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-md", tone)}>
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <p className="flex min-w-0 flex-col-reverse">
                <span className="text-sm text-slate-700">{t(`summary.${key}`)}</span>
                <span className="text-2xl font-bold text-slate-900" data-stat={key}>
                  {value[key]}
                </span>
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
