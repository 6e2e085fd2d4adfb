import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { createDocument } from "@shared/api/documents";
import { suggestedDeadlines } from "@shared/deadlines/clocks";
import { caseTitleMessage, fitCaseTitle } from "@shared/documents/case-titles";
import { countyOfCode } from "@shared/documents/county-codes";
import { kindTextKeys, KINDS_NAMESPACE } from "@shared/documents/field-text";
import type { DocumentKind } from "@shared/documents/kind";
import { callApi, refreshAfter, serverMessage } from "../lib/api";
import { todayIso } from "../lib/today";
import { handleUnauthorized } from "../lib/unauthorized";
import { toast } from "../lib/use-toast";
import { paperReadyState } from "./paper-ready";

/**
 * What finishing a wizard does (docs/architecture.md walks it from form to PDF): one request makes the document,
 * and for a kind that belongs to a case the case too, titled after its parties or person (case-titles.ts), both
 * or neither. The answers are kept once, on the document. Then the person lands on My Documents.
 */
export function useGenerateDocument(kind: DocumentKind, caseId?: string) {
  const { t } = useTranslation("wizard");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const keys = kindTextKeys(kind.kind);
  const kindText = (key: string) => t(key, { ns: KINDS_NAMESPACE, ...kind.values });

  /** The case a kind's document starts, or none for a kind that stands alone. */
  const newCaseOf = (data: Record<string, unknown>, title: string) => {
    if (!kind.caseType || caseId) return undefined;
    const named = caseTitleMessage(kind.kind, data);
    return {
      title: fitCaseTitle(named ? t(named.key, named.values) : t("caseTitles.fallback", { document: title })),
      type: kind.caseType,
      description: kindText(keys.description),
      // The answers hold the county's code ("miami_dade"); a case keeps its name.
      county: countyOfCode(data.county),
    };
  };

  return useMutation({
    mutationFn: ({ data }: { data: Record<string, unknown>; clearDraft(): void }) => {
      const title = kindText(keys.title);
      return callApi(createDocument, {
        body: {
          title,
          type: kind.generationType ?? kind.libraryType,
          kind: kind.kind,
          format: "pdf",
          templateData: data,
          // A paper made for one of her cases (a summons, a cover sheet...) is filed under it.
          ...(caseId ? { caseId } : {}),
          newCase: newCaseOf(data, title),
        },
      });
    },
    onSuccess: async (document, { data, clearDraft }) => {
      clearDraft();
      // Unless it named an existing case, a case in the answer is one it made.
      if (document.caseId && !caseId) toast({ title: t("generate.caseCreatedTitle"), description: t("generate.caseCreated") });
      await refreshAfter(queryClient, createDocument);
      toast({ title: t("generate.successTitle"), description: t("generate.success", { title: document.title }) });
      // She lands on My Documents, where "Your paper is ready" offers the paper, what to do next and its deadlines.
      const deadlines = suggestedDeadlines(kind.kind, data, { onOrAfter: todayIso() });
      void navigate("/documents", {
        state: paperReadyState({
          documentId: document.id,
          documentTitle: document.title,
          kind: kind.kind,
          caseId: document.caseId,
          deadlines,
        }),
      });
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({
        title: t("generate.failedTitle"),
        description: serverMessage(error, t("generate.failed")),
        variant: "destructive",
      });
    },
  });
}
