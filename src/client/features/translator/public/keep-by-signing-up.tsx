import { Save } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { AppLink } from "@client/components/app-link";
import { Button } from "@client/components/ui/button";
import { keepPendingPaper } from "../pending-paper";
import type { PublicReading } from "../translate-request";
import { datedActions, type PaperReading } from "../paper-reading";

/**
 * "Save this and its deadlines": to the translator, which sends a signed-out visitor to sign up or sign in and then
 * back; the paper's text waits in this tab (pending-paper.ts), and the translator stores it and adds its dates.
 */
export function KeepBySigningUp({ answer, reading }: { answer: PublicReading; reading: PaperReading }) {
  const { t } = useTranslation("papers");
  const headingId = useId();
  const [noStorage, setNoStorage] = useState(false);
  const dates = datedActions(reading).length > 0;
  return (
    <section aria-labelledby={headingId} className="grid gap-2 rounded-md border border-brand-200 bg-brand-50 p-3">
      <h3 id={headingId} className="text-base font-bold text-slate-900">
        {t("keep.heading")}
      </h3>
      <p className="text-slate-900">{dates ? t("keep.text") : t("keep.textNoDates")}</p>
      <div>
        <Button asChild>
          <AppLink
            to="/translator"
            onClick={(event) => {
              const kept = keepPendingPaper({
                content: answer.originalContent,
                fileName: answer.originalFileName,
                receivedOn: reading.receivedOn,
              });
              if (kept) return;
              event.preventDefault();
              setNoStorage(true);
            }}
          >
            <Save aria-hidden="true" /> {dates ? t("keep.button") : t("keep.buttonNoDates")}
          </AppLink>
        </Button>
      </div>
      {noStorage && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t("keep.noStorage")}
        </p>
      )}
    </section>
  );
}
