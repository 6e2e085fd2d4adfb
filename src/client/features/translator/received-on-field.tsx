import { useTranslation } from "react-i18next";
import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import { todayIso } from "@client/lib/today";

/** The day she was given the paper cannot be after today (on this device's calendar). */
export const isFutureDay = (value: string, today = todayIso()): boolean => value !== "" && value > today;

interface ReceivedOnFieldProps {
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
}

/** "When were you given this paper?": optional; the paper's deadlines are counted from it. */
export function ReceivedOnField({ value, onChange, disabled }: ReceivedOnFieldProps) {
  const { t } = useTranslation("translator");
  const today = todayIso();
  return (
    <FormField
      label={t("receivedOn.label")}
      hint={t("receivedOn.hint")}
      error={isFutureDay(value, today) ? t("receivedOn.future") : undefined}
    >
      <Input
        type="date"
        className="max-w-56"
        value={value}
        max={today}
        readOnly={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
