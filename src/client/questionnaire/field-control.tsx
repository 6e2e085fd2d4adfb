import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Controller, useWatch, type Control, type UseFormRegister } from "react-hook-form";
import type { CheckboxField, ChoiceField, FieldDefinition } from "@shared/documents/fields";
import { Callout } from "../components/legal/callout";
import { TaggedMessage } from "../components/tagged-message";
import { Button } from "../components/ui/button";
import { FormField } from "../components/ui/form-field";
import { Input, NativeSelect, Textarea } from "../components/ui/input";
import { AiPolish } from "./ai-polish";
import type { FieldText } from "./field-text";
import type { Answers } from "./steps";

interface FieldControlProps {
  field: FieldDefinition;
  /** The questionnaire's words: this field's label, help, placeholder and option labels. */
  text: FieldText;
  register: UseFormRegister<Answers>;
  control: Control<Answers>;
  error?: string;
  /** The kind of paper the answers go into (a text area's "AI polish" words the text for it). */
  documentType: string;
}

const inputTypeFor = (field: FieldDefinition) =>
  field.type === "date"
    ? "date"
    : field.type === "text" && field.format === "email"
      ? "email"
      : field.type === "text" && field.format === "phone"
        ? "tel"
        : "text";

/** One catalog field as a labelled control whose `name` is the spec's field name. */
export function FieldControl({ field, text, register, control, error, documentType }: FieldControlProps) {
  if (field.type === "radio" || field.type === "checkbox") {
    return <ChoiceGroup field={field} text={text} control={control} error={error} />;
  }
  const common = { required: field.required, error, hint: text.field(field, "help"), label: text.field(field, "label") };
  const placeholder = text.field(field, "placeholder");
  switch (field.type) {
    case "textarea":
      return (
        <Controller
          name={field.name}
          control={control}
          render={({ field: controller }) => (
            <div className="grid gap-2">
              <FormField {...common}>
                <Textarea
                  placeholder={placeholder}
                  rows={5}
                  name={controller.name}
                  ref={controller.ref}
                  value={typeof controller.value === "string" ? controller.value : ""}
                  onChange={controller.onChange}
                  onBlur={controller.onBlur}
                />
              </FormField>
              {/* An address is not prose to reword. */}
              {field.messages !== "address" && (
                <AiPolish
                  text={typeof controller.value === "string" ? controller.value : ""}
                  onText={controller.onChange}
                  fieldType={field.name}
                  documentType={documentType}
                />
              )}
            </div>
          )}
        />
      );
    case "select":
      return <SelectControl field={field} text={text} register={register} control={control} common={common} />;
    case "number":
      return (
        <FormField {...common}>
          <Input type="text" inputMode="decimal" placeholder={placeholder} autoComplete="off" {...register(field.name)} />
        </FormField>
      );
    default:
      return (
        <FormField {...common}>
          <Input
            type={inputTypeFor(field)}
            inputMode={field.type === "text" && field.format === "phone" ? "tel" : undefined}
            placeholder={placeholder}
            {...register(field.name)}
          />
        </FormField>
      );
  }
}

/**
 * «In the paper: "Spouse"»: the English words the paper prints for an option, inside the option's label (or the
 * select's hint), marked as English for screen readers.
 */
function PaperWords({ words }: { words: string }) {
  const { t } = useTranslation("wizard");
  return (
    <span className="block text-xs text-slate-600 [overflow-wrap:anywhere]">
      <TaggedMessage message={t("field.inPaper", { words })} components={{ english: <span lang="en" /> }} />
    </span>
  );
}

interface SelectControlProps {
  field: ChoiceField;
  text: FieldText;
  register: UseFormRegister<Answers>;
  control: Control<Answers>;
  common: { required?: boolean | undefined; error?: string | undefined; hint?: string | undefined; label: string };
}

