import { useTranslation } from "react-i18next";
import type { SaveStatus } from "./draft-saver";

const WORDS: Record<SaveStatus, string | undefined> = {
  idle: undefined,
  saving: "draft.saving",
  saved: "draft.saved",
  failed: "draft.failed",
};

/** A quiet line that says whether her answers are kept, read out by screen readers when it changes. */
export function SaveStatusNote({ status }: { status: SaveStatus }) {
  const { t } = useTranslation("wizard");
  const key = WORDS[status];
  return (
    <p role="status" className="min-h-5 text-xs text-slate-600">
      {key ? t(key) : null}
    </p>
  );
}
