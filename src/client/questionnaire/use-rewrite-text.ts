import { useMutation } from "@tanstack/react-query";
import { rewriteText } from "@shared/api/assistant";
import type { RewriteRequest } from "@shared/assistant";
import { callApi } from "../lib/api";

/** POST /api/ai/rewrite: the text reworded for a court paper (AI polish). */
export function useRewriteText() {
  return useMutation({
    mutationFn: (request: RewriteRequest) => callApi(rewriteText, { body: request }),
  });
}
