import { ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate, formatMoney } from "@shared/i18n/format";
import { parseAmountCents } from "@shared/money-finder/money-cents";
import type { MoneyRecoveryJson, MoneyStatus } from "@shared/money-finder/money-recovery";
import { Badge, type BadgeTone } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";

const STATUS_TONE: Record<MoneyStatus, BadgeTone> = { found: "blue", claiming: "amber", recovered: "green", failed: "red" };

interface RecoveryItemProps {
  record: MoneyRecoveryJson;
  /** Absent in the history: the actions live in the active list. */
  onStatus?: (status: MoneyStatus) => void;
  busy?: boolean;
}

/** One record: Example label, amount, status, the real place to claim, the steps and the documents. */
export function RecoveryItem({ record, onStatus, busy }: RecoveryItemProps) {
  const { t, i18n } = useTranslation("money-finder");
  const amount = formatMoney((parseAmountCents(record.amount) ?? 0) / 100, "cents", i18n.language);
  const internal = record.officialUrl.startsWith("/");
  const headingId = `recovery-${record.id}`;
  return (
    <Card className="grid gap-3 p-4" aria-labelledby={headingId} role="article">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            {record.isExample && <Badge tone="violet">{t("item.example")}</Badge>}
            <Badge tone={STATUS_TONE[record.status]}>{t(`status.${record.status}`)}</Badge>
            <span className="text-xs text-slate-600">{t(`types.${record.type}`)}</span>
          </div>
          <h3 id={headingId} className="break-words text-base font-bold text-slate-900">
            {record.source}
          </h3>
          {record.description && <p className="text-sm text-slate-700">{record.description}</p>}
          {record.deadline && (
            <p className="text-sm text-slate-700">
              {t("item.deadline", { date: formatDate(record.deadline, "long", i18n.language) })}
            </p>
          )}
        </div>
        <p className="text-xl font-bold text-slate-900">{amount}</p>
      </div>
      <p className="text-sm">
        <span className="font-semibold text-slate-900">{t("item.whereToClaim")} </span>
        {internal ? (
          <Link to={record.officialUrl} className="text-brand-700 underline">
            {record.officialName}
          </Link>
        ) : (
          <a
            href={record.officialUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-brand-700 underline"
          >
            {record.officialName}
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </a>
        )}
      </p>
      <details className="rounded-md border border-slate-200 p-3 text-sm">
        <summary className="cursor-pointer font-semibold text-slate-900">{t("item.howToClaim")}</summary>
        <ol className="mt-2 grid list-decimal gap-1 pl-5 text-slate-800">
          {record.instructions.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <h4 className="mt-3 font-semibold text-slate-900">{t("item.documents")}</h4>
        <ul className="mt-1 grid list-disc gap-1 pl-5 text-slate-800">
          {record.requiredDocuments.map((document) => (
            <li key={document}>{document}</li>
          ))}
        </ul>
      </details>
      {onStatus && (record.status === "found" || record.status === "claiming") && (
        <div className="flex flex-wrap gap-2">
          {record.status === "found" ? (
            <Button size="sm" disabled={busy} onClick={() => onStatus("claiming")}>
              {t("item.startClaim")}
            </Button>
          ) : (
            <Button size="sm" disabled={busy} onClick={() => onStatus("recovered")}>
              {t("item.markRecovered")}
            </Button>
          )}
          <Button size="sm" variant="outline" disabled={busy} onClick={() => onStatus("failed")}>
            {t("item.markFailed")}
          </Button>
        </div>
      )}
    </Card>
  );
}
