import { CalendarPlus, Check } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@client/components/ui/button";
import type { PaperReading } from "./paper-reading";
import { datedActions, useAddPaperDeadlines } from "./use-paper-deadlines";

/** "Add these dates to my deadlines", once; after it, where they are (the toast offers Undo). */
export function AddDatesButton({ reading }: { reading: PaperReading }) {
  const { t } = useTranslation("translator");
  const [added, setAdded] = useState(false);
  const { add } = useAddPaperDeadlines(() => setAdded(false));
  const count = datedActions(reading).length;
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
