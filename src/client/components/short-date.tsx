/** Dates of saved things (a case's last update, a document's creation) as "Nov 22, 2026", in the reader's time zone. */
const shortDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

function formatShortDate(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? "" : shortDate.format(date);
}

export function ShortDate({ value, className }: { value: string; className?: string }) {
  return (
    <time dateTime={value} className={className}>
      {formatShortDate(value)}
    </time>
  );
}
