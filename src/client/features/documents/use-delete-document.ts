import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { apiRequest, serverMessage } from "@client/lib/api";
import { handleUnauthorized } from "@client/lib/unauthorized";
import { toast } from "@client/lib/use-toast";

export function useDeleteDocument({ onDeleted }: { onDeleted(): void }) {
  const { t } = useTranslation("documents");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/documents/${encodeURIComponent(id)}`),
    onSuccess: async () => {
      onDeleted();
      toast({ title: t("delete.deletedTitle"), description: t("delete.deleted") });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/documents"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/stats"] }),
      ]);
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
