import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "@shared/i18n/format";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";
import { addMonths, dayAfterKey, monthOf, monthWeeks } from "./calendar-month";

/** What a day of the calendar has: how many deadlines, and how many of them are overdue. */
export interface DayMarks {
  count: number;
  overdue: number;
}

interface MonthCalendarProps {
  /** The month shown, "YYYY-MM". */
  month: string;
  onMonthChange(month: string): void;
  selected: string;
  onSelect(date: string): void;
  today: string;
  marks: ReadonlyMap<string, DayMarks>;
}

/** A Sunday-to-Saturday week (4–10 January 2026), for the column headings' names in the reader's language. */
const MONTH = "month";
const SHORT = "weekdayShort";
const LONG = "weekdayLong";
const WEEKDAYS = ["2026-01-04", "2026-01-05", "2026-01-06", "2026-01-07", "2026-01-08", "2026-01-09", "2026-01-10"] as const;

/**
 * A WAI-ARIA date grid: one day is in the tab order; the arrows move by a day or a week, Home and End to the ends of
 * the week, Page Up and Page Down by a month (Shift: a year), Enter or Space selects. A day with deadlines has a
 * mark (a blue dot, or a red diamond when one is overdue) and says so in its name, so colour is never the only sign.
 */
export function MonthCalendar({ month, onMonthChange, selected, onSelect, today, marks }: MonthCalendarProps) {
  const { t, i18n } = useTranslation("deadlines");
  const weekdayName = (date: string, style: typeof SHORT | typeof LONG) => formatDate(date, style, i18n.language);
  const monthTitle = formatDate(`${month}-01`, MONTH, i18n.language);
  const headingId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);
  const [active, setActive] = useState(selected);
  const [lastSelected, setLastSelected] = useState(selected);
  if (selected !== lastSelected) {
    setLastSelected(selected);
    setActive(selected);
  }
  // The day in the tab order is always one of the month shown.
  const focusable =
    monthOf(active) === month
      ? active
      : monthOf(selected) === month
        ? selected
        : monthOf(today) === month
          ? today
          : `${month}-01`;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focusable}"]`)?.focus();
  }, [focusable]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = dayAfterKey(focusable, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    moveFocus.current = true;
    setActive(next);
    if (monthOf(next) !== month) onMonthChange(monthOf(next));
  };

  const showMonth = (count: number) => {
    const target = addMonths(focusable, count);
    setActive(target);
    onMonthChange(monthOf(target));
  };

  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <Button variant="outline" size="icon" aria-label={t("calendar.previousMonth")} onClick={() => showMonth(-1)}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h2 id={headingId} className="text-lg font-bold text-slate-900" aria-live="polite">
          {monthTitle}
        </h2>
        <Button variant="outline" size="icon" aria-label={t("calendar.nextMonth")} onClick={() => showMonth(1)}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby={headingId}
        className="w-full table-fixed border-collapse"
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday} scope="col" className="pb-1 text-center text-xs font-semibold text-slate-700">
                <span aria-hidden="true">{weekdayName(weekday, SHORT)}</span>
                <span className="sr-only">{weekdayName(weekday, LONG)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, index) =>
                date ? (
                  <td key={date} aria-selected={date === selected} className="p-0.5">
                    <DayButton
                      date={date}
                      label={dayName(date, marks.get(date))}
                      marks={marks.get(date)}
                      isToday={date === today}
                      isSelected={date === selected}
                      tabbable={date === focusable}
                      onClick={() => {
                        setActive(date);
                        onSelect(date);
                      }}
                    />
                  </td>
                ) : (
                  <td key={`blank-${index}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-label={t("calendar.legend")}>
        <li className="flex items-center gap-1.5">
          <Mark overdue={false} /> {t("calendar.legendDeadline")}
        </li>
        <li className="flex items-center gap-1.5">
          <Mark overdue /> {t("calendar.legendOverdue")}
        </li>
      </ul>
    </div>
  );

  function dayName(date: string, dayMarks: DayMarks | undefined): string {
    const day = formatDate(date, "weekday", i18n.language);
    const count = dayMarks?.count ?? 0;
    const parts = [day, count === 0 ? t("calendar.noDeadlines") : t("calendar.deadlines", { count })];
    if (dayMarks && dayMarks.overdue > 0) parts.push(t("calendar.overdue", { count: dayMarks.overdue }));
    if (date === today) parts.push(t("calendar.today"));
    return parts.join(", ");
  }
}

interface DayButtonProps {
  date: string;
  label: string;
  marks: DayMarks | undefined;
  isToday: boolean;
  isSelected: boolean;
  tabbable: boolean;
  onClick(): void;
}

function DayButton({ date, label, marks, isToday, isSelected, tabbable, onClick }: DayButtonProps) {
  const marked = marks !== undefined && marks.count > 0;
  // The day's number and its mark sit in the button itself, without wrappers: a month is some 150 elements, a large
  // share of the page's first style calculation. A day without a mark keeps the mark's room (gap and size: 10px) as
  // padding, so every number sits at the same height. The button's label names the day; the number is not read.
  return (
    <button
      type="button"
      data-date={date}
      tabIndex={tabbable ? 0 : -1}
      aria-label={label}
      aria-current={isToday ? "date" : undefined}
      onClick={onClick}
      className={cn(
        "flex h-11 w-full flex-col items-center justify-center gap-0.5 rounded-md text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600",
        !marked && "pb-2.5",
        isToday && "ring-2 ring-inset ring-brand-600",
        isSelected ? "bg-brand-700 text-white hover:bg-brand-800" : "text-slate-900 hover:bg-slate-100",
      )}
    >
      {Number(date.slice(8, 10))}
      {marked && <Mark overdue={marks.overdue > 0} selected={isSelected} />}
    </button>
  );
}

/** Blue dot: deadlines on that day; red diamond: one of them is overdue. */
function Mark({ overdue, selected = false }: { overdue: boolean; selected?: boolean }) {
  return (
    <span
      aria-hidden="true"
      data-mark={overdue ? "overdue" : "deadline"}
      className={cn(
        "inline-block size-2 shrink-0",
        overdue ? "rotate-45 bg-red-600" : "rounded-full bg-blue-600",
        selected && "ring-1 ring-white",
      )}
    />
  );
}
