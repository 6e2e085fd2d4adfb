import { useQuery } from "@tanstack/react-query";
import type { CaseJson } from "@shared/case-schemas";
import type { DocumentJson } from "@shared/documents/document-schemas";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { useDeleteCase } from "./use-case";

/** What happens to the case's documents, by how many it has (undefined: not known yet). */
function keptDocuments(count: number | undefined): string {
  if (count === 0) return "";
  const which = count === undefined ? "Any documents of this case" : count === 1 ? "Its 1 document" : `Its ${count} documents`;
  return ` ${which} will be kept in My Documents, but will no longer be linked to a case.`;
}

interface CaseDeleteDialogProps {
  item: CaseJson;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Deleting a case keeps its documents: they stay in My Documents, no longer linked to a case. */
export function CaseDeleteDialog({ item, open, onOpenChange }: CaseDeleteDialogProps) {
  const remove = useDeleteCase(item.id);
  const documents = useQuery<DocumentJson[]>({ queryKey: ["/api/documents"] });
  const count = documents.data?.filter((document) => document.caseId === item.id).length;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete this case?"
      description={`"${item.title}" and your answers in it will be deleted for good.${keptDocuments(count)}`}
      confirmLabel={remove.isPending ? "Deleting..." : "Delete Case"}
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
    />
  );
}
