import { CheckCircle2, Hourglass, PiggyBank, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatMoney, formatNumber } from "@shared/i18n/format";
import { StatGrid } from "@client/components/stat-grid";
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
    <StatGrid
      id="money-summary-heading"
      heading={t("summary.heading")}
      columns={3}
      stats={CARDS.map(({ key, icon, tone }) => ({ key, icon, tone, label: t(`summary.${key}`), value: value[key] }))}
    />
  );
}
