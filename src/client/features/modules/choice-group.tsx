import { useId, type ReactNode } from "react";

interface Choice<T extends string> {
  value: T;
  label: ReactNode;
}

/** A set of radio buttons with a visible question (legend); each choice is a 44 px tall target. */
export function ChoiceGroup<T extends string>({
  legend,
  hint,
  choices,
  value,
  onChange,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  choices: readonly Choice<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
}) {
  const name = useId();
  const hintId = `${name}-hint`;
  return (
    <fieldset className="grid gap-1.5" aria-describedby={hint ? hintId : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-semibold"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="size-5 shrink-0 accent-brand-700"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
