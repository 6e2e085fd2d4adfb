/** Parts of a case's page whose code is loaded after its first paint or when they open. */
import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import type { CaseJson } from "@shared/case-schemas";
import { offersPacket, recordsFiling } from "./packet-cases";

interface DialogProps {
  open: boolean;
}

/**
 * A dialog whose code (a form and the schema it is checked with) is loaded the first time it opens, not with the
 * page; once in, it stays, so it can close as it should.
 */
function onDemand<Props extends DialogProps>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function DialogOnDemand(props: Props) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}

export const CaseEditDialogOnDemand = onDemand(async () => (await import("./case-edit-dialog")).CaseEditDialog);
export const CaseDeleteDialogOnDemand = onDemand(async () => (await import("./case-delete-dialog")).CaseDeleteDialog);

/**
 * The wizard's answers, labelled from the document catalog (every kind's fields, with their schemas): loaded once
 * the page has painted, and only for a case that has answers (building the catalog's schemas is the page's
 * longest task on a phone).
 */
const CaseAnswers = lazy(async () => ({ default: (await import("./case-answers")).CaseAnswers }));

const hasAnswers = (formData: CaseJson["formData"]) =>
  Object.values(formData).some((value) => value !== null && value !== undefined && value !== "");

export function CaseAnswersAfterPaint({ item }: { item: CaseJson }) {
  // Effects run after the browser has painted what rendered with them.
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  if (!painted || !hasAnswers(item.formData)) return null;
  return (
    <Suspense fallback={null}>
      <CaseAnswers item={item} />
    </Suspense>
  );
}

const CasePacket = lazy(async () => ({ default: (await import("./case-packet")).CasePacket }));
const CaseFiling = lazy(async () => ({ default: (await import("./case-filing")).CaseFiling }));

/**
 * "Get my filing packet" and the filing record, for the case types that have them: their code (the court's fees and
 * figures, how to file an answer, the filing form) is loaded only for those.
 */
export function CasePacketOnDemand({ item }: { item: CaseJson }) {
  if (!offersPacket(item.type)) return null;
  return (
    <Suspense fallback={null}>
      <CasePacket item={item} />
      {recordsFiling(item.type) && <CaseFiling item={item} />}
    </Suspense>
  );
}
