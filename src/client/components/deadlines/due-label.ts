import { useTranslation } from "react-i18next";
import type { DeadlineJson } from "@shared/deadlines/deadline-fields";
import { dueLabel } from "@shared/deadlines/deadline-status";
import { formatDate } from "@shared/i18n/format";

/** Today, Tomorrow, "In N days", "N days overdue" or "Aug 3, 2026" (the deadline's status), in words. */
export function useDueLabelText(): (deadline: Pick<DeadlineJson, "dueDate" | "status">, today: string) => string {
  const { t, i18n } = useTranslation("deadlines");
  return (deadline, today) => {
    const label = dueLabel(deadline, today);
    switch (label.key) {
      case "today":
        return t("due.today");
      case "tomorrow":
        return t("due.tomorrow");
      case "inDays":
        return t("due.inDays", { count: label.count });
      case "daysOverdue":
        return t("due.daysOverdue", { count: label.count });
      case "date":
        return formatDate(label.date ?? deadline.dueDate, "short", i18n.language);
    }
  };
}
