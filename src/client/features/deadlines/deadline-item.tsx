import { CalendarPlus, Check, MapPin, Pencil, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { downloadDeadline } from "@shared/api/deadlines";
import type { DeadlineJson } from "@shared/deadlines/deadline-fields";
import { isOverdue } from "@shared/deadlines/deadline-status";
import { formatDate } from "@shared/i18n/format";
import { useDueLabelText } from "@client/components/deadlines/due-label";
import { Badge, type BadgeTone } from "@client/components/ui/badge";
import { Button, buttonVariants } from "@client/components/ui/button";
import { urlOf } from "@client/lib/api";
import { cn } from "@client/lib/cn";

const PRIORITY_TONES: Record<DeadlineJson["priority"], BadgeTone> = {
  low: "slate",
  medium: "blue",
  high: "amber",
  critical: "red",
};

interface DeadlineItemProps {
  deadline: DeadlineJson;
  today: string;
  onComplete(deadline: DeadlineJson): void;
  onEdit(deadline: DeadlineJson): void;
  onDelete(deadline: DeadlineJson): void;
  completing?: boolean;
}

/** One deadline of the selected day: when it is due, its details, and complete (pending only), edit, delete. */
export function DeadlineItem({ deadline, today, onComplete, onEdit, onDelete, completing }: DeadlineItemProps) {
  const { t, i18n } = useTranslation("deadlines");
  const dueText = useDueLabelText();
  const overdue = isOverdue(deadline, today);
  const done = deadline.status === "completed";
  const title = deadline.title;
  return (
    <article
      className={cn("grid gap-2 rounded-md border p-3", overdue ? "border-red-300 bg-red-50/50" : "border-slate-200 bg-white")}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className={cn("min-w-0 font-semibold break-words", done ? "text-slate-600 line-through" : "text-slate-900")}>
          {title}
        </h3>
        <div className="flex flex-wrap gap-1.5">
          {done && <Badge tone="green">{t("item.completed")}</Badge>}
          {overdue && <Badge tone="red">{t("item.overdue")}</Badge>}
          <Badge tone={PRIORITY_TONES[deadline.priority]}>
            {t("item.priorityLabel", { priority: t(`priorities.${deadline.priority}`) })}
          </Badge>
          <Badge tone="slate">{t("item.typeLabel", { type: t(`types.${deadline.type}`) })}</Badge>
        </div>
      </div>
      <p className={cn("text-sm font-medium", overdue ? "text-red-800" : "text-slate-800")}>
        {dueText(deadline, today)}
        {deadline.dueTime && ` ${t("item.at", { time: deadline.dueTime })}`}
      </p>
      {deadline.description && <p className="text-sm break-words whitespace-pre-line text-slate-700">{deadline.description}</p>}
      {deadline.location && (
        <p className="flex items-start gap-1.5 text-sm break-words text-slate-700">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="sr-only">{t("item.location")} </span>
            {deadline.location}
          </span>
        </p>
      )}
      {deadline.notes && <p className="text-sm break-words whitespace-pre-line text-slate-600">{deadline.notes}</p>}
      {deadline.reminderDate && !done && (
        <p className="text-sm text-slate-600">
          {t("item.reminder", { date: formatDate(deadline.reminderDate, "short", i18n.language) })}
        </p>
      )}
      <div className="flex flex-wrap gap-2 pt-1">
        {!done && (
          <Button
            size="sm"
            disabled={completing}
            aria-label={t("item.completeLabel", { title })}
            onClick={() => onComplete(deadline)}
          >
            <Check aria-hidden="true" /> {t("item.complete")}
          </Button>
        )}
        <Button size="sm" variant="outline" aria-label={t("item.editLabel", { title })} onClick={() => onEdit(deadline)}>
          <Pencil aria-hidden="true" /> {t("item.edit")}
        </Button>
        <Button size="sm" variant="outline" aria-label={t("item.deleteLabel", { title })} onClick={() => onDelete(deadline)}>
          <Trash2 aria-hidden="true" /> {t("item.delete")}
        </Button>
        {!done && (
          <a
            href={urlOf(downloadDeadline, { params: { id: deadline.id } })}
            download
            aria-label={t("item.addToCalendarLabel", { title })}
            className={buttonVariants({ size: "sm", variant: "ghost" })}
          >
            <CalendarPlus aria-hidden="true" /> {t("item.addToCalendar")}
          </a>
        )}
      </div>
    </article>
  );
}
