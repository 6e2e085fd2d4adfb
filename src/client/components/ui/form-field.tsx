import { useId, type ReactElement, type ReactNode } from "react";
import { cloneElement } from "react";
import { useTranslation } from "react-i18next";
import { translateMessage, VALIDATION_NAMESPACE } from "@shared/documents/field-messages";
import { Label } from "./label";

interface FormFieldProps {
  label: ReactNode;
  /** A message key made by field-messages.ts (written out here in the reader's language) or a text to show. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** The control: receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

/** A visible label, an optional hint and an error message, all wired to the control for screen readers. */
export function FormField({ label, error, hint, required, children }: FormFieldProps) {
  const { t } = useTranslation(VALIDATION_NAMESPACE);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </Label>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        "aria-required": required || undefined,
      })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {translateMessage(error, (key, values) => t(key, values))}
        </p>
      )}
    </div>
  );
}
