/**
 * Above a wizard: the answers of the case she came from are filled in (to check), or, when she has a case this
 * paper likely belongs to, an offer to start from its answers.
 */
import { FolderOpen } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CaseChoiceJson } from "@shared/api/case-choices";
import { Button } from "../components/ui/button";

interface FromCaseNoteProps {
  /** The case whose answers fill the wizard. */
  source: CaseChoiceJson | undefined;
  /** Otherwise, the case it likely belongs to. */
  suggested: CaseChoiceJson | undefined;
  onUse(caseId: string): void;
}

export function FromCaseNote({ source, suggested, onUse }: FromCaseNoteProps) {
  const { t } = useTranslation("wizard");
  if (source) {
    return (
      <p role="status" className="rounded-md border border-brand-200 bg-brand-50 p-3 text-slate-900">
        {t("fromCase.using", { title: source.title })}
      </p>
    );
  }
  if (!suggested || suggested.papers.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border border-brand-200 bg-brand-50 p-3">
      <p className="text-slate-900">{t("fromCase.banner", { title: suggested.title })}</p>
      <Button variant="outline" size="sm" onClick={() => onUse(suggested.id)}>
        <FolderOpen aria-hidden="true" /> {t("fromCase.useAnswers")}
      </Button>
    </div>
  );
}
