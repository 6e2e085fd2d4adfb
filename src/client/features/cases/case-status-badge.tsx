import { useTranslation } from "react-i18next";
import type { CaseStatus } from "@shared/case-enums";
import { Badge, type BadgeTone } from "@client/components/ui/badge";

/** Each status its own colour; the label always says it in words too. */
const CASE_STATUS_TONES: Record<CaseStatus, BadgeTone> = {
  draft: "slate",
  in_progress: "blue",
  filed: "violet",
  completed: "green",
  resolved: "teal",
};

export function CaseStatusBadge({ status }: { status: CaseStatus }) {
  const { t } = useTranslation("cases");
  return <Badge tone={CASE_STATUS_TONES[status] ?? "slate"}>{t(`statuses.${status}`, { defaultValue: status })}</Badge>;
}
