import { CalendarPlus, Check } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@client/components/ui/button";
import { datedActions, type PaperReading } from "./paper-reading";
import { useAddPaperDeadlines } from "./use-paper-deadlines";

/**
 * "Add these dates to my deadlines", once; after it, where they are (the toast offers Undo). `atOnce`: added without
 * the tap, as soon as it shows (she asked for it on the public page before signing up).
 */
export function AddDatesButton({ reading, atOnce = false }: { reading: PaperReading; atOnce?: boolean }) {
  const { t } = useTranslation("translator");
  const [added, setAdded] = useState(false);
  const { add } = useAddPaperDeadlines(() => setAdded(false));
  const count = datedActions(reading).length;
  const started = useRef(false);
  useEffect(() => {
    if (!atOnce || started.current || count === 0) return;
    started.current = true;
    add.mutate(reading, { onSuccess: () => setAdded(true) });
  }, [atOnce, count, add, reading]);
  if (count === 0) return null;
  if (added) {
    return (
      <p role="status" className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-green-800">
        <Check className="size-4" aria-hidden="true" /> {t("addDates.done", { count })}
        <Link to="/deadlines" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
          {t("addDates.open")}
        </Link>
      </p>
    );
  }
  return (
    <div>
      <Button
        type="button"
        variant="outline"
        disabled={add.isPending}
        onClick={() => add.mutate(reading, { onSuccess: () => setAdded(true) })}
      >
        <CalendarPlus aria-hidden="true" /> {add.isPending ? t("addDates.adding") : t("addDates.button")}
      </Button>
    </div>
  );
}
