/**
 * The workflow calls (src/server/routes/workflows.ts) and their toasts. Definitions come from the server; when
 * that call fails the built-in list (the same shared data, in the reader's language, loaded then) is used, with no
 * retry.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { createWorkflow, deleteWorkflow, listWorkflows, listWorkflowDefinitions, updateWorkflow } from "@shared/api/workflows";
import { KINDS_NAMESPACE } from "@shared/documents/field-text";
import type { WorkflowDefinitionJson } from "@shared/workflows/definition-json";
import { apiQuery, callApi, refreshAfter } from "@client/lib/api";
import { handleUnauthorized } from "@client/lib/unauthorized";
import { toast } from "@client/lib/use-toast";

export function useWorkflowDefinitions(): WorkflowDefinitionJson[] | undefined {
  // "workflows" is WORKFLOWS_NAMESPACE, not imported: its module brings the document catalog with it.
  const { t, i18n } = useTranslation(["workflows", KINDS_NAMESPACE]);
  const query = useQuery({ ...apiQuery(listWorkflowDefinitions, {}), retry: false, staleTime: Infinity });
  // The built-in definitions (every document kind's fields with them) load only when the server's did not come.
  const builtIn = useQuery({
    queryKey: ["built-in-workflow-definitions", i18n.language],
    queryFn: async () => {
      const [{ WORKFLOW_DEFINITIONS }, { definitionJson }] = await Promise.all([
        import("@shared/workflows/registry"),
        import("@shared/workflows/definition-json"),
      ]);
      return WORKFLOW_DEFINITIONS.map((definition) =>
        definitionJson(definition, (keys, values) => t(keys, values ?? {}) as string, i18n.language),
      );
    },
    enabled: query.isError,
    staleTime: Infinity,
  });
  if (query.isPending) return undefined;
  return query.isError ? builtIn.data : query.data;
}

export function useWorkflows() {
  return useQuery(apiQuery(listWorkflows, {}));
}

function useFailureToast() {
  const { t } = useTranslation("workflows");
  return (key: string) => (error: unknown) => {
    if (handleUnauthorized(error)) return;
    toast({ title: t(key), variant: "destructive" });
  };
}

/** Starting a definition: create, then save step 0 with empty data and no completed steps. */
export function useStartWorkflow() {
  const queryClient = useQueryClient();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: async (definition: WorkflowDefinitionJson) => {
      const created = await callApi(createWorkflow, {
        body: {
          workflowType: definition.type,
          title: definition.name,
          description: definition.description,
          totalSteps: definition.steps.length,
          currentStep: 0,
          data: {},
          completedSteps: [],
        },
      });
      return callApi(updateWorkflow, {
        params: { id: created.id },
        body: { currentStep: 0, data: {}, completedSteps: [], version: created.version },
      });
    },
    onSuccess: () => refreshAfter(queryClient, updateWorkflow),
    onError: failed("toast.createFailed"),
  });
}

export function useDeleteWorkflow() {
  const { t } = useTranslation("workflows");
  const queryClient = useQueryClient();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteWorkflow, { params: { id } }),
    onSuccess: async () => {
      toast({ title: t("toast.deleted") });
      await refreshAfter(queryClient, deleteWorkflow);
    },
    onError: failed("toast.deleteFailed"),
  });
}
