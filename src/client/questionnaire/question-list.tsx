import type { FieldText } from "./field-text";
import { FieldControl } from "./field-control";
import type { Questionnaire } from "./use-questionnaire";
import { WriteInEnglishNote } from "./write-in-english-note";

interface QuestionListProps {
  questionnaire: Questionnaire;
  text: FieldText;
  /** The kind of paper the answers go into (a text area's "AI polish" words the text for it). */
  documentType: string;
}

/** The questions the current step shows, each with its problem, after the note to write in English when it applies. */
export function QuestionList({ questionnaire, text, documentType }: QuestionListProps) {
  const { shown, form, errorOf } = questionnaire;
  return (
    <>
      <WriteInEnglishNote fields={shown} />
      {shown.length > 0 && (
        <div className="grid gap-5">
          {shown.map((field) => (
            <FieldControl
              key={field.name}
              field={field}
              text={text}
              register={form.register}
              control={form.control}
              error={errorOf(field.name)}
              documentType={documentType}
            />
          ))}
        </div>
      )}
    </>
  );
}
