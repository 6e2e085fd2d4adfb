import { RefreshCw, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "./ui/button";
import { Card } from "./ui/card";

interface LoadErrorProps {
  /** What failed to load, in plain words from the caller's catalog: "your cases". */
  what: string;
  onRetry(): void;
  retrying?: boolean;
  children?: ReactNode;
}

/** A calm "could not load" panel with a way to try again, instead of a raw error or an endless spinner. */
export function LoadError({ what, onRetry, retrying, children }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Card role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-3 p-6 text-center">
      <TriangleAlert className="size-8 text-amber-700" aria-hidden="true" />
      <p className="text-lg font-semibold text-slate-900">{t("loadError.title", { what })}</p>
      <p className="text-sm text-slate-700">{t("loadError.text")}</p>
      {children}
      <Button onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
        {retrying ? t("actions.tryingAgain") : t("actions.tryAgain")}
      </Button>
    </Card>
  );
}
