import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { deleteDocument } from "@shared/api/documents";
import { callApi, refreshAfter, serverMessage } from "@client/lib/api";
import { handleUnauthorized } from "@client/lib/unauthorized";
import { toast } from "@client/lib/use-toast";

export function useDeleteDocument({ onDeleted }: { onDeleted(): void }) {
  const { t } = useTranslation("documents");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteDocument, { params: { id } }),
    onSuccess: async () => {
      onDeleted();
      toast({ title: t("delete.deletedTitle"), description: t("delete.deleted") });
      await refreshAfter(queryClient, deleteDocument);
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({
        title: t("delete.errorTitle"),
        description: serverMessage(error, t("delete.failed")),
        variant: "destructive",
      });
    },
  });
}
