/**
 * Document Workflows: the workflows in progress (Resume, delete), the
 * definitions to start, the "Resume Previous Workflow?" dialog when one is in progress, and the active workflow.
 */
import { Clock, FileText, Play, Trash2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "@shared/i18n/format";
import type { WorkflowDefinitionJson } from "@shared/workflows/definition-json";
import type { WorkflowJson } from "@shared/workflows/workflow-schemas";
import { LoadError } from "@client/components/load-error";
import { LoadingState } from "@client/components/loading-state";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { i18n as messages } from "@client/i18n/i18n";
import { useUnauthorizedRedirect } from "@client/lib/unauthorized";
import { useDeleteWorkflow, useStartWorkflow, useWorkflows, useWorkflowDefinitions } from "./use-workflows";

/**
 * The questionnaire of a workflow, its code (with the schemas it checks the answers with) and the words of its fields
 * loaded when she starts or resumes one: the list of workflows paints without them.
 */
const WorkflowRunner = lazy(() =>
  Promise.all([import("./workflow-runner"), messages.loadNamespaces(["kinds", "wizard", "validation"])]).then(([runner]) => ({
    default: runner.WorkflowRunner,
  })),
);

export default function WorkflowsPage() {
  const { t, i18n } = useTranslation("workflows");
  const definitions = useWorkflowDefinitions();
  const workflows = useWorkflows();
  const start = useStartWorkflow();
  const remove = useDeleteWorkflow();
  const [activeId, setActiveId] = useState<string | null>(null);
  /** The "Resume Previous Workflow?" offer: on arrival, or when starting a definition already in progress. */
  const [offer, setOffer] = useState<{ workflow: WorkflowJson; definition?: WorkflowDefinitionJson } | null>(null);
  const [offered, setOffered] = useState(false);
  const [toDelete, setToDelete] = useState<WorkflowJson | null>(null);
  useUnauthorizedRedirect(workflows.error);

  if (workflows.isError) return <LoadError what={t("page.title")} query={workflows} />;
  if (workflows.isPending || !definitions)
    return <LoadingState status={t("page.loading")} shape="panels" className="mx-auto max-w-5xl" />;

  const inProgress = workflows.data.filter((workflow) => workflow.status === "in_progress");
  if (!offered) {
    setOffered(true);
    if (inProgress[0]) setOffer({ workflow: inProgress[0] });
  }
  const definitionOf = (type: string) => definitions.find((definition) => definition.type === type);
  const active = activeId ? workflows.data.find((workflow) => workflow.id === activeId) : undefined;
  const activeDefinition = active ? definitionOf(active.workflowType) : undefined;

  if (active && activeDefinition) {
    return (
      <Suspense fallback={<LoadingState status={t("page.loading")} shape="panels" className="mx-auto max-w-5xl" />}>
        <WorkflowRunner key={active.id} workflow={active} definition={activeDefinition} onExit={() => setActiveId(null)} />
      </Suspense>
    );
  }

  const begin = (definition: WorkflowDefinitionJson) =>
    start.mutate(definition, {
      onSuccess: (workflow) => {
        setOffer(null);
        setActiveId(workflow.id);
      },
    });
  const choose = (definition: WorkflowDefinitionJson) => {
    const previous = inProgress.find((workflow) => workflow.workflowType === definition.type);
    if (previous) setOffer({ workflow: previous, definition });
    else begin(definition);
  };

  return (
    <div className="mx-auto grid max-w-5xl gap-8">
      <p className="max-w-2xl text-slate-700">{t("page.intro")}</p>
      {inProgress.length > 0 && (
        <section aria-labelledby="continue-heading" className="grid gap-3">
          <h2 id="continue-heading" className="text-xl font-bold text-slate-900">
            {t("page.continueTitle")}
          </h2>
          <ul className="grid gap-3">
            {inProgress.map((workflow) => (
              <li key={workflow.id}>
                <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <div className="min-w-0">
                    <p className="break-words font-semibold text-slate-900">{workflow.title}</p>
                    <p className="text-sm text-slate-700">
                      {t("page.stepOf", { current: workflow.currentStep + 1, total: workflow.totalSteps })}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button
                      onClick={() => setActiveId(workflow.id)}
                      aria-label={t("page.resumeNamed", { title: workflow.title })}
                    >
                      <Play aria-hidden="true" /> {t("page.resume")}
                    </Button>
                    <Button
                      variant="outline"
                      size="icon"
                      onClick={() => setToDelete(workflow)}
                      aria-label={t("page.deleteNamed", { title: workflow.title })}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="start-heading" className="grid gap-3">
        <h2 id="start-heading" className="text-xl font-bold text-slate-900">
          {t("page.startTitle")}
        </h2>
        <ul className="grid gap-4 md:grid-cols-2">
          {definitions.map((definition) => (
            <li key={definition.type}>
              <Card className="flex h-full flex-col gap-3 p-4">
                <h3 className="text-lg font-semibold text-slate-900">{definition.name}</h3>
                <p className="text-sm text-slate-700">{definition.description}</p>
                <div className="flex flex-wrap gap-2 text-sm">
                  <Badge
                    tone={definition.difficulty === "easy" ? "green" : definition.difficulty === "moderate" ? "amber" : "red"}
                  >
                    {t(`difficulty.${definition.difficulty}`)}
                  </Badge>
                  <span className="inline-flex items-center gap-1 text-slate-700">
                    <Clock className="size-4" aria-hidden="true" /> {t("page.minutes", { count: definition.estimatedTime })}
                  </span>
                  <span className="inline-flex items-center gap-1 text-slate-700">
                    <FileText className="size-4" aria-hidden="true" /> {t("page.steps", { count: definition.steps.length })}
                  </span>
                </div>
                <p className="text-sm text-slate-800">
                  {definition.filingFee === null
                    ? t("page.noFilingFee")
                    : t("page.filingFee", { amount: formatMoney(definition.filingFee, "whole", i18n.language) })}
                </p>
                <p className="text-xs text-slate-600">
                  {t("page.documents")}: {definition.requiredDocuments.join(", ")}
                </p>
                <Button
                  className="mt-auto self-start"
                  onClick={() => choose(definition)}
                  disabled={start.isPending}
                  aria-label={t("page.startNamed", { name: definition.name })}
                >
                  {t("page.start")}
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <Dialog open={offer !== null} onOpenChange={(open) => !open && setOffer(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t("resumeDialog.title")}</DialogTitle>
            <DialogDescription>
              {offer
                ? t("resumeDialog.body", {
                    title: offer.workflow.title,
                    current: offer.workflow.currentStep + 1,
                    total: offer.workflow.totalSteps,
                  })
                : null}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button
              variant="outline"
              onClick={() => (offer?.definition ? begin(offer.definition) : setOffer(null))}
              disabled={start.isPending}
            >
              {t("resumeDialog.startNew")}
            </Button>
            <Button
              onClick={() => {
                if (offer) setActiveId(offer.workflow.id);
                setOffer(null);
              }}
            >
              {t("resumeDialog.resume")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t("page.delete")}
        description={toDelete?.title ?? ""}
        confirmLabel={t("page.delete")}
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.id, { onSuccess: () => setToDelete(null) })}
      />
    </div>
  );
}
