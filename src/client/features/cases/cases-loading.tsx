import { useTranslation } from "react-i18next";
import { LoadingState } from "@client/components/loading-state";
import { Skeleton } from "@client/components/ui/skeleton";

/** Skeleton case cards while My Cases loads. */
export function CasesLoading() {
  const { t } = useTranslation("cases");
  return (
    <LoadingState status={t("list.loading")} shape="cards" testId="case-skeleton">
      <div className="flex justify-between gap-3">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton pill className="h-5 w-16" />
      </div>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-4/5" />
      <Skeleton className="h-4 w-1/3" />
    </LoadingState>
  );
}
