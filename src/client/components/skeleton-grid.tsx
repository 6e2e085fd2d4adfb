import type { ReactNode } from "react";
import { Card } from "./ui/card";

interface SkeletonGridProps {
  /** Read once by screen readers while the list loads: "Loading your cases...". */
  status: string;
  /** The test id of each placeholder card. */
  testId: string;
  /** What one placeholder card holds: skeleton lines shaped like the real card. */
  children: ReactNode;
}

/** Six placeholder cards, in the grid the loaded list will use, while a list loads. */
export function SkeletonGrid({ status, testId, children }: SkeletonGridProps) {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {status}
      </p>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index}>
            <Card className="grid gap-3 p-4" data-testid={testId}>
              {children}
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
