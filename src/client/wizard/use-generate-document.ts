import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { listCaseChoices } from "@shared/api/case-choices";
import { createDocumentVersion } from "@shared/api/document-versions";
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
import type { PaperHome } from "./paper-home";
import { paperReadyState } from "./paper-ready";

/**
 * What finishing a wizard does (docs/architecture.md walks it from form to PDF): one request makes the document,
 * filed under the case she chose (PaperHome), or, for a kind that belongs to a case, with a new case titled after
 * its parties or person (case-titles.ts), both or neither; or, when she chose to replace a paper of hers, its next
 * version (the one before is kept). The answers are kept once, on the document. Then she lands on My Documents.
 */
export function useGenerateDocument(kind: DocumentKind) {
  const { t } = useTranslation("wizard");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const keys = kindTextKeys(kind.kind);
  const kindText = (key: string) => t(key, { ns: KINDS_NAMESPACE, ...kind.values });

  /** The case a kind's document starts, or none for a kind that stands alone. */
  const newCaseOf = (data: Record<string, unknown>, title: string, caseId: string | undefined) => {
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
    mutationFn: ({ data, home }: { data: Record<string, unknown>; home: PaperHome; clearDraft(): void }) => {
      const title = kindText(keys.title);
      const { caseId, replaces } = home;
      if (replaces) return callApi(createDocumentVersion, { params: { id: replaces }, body: { title, templateData: data } });
      return callApi(createDocument, {
        body: {
          title,
          type: kind.generationType ?? kind.libraryType,
          kind: kind.kind,
          format: "pdf",
          templateData: data,
          // A paper made for one of her cases (a summons, a cover sheet...) is filed under it.
          ...(caseId ? { caseId } : {}),
          newCase: newCaseOf(data, title, caseId),
        },
      });
    },
    onSuccess: async (document, { data, home, clearDraft }) => {
      clearDraft();
      // Unless it named an existing case, a case in the answer is one it made.
      if (document.caseId && !home.caseId)
        toast({ title: t("generate.caseCreatedTitle"), description: t("generate.caseCreated") });
      await refreshAfter(queryClient, home.replaces ? createDocumentVersion : createDocument);
      // Where her next paper may go has changed too.
      void queryClient.invalidateQueries({ queryKey: [listCaseChoices.path] });
      toast({ title: t("generate.successTitle"), description: t("generate.success", { title: document.title }) });
      // She lands on My Documents, where "Your paper is ready" offers the paper, what to do next and its deadlines.
      const deadlines = suggestedDeadlines(kind.kind, data, { onOrAfter: todayIso() });
      void navigate("/documents", {
        state: paperReadyState({
          documentId: document.id,
          documentTitle: document.title,
          kind: kind.kind,
          caseId: document.caseId,
          replaced: home.replaces !== undefined,
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
