import type { ReactNode } from "react";
import { cn } from "@client/lib/cn";
import { Card } from "./ui/card";
import { Skeleton } from "./ui/skeleton";

interface Shaped {
  /** Read once by screen readers while it loads: "Loading your cases...". */
  status: string;
  /** How many placeholders: 6 cards, 2 rows or 2 panels unless told. */
  count?: number;
  /** The test id of each placeholder. */
  testId?: string;
  /** The wrapper's place on the page, e.g. a page's width: "mx-auto max-w-5xl". */
  className?: string;
}

type LoadingStateProps =
  /** A grid of cards, while a list shown as cards loads; `children`: what one card holds, shaped like the real one. */
  | (Shaped & { shape: "cards"; children?: ReactNode })
  /** Stacked rows, while a short list inside a section loads. */
  | (Shaped & { shape: "rows"; children?: never })
  /** A short panel and tall ones, while a whole page loads. */
  | (Shaped & { shape: "panels"; children?: never });

const DEFAULT_COUNT = { cards: 6, rows: 2, panels: 2 } as const;

/**
 * Placeholders shaped like what is loading, and one status for screen readers. Shown only while a query is pending,
 * never as an endless spinner: a failure is a LoadError, nothing to show an EmptyState.
 */
export function LoadingState({ status, shape, count = DEFAULT_COUNT[shape], testId, className, children }: LoadingStateProps) {
  const each = Array.from({ length: count }, (_, index) => index);
  return (
    <div aria-busy="true" className={className}>
      <p role="status" className="sr-only">
        {status}
      </p>
      {shape === "cards" ? (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
          {each.map((index) => (
            <li key={index}>
              <Card className="grid gap-3 p-4" data-testid={testId}>
                {children ?? <CardLines />}
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <div className={cn("grid", shape === "rows" ? "gap-2" : "gap-6")}>
          {each.map((index) => (
            <Skeleton key={index} data-testid={testId} className={shape === "rows" ? "h-14" : index === 0 ? "h-24" : "h-96"} />
          ))}
        </div>
      )}
    </div>
  );
}

function CardLines() {
  return (
    <>
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-1/2" />
    </>
  );
}
