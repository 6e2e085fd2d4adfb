import { RefreshCw, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "./ui/button";
import { Card } from "./ui/card";

/** What LoadError needs of a TanStack query result. */
export interface RetryableQuery {
  isError: boolean;
  isFetching: boolean;
  refetch(): Promise<unknown>;
}

interface LoadErrorProps {
  /** What failed to load, in plain words from the caller's catalog: "your cases". */
  what: string;
  /** The query (or queries) that failed: Try again fetches again each one that failed. */
  query: RetryableQuery | readonly RetryableQuery[];
  children?: ReactNode;
}

/** A calm "could not load" panel with a way to try again, instead of a raw error or an endless spinner. */
export function LoadError({ what, query, children }: LoadErrorProps) {
  const { t } = useTranslation();
  const queries = [query].flat();
  const onRetry = () => queries.filter((each) => each.isError).forEach((each) => void each.refetch());
  const retrying = queries.some((each) => each.isFetching);
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
