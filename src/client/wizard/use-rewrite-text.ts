import { useMutation } from "@tanstack/react-query";
import type { RewriteRequest, RewriteResponse } from "@shared/assistant";
import { apiJson } from "../lib/api";

/** POST /api/ai/rewrite: the text reworded for a court paper (AI polish). */
export function useRewriteText() {
  return useMutation({
    mutationFn: (request: RewriteRequest) => apiJson<RewriteResponse>("POST", "/api/ai/rewrite", request),
  });
}
