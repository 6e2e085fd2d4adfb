import { useTranslation } from "react-i18next";
import { LoadingState } from "@client/components/loading-state";
import { Skeleton } from "@client/components/ui/skeleton";

/** Placeholder document cards while My Documents loads. */
export function DocumentsLoading() {
  const { t } = useTranslation("documents");
  return (
    <LoadingState status={t("list.loading")} shape="cards" testId="document-placeholder">
      <div className="flex gap-3">
        <Skeleton className="size-10 shrink-0" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </div>
      <div className="flex gap-2">
        <Skeleton className="h-9 w-24" />
        <Skeleton className="h-9 w-20" />
      </div>
    </LoadingState>
  );
}
