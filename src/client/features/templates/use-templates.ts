import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DocumentJson } from "@shared/documents/document-schemas";
import type { AutofillJson, TemplateInput, UserTemplateJson } from "@shared/templates/template-schemas";
import { apiJson, apiRequest, serverMessage } from "@client/lib/api";
import { handleUnauthorized } from "@client/lib/unauthorized";
import { toast } from "@client/lib/use-toast";

export const USER_TEMPLATES_KEY = ["/api/user-templates"];
export const SYSTEM_TEMPLATES_KEY = ["/api/templates"];

const templateUrl = (id: string) => `/api/user-templates/${encodeURIComponent(id)}`;

/** A failed call's toast: the server's message or the fallback; a 401 goes to sign-in instead. */
export function showTemplateError(error: unknown, title: string, fallback: string): void {
  if (handleUnauthorized(error)) return;
  toast({ title, description: serverMessage(error, fallback), variant: "destructive" });
}

function useRefreshTemplates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: USER_TEMPLATES_KEY });
}

/** POST /api/user-templates (create, duplicate, copy of a system template). */
export function useCreateTemplate() {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: (input: TemplateInput) => apiJson<UserTemplateJson>("POST", "/api/user-templates", input),
    onSuccess: refresh,
  });
}

/** PUT /api/user-templates/{id}. */
export function useUpdateTemplate(id: string) {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: (input: TemplateInput) => apiJson<UserTemplateJson>("PUT", templateUrl(id), input),
    onSuccess: refresh,
  });
}

/** DELETE /api/user-templates/{id}. */
export function useDeleteTemplate(id: string) {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", templateUrl(id)),
    onSuccess: refresh,
  });
}

/** POST /api/templates/autofill. */
export function useAutofill() {
  return useMutation({
    mutationFn: (input: { templateId: string; caseId?: string | undefined }) => apiJson<AutofillJson>("POST", "/api/templates/autofill", input),
  });
}

/** POST /api/user-templates/{id}/use; then My Documents, the templates (usage count) and the stats are refetched. */
export function useGenerateFromTemplate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { variables: Record<string, string>; caseId?: string | undefined }) =>
      apiJson<{ document: DocumentJson; usageCount: number }>("POST", `${templateUrl(id)}/use`, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/documents"] }),
        queryClient.invalidateQueries({ queryKey: USER_TEMPLATES_KEY }),
        queryClient.invalidateQueries({ queryKey: ["/api/stats"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/cases"] }),
      ]),
  });
}

/** What a template's dialog sends: its fields without id and counts. */
export function templateInputOf(template: Pick<UserTemplateJson, "name" | "type" | "category" | "description" | "template" | "variables" | "tags">): TemplateInput {
  const { name, type, category, description, template: text, variables, tags } = template;
  return { name, type, category, description, template: text, variables, tags };
}
