import { useTranslation } from "react-i18next";
import type { CaseJson } from "@shared/case-schemas";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { useDeleteCase } from "./use-case";
import { useCaseDocuments } from "./use-case-documents";

interface CaseDeleteDialogProps {
  item: CaseJson;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Deleting a case keeps its documents: they stay in My Documents, no longer linked to a case. */
export function CaseDeleteDialog({ item, open, onOpenChange }: CaseDeleteDialogProps) {
  const { t } = useTranslation("cases");
  const remove = useDeleteCase(item.id);
  const documents = useCaseDocuments(item.id);
  const count = documents.data?.length;
  // What happens to the case's documents, by how many it has (undefined: not known yet).
  const kept = count === 0 ? "" : count === undefined ? t("delete.keptUnknown") : t("delete.kept", { count });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("delete.title")}
      description={[t("delete.description", { title: item.title }), kept].filter(Boolean).join(" ")}
      confirmLabel={remove.isPending ? t("delete.deleting") : t("overview.delete")}
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
    />
  );
}
