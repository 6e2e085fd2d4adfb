import { TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { FieldDefinition } from "@shared/documents/fields";
import type { WorkflowDefinitionJson } from "@shared/workflows/definition-json";
import type { FieldText } from "@client/questionnaire/field-text";
import { Review } from "@client/questionnaire/review";
import type { Answers, QuestionnaireStep } from "@client/questionnaire/steps";

interface ReviewStepProps {
  definition: WorkflowDefinitionJson;
  steps: readonly QuestionnaireStep[];
  fields: readonly FieldDefinition[];
  text: FieldText;
  values: Answers;
  warning: string;
  missing: string[];
}

/** The questionnaire's review with a workflow's words: each step's title, and the warning that changes later mean starting over. */
export function ReviewStep({ definition, steps, fields, text, values, warning, missing }: ReviewStepProps) {
  const { t } = useTranslation("workflows");
  return (
    <Review
      steps={steps}
      titleOf={(_, index) => definition.steps[index]?.title ?? ""}
      values={values}
      fields={fields}
      text={text}
      emptyText={t("review.empty")}
      headingLevel={4}
    >
      <p role="note" className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
        {warning}
      </p>
      {missing.length > 0 && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900">
          {t("review.missing", { fields: missing.join(", ") })}
        </p>
      )}
    </Review>
  );
}
