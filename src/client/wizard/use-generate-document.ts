import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { suggestedDeadlines } from "@shared/deadlines/clocks";
import { caseTitleMessage, fitCaseTitle } from "@shared/documents/case-titles";
import { countyOfCode } from "@shared/documents/county-codes";
import { kindTextKeys, KINDS_NAMESPACE } from "@shared/documents/field-text";
import type { DocumentKind } from "@shared/documents/kind";
import { apiJson, serverMessage } from "../lib/api";
import { todayIso } from "../lib/today";
import { handleUnauthorized } from "../lib/unauthorized";
import { toast } from "../lib/use-toast";
import { generatedDeadlinesState } from "./suggested-deadlines";

interface Created {
  id: string;
  title: string;
}

/** The county a wizard's answers name, when they name a Florida county. */
function countyOf(data: Record<string, unknown>): string | undefined {
  // The answers hold the county's code ("miami_dade"); a case keeps its name.
  return countyOfCode(data.county);
}

/**
 * What finishing a wizard does (docs/architecture.md walks it from form to PDF): a kind that belongs to
 * a case creates the case first, titled after its parties or person (case-titles.ts), and links the document to
 * it; the others create the document alone. Then the person lands on My Documents.
 */
export function useGenerateDocument(kind: DocumentKind) {
  const { t } = useTranslation("wizard");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A retry after a failed document reuses the case already created instead of making a second one.
  const createdCaseId = useRef<string | undefined>(undefined);
  const keys = kindTextKeys(kind.kind);
  const kindText = (key: string) => t(key, { ns: KINDS_NAMESPACE, ...kind.values });
  return useMutation({
    mutationFn: async ({ data }: { data: Record<string, unknown>; clearDraft(): void }) => {
      const title = kindText(keys.title);
      let caseId = createdCaseId.current;
      if (kind.caseType && !caseId) {
        const named = caseTitleMessage(kind.kind, data);
        try {
          const created = await apiJson<Created>("POST", "/api/cases", {
            title: fitCaseTitle(named ? t(named.key, named.values) : t("caseTitles.fallback", { document: title })),
            type: kind.caseType,
            description: kindText(keys.description),
            county: countyOf(data),
            formData: data,
          });
          caseId = created.id;
          createdCaseId.current = caseId;
          toast({ title: t("generate.caseCreatedTitle"), description: t("generate.caseCreated") });
        } catch (error) {
          throw Object.assign(error as Error, { stage: "case" });
        }
      }
      const document = await apiJson<Created>("POST", "/api/documents", {
        title,
        type: kind.generationType ?? kind.libraryType,
        kind: kind.kind,
        format: "pdf",
        templateData: data,
        caseId,
      });
      return { ...document, caseId: caseId ?? null };
    },
    onSuccess: async (document, { data, clearDraft }) => {
      clearDraft();
      createdCaseId.current = undefined;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/documents"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/cases"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/stats"] }),
      ]);
      toast({ title: t("generate.successTitle"), description: t("generate.success", { title: document.title }) });
      // The deadlines the document starts are offered where the person lands (suggested-deadlines.tsx).
      const deadlines = suggestedDeadlines(kind.kind, data, { onOrAfter: todayIso() });
      void navigate("/documents", {
        state: deadlines.length > 0 ? generatedDeadlinesState({ documentTitle: document.title, caseId: document.caseId, deadlines }) : undefined,
      });
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      if ((error as { stage?: string }).stage === "case") {
        toast({ title: t("generate.errorTitle"), description: t("generate.caseFailed"), variant: "destructive" });
        return;
      }
      toast({
        title: t("generate.failedTitle"),
        description: serverMessage(error, t("generate.failed")),
        variant: "destructive",
      });
    },
  });
}
