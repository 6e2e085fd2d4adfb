import { useQuery } from "@tanstack/react-query";
import type { CaseJson } from "../../../shared/case-schemas";
import type { DocumentJson } from "../../../shared/documents/document-schemas";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { useDeleteCase } from "./use-case";

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
  const papers =
    count === undefined
      ? "Any documents of this case"
      : count === 0
        ? "This case has no documents. If it had, they"
        : count === 1
          ? "Its 1 document"
          : `Its ${count} documents`;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete this case?"
      description={`"${item.title}" and your answers in it will be deleted for good. ${papers} will be kept in My Documents, but will no longer be linked to a case.`}
      confirmLabel={remove.isPending ? "Deleting..." : "Delete Case"}
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
    />
  );
}
