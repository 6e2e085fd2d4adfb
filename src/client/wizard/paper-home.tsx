/**
 * "Which case is this paper for?" on the review step: her open cases of the paper's module (the likeliest chosen),
 * a new case or none, and, when the chosen case already has a paper of this kind, whether this one replaces it as
 * its next version (chosen) or stands beside it.
 */
import { useTranslation } from "react-i18next";
import type { CaseChoiceJson } from "@shared/api/case-choices";
import { otherSides, samePaperIn } from "./case-answers";

/** Where the paper goes: an existing case (and the paper it replaces), or a new case / no case (caseId undefined). */
export interface PaperHome {
  caseId?: string;
  replaces?: string;
}

interface PaperHomeChoiceProps {
  kind: string;
  /** Whether a paper of this kind starts a case of its own when it joins none. */
  startsCase: boolean;
  choices: readonly CaseChoiceJson[];
  /** Her answers, which decide whether joining a case replaces its paper of this kind. */
  answers: Record<string, unknown>;
  home: PaperHome;
  onChange(home: PaperHome): void;
}

/**
 * A case's choice: joining it replaces its paper of the same kind when that paper names the same parties (a
 * summons for another defendant is another paper), unless she says to keep both.
 */
export function homeIn(item: CaseChoiceJson | undefined, kind: string, answers: Record<string, unknown>): PaperHome {
  if (!item) return {};
  const same = samePaperIn(item, kind);
  const theirs = same ? otherSides(same.templateData) : [];
  const ours = new Set(otherSides(answers));
  const sameParties = theirs.length === 0 || ours.size === 0 || theirs.every((name) => ours.has(name));
  return { caseId: item.id, replaces: same && sameParties ? same.id : undefined };
}

const NONE = "none";

export function PaperHomeChoice({ kind, startsCase, choices, answers, home, onChange }: PaperHomeChoiceProps) {
  const { t } = useTranslation("wizard");
  if (choices.length === 0) return null;
  const chosen = choices.find((item) => item.id === home.caseId);
  const same = samePaperIn(chosen, kind);
  const radio = "size-5 shrink-0 accent-brand-700";
  const row = "flex min-h-11 items-start gap-3 rounded-md border border-slate-200 p-3 has-[:checked]:border-brand-600";
  return (
    <div className="grid gap-4 rounded-lg border border-brand-200 bg-brand-50 p-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-semibold text-slate-900">{t("home.legend")}</legend>
        {choices.map((item) => (
          <label key={item.id} className={row}>
            <input
              type="radio"
              name="paper-home"
              className={radio}
              checked={home.caseId === item.id}
              onChange={() => onChange(homeIn(item, kind, answers))}
            />
            <span className="grid gap-0.5">
              <span className="font-medium text-slate-900">{item.title}</span>
              <span className="text-sm text-slate-700">{t("home.papers", { count: item.papers.length })}</span>
            </span>
          </label>
        ))}
        <label className={row}>
          <input
            type="radio"
            name="paper-home"
            value={NONE}
            className={radio}
            checked={home.caseId === undefined}
            onChange={() => onChange({})}
          />
          <span className="font-medium text-slate-900">{startsCase ? t("home.newCase") : t("home.noCase")}</span>
        </label>
      </fieldset>
      {same && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-semibold text-slate-900">{t("home.sameLegend", { title: same.title })}</legend>
          <label className={row}>
            <input
              type="radio"
              name="paper-replace"
              className={radio}
              checked={home.replaces === same.id}
              onChange={() => onChange({ caseId: home.caseId, replaces: same.id })}
            />
            <span className="grid gap-0.5">
              <span className="font-medium text-slate-900">{t("home.replace", { version: same.version + 1 })}</span>
              <span className="text-sm text-slate-700">{t("home.replaceNote")}</span>
            </span>
          </label>
          <label className={row}>
            <input
              type="radio"
              name="paper-replace"
              className={radio}
              checked={home.replaces === undefined}
              onChange={() => onChange({ caseId: home.caseId })}
            />
            <span className="font-medium text-slate-900">{t("home.keepBoth")}</span>
          </label>
        </fieldset>
      )}
    </div>
  );
}
