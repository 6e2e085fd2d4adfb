import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, serverMessage } from "@client/lib/api";
import { handleUnauthorized } from "@client/lib/unauthorized";
import { toast } from "@client/lib/use-toast";

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
