import { Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";

/** Shown while an answer is on its way (the request has a time limit, so it never spins forever). */
export function ThinkingIndicator() {
  const { t } = useTranslation("assistant");
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
      <Loader2 className="size-4 animate-spin" aria-hidden="true" />
      {t("chat.thinking")}
    </p>
  );
}
