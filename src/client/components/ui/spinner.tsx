import { Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@client/lib/cn";

/** `label` is read by screen readers; "Loading" when none is given. */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={cn("flex items-center justify-center gap-2 text-slate-700", className)}>
      <Loader2 className="size-6 animate-spin" aria-hidden="true" />
      <span className="sr-only">{label ?? t("loading")}</span>
    </div>
  );
}

export function FullPageSpinner() {
  const { t } = useTranslation();
  return <Spinner className="min-h-screen" label={t("loadingSession")} />;
}
