import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { deleteTranslation, listTranslations, saveTranslationAsDocument, translate } from "@shared/api/translations";
import type { TranslationJson } from "@shared/translations";
import { apiQuery, callApi, queryKeyOf, refreshAfter } from "@client/lib/api";
import { handleUnauthorized } from "@client/lib/unauthorized";
import { toast } from "@client/lib/use-toast";
import { problemToast } from "./problem-toast";
import { explanationLanguageFor, postTranslation, type TranslateAnswer, type TranslateInput } from "./translate-request";

/** GET /api/translations: newest first, so the first one is the Latest Translation. */
export function useTranslations() {
  return useQuery(apiQuery(listTranslations, {}));
}

/**
 * POST /api/translate with the spec's toasts. `uploaded` is the share of a file sent so far (null: nothing being
 * uploaded), for the progress bar. A failure's message goes to a toast and to onFailed, for the form to show too.
 * `onTranslated` has the whole answer (what was read of the paper too) before the new translation is shown.
 */
export function useTranslate(
  onFailed: (message: string) => void,
  onTranslated: (answer: TranslateAnswer, input: TranslateInput) => void,
) {
  const { t, i18n } = useTranslation("translator");
  const queryClient = useQueryClient();
  const [uploaded, setUploaded] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (input: TranslateInput) => {
      setUploaded(input.kind === "text" ? null : 0);
      // Explained in the interface language: in Spanish when she reads the site in Spanish.
      return postTranslation(input, explanationLanguageFor(i18n.language), setUploaded);
    },
    onSuccess: async (created, input) => {
      onTranslated(created, input);
      toast({ title: t("toasts.complete") });
      queryClient.setQueryData<TranslationJson[]>(queryKeyOf(listTranslations, {}), (list) => [created, ...(list ?? [])]);
      await refreshAfter(queryClient, translate);
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      onFailed(problemToast(error, t("messages.failed")));
    },
    onSettled: () => setUploaded(null),
  });
  return { ...mutation, uploaded };
}

/** DELETE /api/translations/{id}. */
export function useDeleteTranslation() {
  const { t } = useTranslation("translator");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteTranslation, { params: { id } }),
    onSuccess: () => toast({ title: t("toasts.deleted") }),
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      problemToast(error, t("messages.deleteFailed"));
    },
    onSettled: () => refreshAfter(queryClient, deleteTranslation),
  });
}

/** POST /api/translations/{id}/document: a PDF of the plain-English version in My Documents. */
export function useSaveAsDocument() {
  const { t } = useTranslation("translator");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(saveTranslationAsDocument, { params: { id } }),
    onSuccess: async (document) => {
      toast({ title: t("toasts.saved"), description: t("toasts.savedText", { title: document.title }) });
      await refreshAfter(queryClient, saveTranslationAsDocument);
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      problemToast(error, t("messages.saveFailed"));
    },
  });
}
