import { lazy, Suspense, useState } from "react";
import type { DeadlineDialogProps } from "./deadline-dialog";

const DeadlineDialog = lazy(async () => ({ default: (await import("./deadline-dialog")).DeadlineDialog }));

/**
 * The deadline dialog, whose code (a form checked with the API's own schema) is loaded the first time it opens,
 * not with the page; once in, it stays, so it can close as it should.
 */
export function DeadlineDialogOnDemand(props: DeadlineDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <DeadlineDialog {...props} />
    </Suspense>
  );
}
