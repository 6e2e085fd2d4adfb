import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { useNavigate } from "react-router";
import { CASE_TYPE_LABELS } from "@shared/case-enums";
import { isFloridaCounty } from "@shared/counties";
import type { DocumentKind } from "@shared/documents/kind";
import { apiJson, serverMessage } from "../lib/api";
import { handleUnauthorized } from "../lib/unauthorized";
import { toast } from "../lib/use-toast";

interface Created {
  id: string;
  title: string;
}

/** The county a wizard's answers name, when they name a Florida county. */
function countyOf(data: Record<string, unknown>): string | undefined {
  const county = data.county;
  return typeof county === "string" && isFloridaCounty(county) ? county : undefined;
}

/**
 * What finishing a wizard does (spec part 2, section 4, with the improvements): a kind that belongs to
 * a case creates the case first and links the document to it; the others create the document alone. Then the
 * person lands on My Documents.
 */
export function useGenerateDocument(kind: DocumentKind) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A retry after a failed document reuses the case already created instead of making a second one.
  const createdCaseId = useRef<string | undefined>(undefined);
  return useMutation({
    mutationFn: async ({ data }: { data: Record<string, unknown>; clearDraft(): void }) => {
      let caseId = createdCaseId.current;
      if (kind.caseType && !caseId) {
        try {
          const created = await apiJson<Created>("POST", "/api/cases", {
            title: `${CASE_TYPE_LABELS[kind.caseType]}: ${kind.title}`,
            type: kind.caseType,
            description: kind.description,
            county: countyOf(data),
            formData: data,
          });
          caseId = created.id;
          createdCaseId.current = caseId;
          toast({ title: "Case Created", description: "Your case is saved. Your document is being generated." });
        } catch (error) {
          throw Object.assign(error as Error, { stage: "case" });
        }
      }
      return apiJson<Created>("POST", "/api/documents", {
        title: kind.title,
        type: kind.generationType ?? kind.libraryType,
        kind: kind.kind,
        format: "pdf",
        templateData: data,
        caseId,
      });
    },
    onSuccess: async (document, { clearDraft }) => {
      clearDraft();
      createdCaseId.current = undefined;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/documents"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/cases"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/stats"] }),
      ]);
      toast({ title: "Document Generated Successfully", description: `Your ${document.title} has been created and saved.` });
      void navigate("/documents");
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      if ((error as { stage?: string }).stage === "case") {
        toast({ title: "Error", description: "Failed to create case. Please try again.", variant: "destructive" });
        return;
      }
      toast({
        title: "Generation Failed",
        description: serverMessage(error, "Failed to generate document. Please try again."),
        variant: "destructive",
      });
    },
  });
}
