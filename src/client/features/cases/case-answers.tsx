import { ClipboardList } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { CaseJson } from "@shared/case-schemas";
import { KINDS_NAMESPACE } from "@shared/documents/field-text";
import { Card } from "@client/components/ui/card";
import { caseAnswerLines, catalogAnswerWords, type Translate } from "./case-answers-format";

/**
 * The answers given in the guided questions, labelled as the questions asked them: GET /api/cases/:id gives them as
 * the case's formData, its own or those kept on the document the wizard made with it.
 */
export function CaseAnswers({ item }: { item: CaseJson }) {
  const { t, i18n } = useTranslation(["cases", KINDS_NAMESPACE]);
  const words = catalogAnswerWords(t as Translate, i18n.language, { yes: t("answers.yes"), no: t("answers.no") });
  const lines = caseAnswerLines(item.type, item.formData, words);
  if (lines.length === 0) return null;
  return (
    <Card className="grid gap-4 p-5">
      <h3 className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <ClipboardList className="size-5 text-brand-700" aria-hidden="true" /> {t("answers.heading")}
      </h3>
      <dl className="grid gap-4 sm:grid-cols-2">
        {lines.map((line) => (
          <div key={line.key} className="grid content-start gap-0.5">
            <dt className="text-sm text-slate-700">{line.label}</dt>
            <dd className="whitespace-pre-line break-words font-medium text-slate-900">{line.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
