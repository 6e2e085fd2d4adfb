import { CircleCheck, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import type { ComputedDeadline } from "@shared/deadlines/clocks";
import { PaperFileButtons } from "@client/components/documents/paper-file-buttons";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { PaperNextSteps } from "./paper-next-steps";
import { SuggestedDeadlines } from "./suggested-deadlines";

/** What a finished wizard hands to My Documents (router state): the paper it made and the deadlines it starts. */
export interface PaperReadyState {
  documentId: string;
  documentTitle: string;
  kind: string;
  caseId: string | null;
  /** Made as the next version of a paper she had (the one before is kept, listed on the paper). */
  replaced?: boolean;
  deadlines: ComputedDeadline[];
  /** The deadlines added for her when the card first showed (none yet: undefined; undone: empty). */
  addedDeadlineIds?: string[];
}

export const paperReadyState = (ready: PaperReadyState): { paperReady: PaperReadyState } => ({ paperReady: ready });

function readReady(state: unknown): PaperReadyState | undefined {
  const ready = (state as { paperReady?: PaperReadyState } | null)?.paperReady;
  return ready && typeof ready.documentId === "string" && Array.isArray(ready.deadlines) ? ready : undefined;
}

/**
 * "Your paper is ready", first on My Documents after a wizard: download it, open it to print, the three things to
 * do next for its kind of paper (court paper, letter, or a paper signed before witnesses), and the deadlines it
 * starts. Shown until hidden; the list of all her documents is right below.
 */
export function PaperReady() {
  const { t } = useTranslation("wizard");
  const location = useLocation();
  const navigate = useNavigate();
  const ready = readReady(location.state);
  if (!ready) return null;

  const hide = () => void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  return (
    <Card tone="brand" className="p-4 sm:p-5">
      <section aria-labelledby="paper-ready-heading" className="grid gap-4">
        <div className="flex items-start justify-between gap-2">
          <h2 id="paper-ready-heading" className="flex items-center gap-2 text-xl font-bold text-slate-900">
            <CircleCheck className="size-6 shrink-0 text-green-700" aria-hidden="true" /> {t("ready.heading")}
          </h2>
          <Button variant="ghost" size="sm" onClick={hide}>
            <X aria-hidden="true" /> {t("ready.hide")}
          </Button>
        </div>
        <p className="text-slate-800">{t(ready.replaced ? "ready.replaced" : "ready.saved", { title: ready.documentTitle })}</p>
        <PaperFileButtons
          document={{ id: ready.documentId, title: ready.documentTitle }}
          downloadLabel={t("ready.download")}
          openLabel={t("ready.print")}
        />
        <PaperNextSteps kind={ready.kind} />
        {ready.deadlines.length > 0 && (
          <SuggestedDeadlines
            documentTitle={ready.documentTitle}
            caseId={ready.caseId}
            deadlines={ready.deadlines}
            addedIds={ready.addedDeadlineIds}
            onAddedIdsChange={(ids) =>
              void navigate(`${location.pathname}${location.search}`, {
                replace: true,
                state: paperReadyState({ ...ready, addedDeadlineIds: [...ids] }),
              })
            }
          />
        )}
        <p className="flex flex-wrap gap-x-4 gap-y-2">
          <Link to={`/documents/${ready.documentId}`} className="font-semibold text-brand-700 underline underline-offset-2">
            {t("ready.openPaper")}
          </Link>
          <a href="#documents-heading" className="font-semibold text-brand-700 underline underline-offset-2">
            {t("ready.library")}
          </a>
        </p>
      </section>
    </Card>
  );
}
