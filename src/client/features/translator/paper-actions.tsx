import { CalendarDays } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "@shared/i18n/format";
import type { PaperActionJson, PaperJson } from "@shared/papers";
import { Citations } from "@client/components/legal/citations";
import { Button } from "@client/components/ui/button";
import { paperMessageValues } from "./paper-message";
import { actionName, HEARING_ACTIONS, needsReceivedOn } from "./paper-reading";
import { isFutureDay, ReceivedOnField } from "./received-on-field";

interface PaperActionsProps {
  paper: PaperJson;
  actions: readonly PaperActionJson[];
  headingId: string;
  /** A translation is under way (the day cannot be sent twice). */
  translating: boolean;
  /** Counts the dates again from the day she was given the paper. */
  onReceivedOn(day: string): void;
}

function Action({ action, paper }: { action: PaperActionJson; paper: PaperJson }) {
  const { t, i18n } = useTranslation("translator");
  const hearing = HEARING_ACTIONS.has(actionName(action)) ? paper.hearing : null;
  const lastDay = action.dueDate ? formatDate(action.dueDate, "weekday", i18n.language) : null;
  return (
    <li className="grid gap-1 rounded-md border border-slate-200 p-3">
      {lastDay ? (
        <p className="flex items-center gap-2 font-bold text-slate-900">
          <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          {lastDay}
        </p>
      ) : (
        <p className="font-bold text-amber-800">{t("paper.noDateYet")}</p>
      )}
      <p className="text-slate-900">{t(action.what.key, paperMessageValues(action.what, i18n.language))}</p>
      {hearing?.time && <p className="text-sm text-slate-800">{t("paper.at", { time: hearing.time })}</p>}
      {hearing?.place && (
        <p className="break-words text-sm text-slate-800">
          {t("paper.place")} <span lang="en">{hearing.place}</span>
        </p>
      )}
      {action.citation && (
        <p className="text-sm">
          <Citations text={action.citation} />
        </p>
      )}
    </li>
  );
}

/** The day she was given the paper, asked for when a deadline is counted from it. */
function AskReceivedOn({ translating, onReceivedOn }: Pick<PaperActionsProps, "translating" | "onReceivedOn">) {
  const { t } = useTranslation("translator");
  const [day, setDay] = useState("");
  const ready = day !== "" && !isFutureDay(day);
  return (
    <form
      className="grid gap-3 rounded-md border border-amber-300 bg-amber-50 p-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (ready && !translating) onReceivedOn(day);
      }}
    >
      <p className="font-semibold text-slate-900">{t("paper.askDay")}</p>
      <ReceivedOnField value={day} onChange={setDay} disabled={translating} />
      <div>
        <Button type="submit" disabled={!ready || translating}>
          {translating ? t("paper.counting") : t("paper.countDates")}
        </Button>
      </div>
    </form>
  );
}

/** "What you must do and by when": each action with its date in her language, and the rule after it. */
export function PaperActions({ paper, actions, headingId, translating, onReceivedOn }: PaperActionsProps) {
  const { t } = useTranslation("translator");
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-base font-bold text-slate-900">
        {t("paper.mustDoHeading")}
      </h3>
      {actions.length === 0 ? (
        <p className="text-slate-800">{t("paper.noActions")}</p>
      ) : (
        <ol className="grid gap-2">
          {actions.map((action) => (
            <Action key={action.what.key} action={action} paper={paper} />
          ))}
        </ol>
      )}
      {actions.some(needsReceivedOn) && <AskReceivedOn translating={translating} onReceivedOn={onReceivedOn} />}
    </section>
  );
}
