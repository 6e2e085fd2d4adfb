import { useTranslation } from "react-i18next";
import { formatTimestamp } from "@shared/i18n/format";

/** Dates of saved things (a case's last update, a document's creation) as "Nov 22, 2026", in the reader's time zone. */
export function ShortDate({ value, className }: { value: string; className?: string }) {
  const { i18n } = useTranslation();
  const text = formatTimestamp(value, "short", i18n.language);
  return (
    <time dateTime={value} className={className}>
      {text}
    </time>
  );
}
