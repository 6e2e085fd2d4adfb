/**
 * A document kind's draft on the server (GET/PUT/DELETE /api/drafts/:kind): read once when the wizard opens, saved
 * as she types through the questionnaire engine, deleted once the document is made. Nothing is kept in the browser.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useRef } from "react";
import { deleteDraft, getDraft, saveDraft, type DraftJson } from "@shared/api/drafts";
import { callApi, queryKeyOf, statusOf } from "../lib/api";
import type { DraftStore } from "../questionnaire/draft-saver";

/** Saves still under way, per kind: a wizard opened again reads the draft after them, not before. */
const savesUnderWay = new Map<string, Promise<unknown>>();

const readDraft = async (questionnaire: string): Promise<DraftJson | null> => {
  await savesUnderWay.get(questionnaire)?.catch(() => undefined);
  try {
    return await callApi(getDraft, { params: { questionnaire } });
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
};

/** Her draft of a kind: null when she has none. Read fresh each time a wizard opens (another device may have saved). */
export function useKindDraft(questionnaire: string) {
  return useQuery({
    queryKey: queryKeyOf(getDraft, { params: { questionnaire } }),
    queryFn: () => readDraft(questionnaire),
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** The draft store of one wizard: each save sends the version it was made from, and keeps the one it made. */
export function useKindDraftStore(questionnaire: string, startVersion: number) {
  const queryClient = useQueryClient();
  const version = useRef(startVersion);
  const store = useMemo<DraftStore>(
    () => ({
      async save({ step, values }) {
        const saving = callApi(saveDraft, {
          params: { questionnaire },
          body: { step, answers: values, version: version.current },
        });
        savesUnderWay.set(questionnaire, saving);
        try {
          version.current = (await saving).version;
        } finally {
          if (savesUnderWay.get(questionnaire) === saving) savesUnderWay.delete(questionnaire);
        }
      },
    }),
    [questionnaire],
  );
  /** The newest draft on the server; from now on saves are made from its version. */
  const adoptLatest = useCallback(async () => {
    const latest = await readDraft(questionnaire);
    version.current = latest?.version ?? 0;
    return latest;
  }, [questionnaire]);
  /** The document is made: the draft goes (a draft already gone is fine). */
  const remove = useCallback(async () => {
    await savesUnderWay.get(questionnaire)?.catch(() => undefined);
    await callApi(deleteDraft, { params: { questionnaire } }).catch((error: unknown) => {
      if (statusOf(error) !== 404) throw error;
    });
    queryClient.removeQueries({ queryKey: queryKeyOf(getDraft, { params: { questionnaire } }) });
  }, [questionnaire, queryClient]);
  return { store, adoptLatest, remove };
}
