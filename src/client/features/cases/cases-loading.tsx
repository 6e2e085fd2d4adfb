import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";

/** Spec part 1, section 9: six skeleton cards while the cases load. */
export const CASE_SKELETONS = 6;

export function CasesLoading() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Loading your cases...
      </p>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
        {Array.from({ length: CASE_SKELETONS }, (_, index) => (
          <li key={index}>
            <Card className="grid gap-3 p-4" data-testid="case-skeleton">
              <div className="flex justify-between gap-3">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-5 w-16 rounded-full" />
              </div>
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-4/5" />
              <Skeleton className="h-4 w-1/3" />
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
