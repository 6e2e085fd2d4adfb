import { useSearchParams } from "react-router";
import { isIsoDate } from "@shared/florida/iso-date";

/**
 * The calendar's selected day, kept in the address (?date=YYYY-MM-DD) so the bell's links and a reload open the
 * same day; today when the address names none (or no real date).
 */
export function useSelectedDate(today: string): [string, (date: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get("date");
  const selected = asked && isIsoDate(asked) ? asked : today;
  const select = (date: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("date", date);
        return next;
      },
      { replace: true },
    );
  return [selected, select];
}