/** A list's options cannot hold a second line: the English words of the chosen option go under the label instead. */
function SelectControl({ field, text, register, control, common }: SelectControlProps) {
  const { t } = useTranslation("wizard");
  const chosen = useWatch({ control, name: field.name });
  const words = typeof chosen === "string" && chosen !== "" ? text.paperWords?.(field, chosen) : undefined;
  const hint =
    words === undefined ? (
      common.hint
    ) : (
      <>
        {common.hint}
        <PaperWords words={words} />
      </>
    );
  return (
    <FormField {...common} hint={hint}>
      <NativeSelect {...register(field.name)}>
        <option value="">{t("field.chooseOne")}</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {text.option(field, option)}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

interface ChoiceGroupProps {
  field: ChoiceField | CheckboxField;
  text: FieldText;
  control: Control<Answers>;
  error?: string;
}

function ChoiceGroup({ field, text, control, error }: ChoiceGroupProps) {
  const { t } = useTranslation("wizard");
  // Her other answers: the figures a label or a note prints (the agent's name, the rent, her county).
  // Only a field whose words print her other answers follows them (a question re-drawn on every keystroke would not).
  const followsAnswers = field.answerValues !== undefined || field.advanced === true;
  const answers = useWatch({ control, disabled: !followsAnswers }) as Answers | undefined;
  // The option she picked that first asks her to confirm what it adds to the paper (a field's `confirm`).
  const [asking, setAsking] = useState<string>();
  const help = text.field(field, "help");
  const paperWords = (option: string) => text.paperWords?.(field, option);
  const errorId = `${field.name}-error`;
  const hintId = `${field.name}-hint`;
  const noteId = `${field.name}-note`;
  const needsConfirming = (option: string) => field.confirm?.includes(option) === true;
  const group = (
    <Controller
      name={field.name}
      control={control}
      render={({ field: controller }) => {
        const selected = controller.value;
        const isChecked = (option: string) =>
          field.type === "checkbox" ? Array.isArray(selected) && selected.includes(option) : selected === option;
        const choose = (option: string, checked: boolean) => {
          if (field.type === "radio") return controller.onChange(option);
          const current = Array.isArray(selected) ? (selected as string[]) : [];
          controller.onChange(checked ? [...current, option] : current.filter((value) => value !== option));
        };
        const toggle = (option: string, checked: boolean) => {
          // Adding a demand, a waiver or a risky power waits for her yes; taking one out never does.
          if (checked && needsConfirming(option)) return setAsking(option);
          if (asking !== undefined) setAsking(undefined);
          choose(option, checked);
        };
        const chosenNote = field.notes?.find((option) => isChecked(option));
        const note = chosenNote === undefined ? undefined : text.note?.(field, chosenNote, answers ?? {});
        return (
          <fieldset
            className="grid gap-2"
            aria-invalid={error ? true : undefined}
            aria-describedby={[help ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined}
          >
            <legend className="text-sm font-semibold text-slate-800">
              {text.field(field, "label")}
              {field.required && (
                <span className="text-red-700" aria-hidden="true">
                  {" "}
                  *
                </span>
              )}
            </legend>
            {help && (
              <p id={hintId} className="text-sm text-slate-600">
                {help}
              </p>
            )}
            {field.options.map((option, index) => {
              const words = paperWords(option);
              const explanation = asking === option ? text.confirm?.(field, option, answers ?? {}) : undefined;
              return (
                <div key={option} className="grid gap-2">
                  <label className="flex min-h-10 cursor-pointer items-start gap-3 rounded-md border border-slate-300 bg-white p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                    <input
                      // The first choice takes the group's focus when the step is checked, and carries its problem.
                      ref={index === 0 ? controller.ref : undefined}
                      type={field.type}
                      name={field.name}
                      value={option}
                      required={field.type === "radio" && field.required ? true : undefined}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                      checked={isChecked(option)}
                      onChange={(event) => toggle(option, event.target.checked)}
                      onBlur={controller.onBlur}
                      className="mt-0.5 size-4 accent-brand-700"
                    />
                    <span className="min-w-0">
                      {text.option(field, option, answers)}
                      {words && <PaperWords words={words} />}
                    </span>
                  </label>
                  {asking === option && (
                    <ConfirmChoice
                      label={text.option(field, option, answers)}
                      explanation={explanation}
                      onAnswer={(yes) => {
                        setAsking(undefined);
                        if (yes) choose(option, true);
                      }}
                    />
                  )}
                </div>
              );
            })}
            {error && (
              <p id={errorId} className="text-sm font-medium text-red-700">
                {error}
              </p>
            )}
            {/* Said at once, beside the question, when she picks an option that asks something of her now. */}
            <div id={noteId}>
              {note && (
                <Callout tone="urgent" title={t("field.noteTitle")}>
                  <p className="whitespace-pre-line">{note}</p>
                </Callout>
              )}
            </div>
          </fieldset>
        );
      }}
    />
  );
  if (!field.advanced) return group;
  const chosen = answers?.[field.name];
  return <AdvancedPart open={Array.isArray(chosen) && chosen.length > 0}>{group}</AdvancedPart>;
}

/** Options most people leave alone, folded away; open from the start when one is already chosen. */
function AdvancedPart({ open: chosen, children }: { open: boolean; children: ReactNode }) {
  const { t } = useTranslation("wizard");
  // Hers to open and close: taking out the last choice does not fold it away under her.
  const [open, setOpen] = useState(chosen);
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group rounded-md border border-slate-300 bg-slate-50 p-3"
    >
      <summary className="min-h-10 cursor-pointer py-2 text-sm font-semibold text-slate-900">{t("field.advanced")}</summary>
      <div className="pt-3">{children}</div>
    </details>
  );
}

/** "Before this goes in your paper": what the option does, and a yes or a no; nothing is added until she says yes. */
function ConfirmChoice({
  label,
  explanation,
  onAnswer,
}: {
  label: string;
  explanation: string | undefined;
  onAnswer(yes: boolean): void;
}) {
  const { t } = useTranslation("wizard");
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-label={t("field.confirmTitle")}
      className="grid gap-3 rounded-md border-2 border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <p className="font-bold">{t("field.confirmTitle")}</p>
      <p className="font-semibold">{label}</p>
      {explanation && <p className="whitespace-pre-line">{explanation}</p>}
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" data-confirm-choice="yes" onClick={() => onAnswer(true)}>
          {t("field.confirmYes")}
        </Button>
        <Button type="button" size="sm" variant="outline" data-confirm-choice="no" onClick={() => onAnswer(false)}>
          {t("field.confirmNo")}
        </Button>
      </div>
    </div>
  );
}
