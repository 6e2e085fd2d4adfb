import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, serverMessage } from "../../lib/api";
import { handleUnauthorized } from "../../lib/unauthorized";
import { toast } from "../../lib/use-toast";

export function useDeleteDocument({ onDeleted }: { onDeleted(): void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/documents/${encodeURIComponent(id)}`),
    onSuccess: async () => {
      onDeleted();
      toast({ title: "Document Deleted", description: "The document has been removed." });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/documents"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/stats"] }),
      ]);
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({
        title: "Error",
        description: serverMessage(error, "Failed to delete document. Please try again."),
        variant: "destructive",
      });
    },
  });
}
