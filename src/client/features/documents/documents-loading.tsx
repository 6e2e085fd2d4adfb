import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";

/** Spec part 1, section 9: six placeholders while the documents load. */
export const DOCUMENT_PLACEHOLDERS = 6;

export function DocumentsLoading() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Loading your documents...
      </p>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
        {Array.from({ length: DOCUMENT_PLACEHOLDERS }, (_, index) => (
          <li key={index}>
            <Card className="grid gap-3 p-4" data-testid="document-placeholder">
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
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
