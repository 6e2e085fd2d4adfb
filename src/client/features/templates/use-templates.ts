import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  autofillTemplate,
  createUserTemplate,
  deleteUserTemplate,
  generateFromUserTemplate,
  updateUserTemplate,
} from "@shared/api/templates";
import type { TemplateInput, UserTemplateJson } from "@shared/templates/template-schemas";
import { callApi, refreshAfter, serverMessage } from "@client/lib/api";
import { handleUnauthorized } from "@client/lib/unauthorized";
import { toast } from "@client/lib/use-toast";

/** A failed call's toast: the server's message or the fallback; a 401 goes to sign-in instead. */
export function showTemplateError(error: unknown, title: string, fallback: string): void {
  if (handleUnauthorized(error)) return;
  toast({ title, description: serverMessage(error, fallback), variant: "destructive" });
}

/** POST /api/user-templates (create, duplicate, copy of a system template). */
export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TemplateInput) => callApi(createUserTemplate, { body: input }),
    onSuccess: () => refreshAfter(queryClient, createUserTemplate),
  });
}

/** PUT /api/user-templates/{id}. */
export function useUpdateTemplate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TemplateInput) => callApi(updateUserTemplate, { params: { id }, body: input }),
    onSuccess: () => refreshAfter(queryClient, updateUserTemplate),
  });
}

/** DELETE /api/user-templates/{id}. */
export function useDeleteTemplate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(deleteUserTemplate, { params: { id } }),
    onSuccess: () => refreshAfter(queryClient, deleteUserTemplate),
  });
}

/** POST /api/templates/autofill. */
export function useAutofill() {
  return useMutation({
    mutationFn: (input: { templateId: string; caseId?: string | undefined }) => callApi(autofillTemplate, { body: input }),
  });
}

/** POST /api/user-templates/{id}/use; then My Documents, the templates (usage count), the stats and cases are refetched. */
export function useGenerateFromTemplate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { variables: Record<string, string>; caseId?: string | undefined }) =>
      callApi(generateFromUserTemplate, { params: { id }, body: input }),
    onSuccess: () => refreshAfter(queryClient, generateFromUserTemplate),
  });
}

/** What a template's dialog sends: its fields without id and counts. */
export function templateInputOf(
  template: Pick<UserTemplateJson, "name" | "type" | "category" | "description" | "template" | "variables" | "tags">,
): TemplateInput {
  const { name, type, category, description, template: text, variables, tags } = template;
  return { name, type, category, description, template: text, variables, tags };
}
