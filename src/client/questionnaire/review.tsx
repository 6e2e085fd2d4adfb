import { Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../components/ui/button";
import type { FieldDefinition } from "@shared/documents/fields";
import { answerText, type FieldText } from "./field-text";
import { shownFields, type Answers, type QuestionnaireStep } from "./steps";

interface ReviewProps {
  steps: readonly QuestionnaireStep[];
  /** Each step's heading in the review. */
  titleOf(step: QuestionnaireStep, index: number): string;
  values: Answers;
  fields: readonly FieldDefinition[];
  text: FieldText;
  /** What an unanswered question shows. */
  emptyText: string;
  /** The heading level of each step's title, below the heading of the review itself. */
  headingLevel: 4 | 5;
  /** Shown above the answers: a warning, what is still missing. */
  children?: ReactNode;
  /** A "Change" button on each step, taking her back to it (by its index in `steps`). */
  change?: { label(index: number): string; onChange(index: number): void };
  /** Shown under an answer: how a paper prints it, say. */
  answerNote?(field: FieldDefinition, value: unknown): ReactNode;
}

/** The read-only review: every question that is asked, under its step, with her answer. */
export function Review({
  steps,
  titleOf,
  values,
  fields,
  text,
  emptyText,
  headingLevel,
  children,
  change,
  answerNote,
}: ReviewProps) {
  const { t } = useTranslation("wizard");
  const Heading = headingLevel === 4 ? "h4" : "h5";
  const labelOf = (field: FieldDefinition) => text.field(field, "label");
  return (
    <div className="grid gap-4">
      {children}
      {steps.map((step, index) => {
        const asked = shownFields(step, values, fields);
        if (step.review || asked.length === 0) return null;
        return (
          <section key={step.id} className="grid gap-2">
            <div className="flex items-center justify-between gap-2">
              <Heading className="font-semibold text-slate-900">{titleOf(step, index)}</Heading>
              {change && (
                <Button variant="outline" size="sm" aria-label={change.label(index)} onClick={() => change.onChange(index)}>
                  <Pencil aria-hidden="true" /> {t("review.changeButton")}
                </Button>
              )}
            </div>
            <dl className="grid gap-2">
              {asked.map((field) => (
                <div key={field.name} className="grid gap-0.5 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] sm:gap-3">
                  <dt className="text-sm text-slate-700">{labelOf(field)}</dt>
                  <dd className="whitespace-pre-wrap break-words text-sm text-slate-900">
                    {answerText(text, field, values[field.name], values) ?? emptyText}
                    {answerNote?.(field, values[field.name])}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
