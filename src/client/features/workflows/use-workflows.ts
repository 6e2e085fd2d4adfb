/**
 * The workflow calls (src/server/routes/workflows.ts) and their toasts. Templates come from the server; when
 * that call fails the built-in list (the same shared data, in the reader's language) is used, with no retry.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { KINDS_NAMESPACE } from "@shared/documents/field-text";
import { WORKFLOW_TEMPLATES } from "@shared/workflows/registry";
import { templateJson, type WorkflowTemplateJson } from "@shared/workflows/template-json";
import { WORKFLOWS_NAMESPACE } from "@shared/workflows/workflow-text";
import type { WorkflowJson } from "@shared/workflows/workflow-schemas";
import { apiJson, apiRequest } from "@client/lib/api";
import { handleUnauthorized } from "@client/lib/unauthorized";
import { toast } from "@client/lib/use-toast";

export const WORKFLOWS_KEY = ["/api/workflows"];
const TEMPLATES_KEY = ["/api/workflows/templates"];

export const workflowUrl = (id: string) => `/api/workflows/${encodeURIComponent(id)}`;

export function useWorkflowTemplates(): WorkflowTemplateJson[] | undefined {
  const { t, i18n } = useTranslation([WORKFLOWS_NAMESPACE, KINDS_NAMESPACE]);
  const query = useQuery({
    queryKey: TEMPLATES_KEY,
    queryFn: () => apiJson<WorkflowTemplateJson[]>("GET", "/api/workflows/templates"),
    retry: false,
    staleTime: Infinity,
  });
  if (query.isPending) return undefined;
  if (query.isError) return WORKFLOW_TEMPLATES.map((template) => templateJson(template, (keys, values) => t(keys, values ?? {}) as string, i18n.language));
  return query.data;
}

export function useWorkflows() {
  return useQuery({ queryKey: WORKFLOWS_KEY, queryFn: () => apiJson<WorkflowJson[]>("GET", "/api/workflows") });
}

function useFailureToast() {
  const { t } = useTranslation("workflows");
  return (key: string) => (error: unknown) => {
    if (handleUnauthorized(error)) return;
    toast({ title: t(key), variant: "destructive" });
  };
}

/** Starting a template: create, then save step 0 with empty data and no completed steps. */
export function useStartWorkflow() {
  const queryClient = useQueryClient();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: async (template: WorkflowTemplateJson) => {
      const created = await apiJson<WorkflowJson>("POST", "/api/workflows", {
        workflowType: template.type,
        title: template.name,
        description: template.description,
        totalSteps: template.steps.length,
        currentStep: 0,
        data: {},
        completedSteps: [],
      });
      return apiJson<WorkflowJson>("PUT", workflowUrl(created.id), { currentStep: 0, data: {}, completedSteps: [], version: created.version });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKFLOWS_KEY }),
    onError: failed("toast.createFailed"),
  });
}

export function useDeleteWorkflow() {
  const { t } = useTranslation("workflows");
  const queryClient = useQueryClient();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", workflowUrl(id)),
    onSuccess: async () => {
      toast({ title: t("toast.deleted") });
      await queryClient.invalidateQueries({ queryKey: WORKFLOWS_KEY });
    },
    onError: failed("toast.deleteFailed"),
  });
}
