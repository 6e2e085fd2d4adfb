import { useQuery } from "@tanstack/react-query";
import { FileText, Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { TEMPLATE_CATEGORIES, type TemplateCategory } from "@shared/templates/template-enums";
import { listSystemTemplates, listUserTemplates } from "@shared/api/templates";
import type { SystemTemplateJson, UserTemplateJson } from "@shared/templates/template-schemas";
import { EmptyState } from "@client/components/empty-state";
import { LoadError } from "@client/components/load-error";
import { LoadingState } from "@client/components/loading-state";
import { SearchInput } from "@client/components/search-input";
import { Button } from "@client/components/ui/button";
import { ConfirmDialog } from "@client/components/ui/confirm-dialog";
import { FormField } from "@client/components/ui/form-field";
import { NativeSelect } from "@client/components/ui/input";
import { Skeleton } from "@client/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@client/components/ui/tabs";
import { apiQuery } from "@client/lib/api";
import { useUnauthorizedRedirect } from "@client/lib/unauthorized";
import { toast } from "@client/lib/use-toast";
import { SystemTemplateCard, UserTemplateCard } from "./template-card";
import { TemplateFormDialog } from "./template-form-dialog";
import { filterTemplates, hasTemplateFilters, NO_TEMPLATE_FILTERS, type TemplateFilters } from "./template-list";
import { TemplateUseDialog } from "./template-use-dialog";
import { showTemplateError, templateInputOf, useCreateTemplate, useDeleteTemplate } from "./use-templates";

type Tab = "mine" | "system";
const NONE: never[] = [];

export default function TemplatesPage() {
  const { t } = useTranslation("templates");
  const mine = useQuery(apiQuery(listUserTemplates, {}));
  const system = useQuery(apiQuery(listSystemTemplates, {}));
  const [filters, setFilters] = useState<TemplateFilters>(NO_TEMPLATE_FILTERS);
  const [tab, setTab] = useState<Tab>("mine");
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<UserTemplateJson | undefined>();
  const [using, setUsing] = useState<UserTemplateJson | undefined>();
  const [deleting, setDeleting] = useState<UserTemplateJson | undefined>();
  const copy = useCreateTemplate();
  const [copyingId, setCopyingId] = useState<string>();
  const isCopying = (id: string) => copy.isPending && copyingId === id;

  useUnauthorizedRedirect(mine.error ?? system.error);

  const shownMine = useMemo(() => filterTemplates(mine.data ?? NONE, filters), [mine.data, filters]);
  const shownSystem = useMemo(() => filterTemplates(system.data ?? NONE, filters), [system.data, filters]);

  const openForm = (template?: UserTemplateJson) => {
    setEditing(template);
    setFormOpen(true);
  };

  /** Duplicate, or use a system letter: a copy in My Templates; a system letter's copy opens for use at once. */
  const makeCopy = (template: SystemTemplateJson | UserTemplateJson, thenUse: boolean) => {
    setCopyingId(template.id);
    copy.mutate(
      {
        ...templateInputOf(template),
        name: thenUse ? template.name : t("toasts.copyName", { name: template.name }).slice(0, 200),
      },
      {
        onSuccess: (created) => {
          toast({ title: t("toasts.created"), description: t("toasts.createdText", { name: created.name }) });
          if (thenUse) setUsing(created);
        },
        onError: (error) => showTemplateError(error, t("toasts.errorTitle"), t("toasts.createFailed")),
      },
    );
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[2fr_1fr_auto] md:items-end">
        <FormField label={t("toolbar.search")}>
          <SearchInput
            placeholder={t("toolbar.searchPlaceholder")}
            value={filters.search}
            onChange={(search) => setFilters({ ...filters, search })}
          />
        </FormField>
        <FormField label={t("toolbar.category")}>
          <NativeSelect
            value={filters.category}
            onChange={(event) => setFilters({ ...filters, category: event.target.value as TemplateCategory | "all" })}
          >
            <option value="all">{t("toolbar.allCategories")}</option>
            {TEMPLATE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <Button onClick={() => openForm()}>
          <Plus aria-hidden="true" /> {t("toolbar.create")}
        </Button>
      </div>

      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList aria-label={t("tabs.label")} className="w-full justify-start sm:w-auto">
          <TabsTrigger value="mine">{t("tabs.mine")}</TabsTrigger>
          <TabsTrigger value="system">{t("tabs.system")}</TabsTrigger>
        </TabsList>
        <TabsContent value="mine">
          {mine.isPending ? (
            <TemplatesLoading />
          ) : mine.isError ? (
            <LoadError what={t("list.what")} query={mine} />
          ) : shownMine.length === 0 ? (
            <Empty
              filtered={hasTemplateFilters(filters)}
              onClear={() => setFilters(NO_TEMPLATE_FILTERS)}
              onBrowse={() => setTab("system")}
            />
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {shownMine.map((template) => (
                <li key={template.id}>
                  <UserTemplateCard
                    template={template}
                    onUse={() => setUsing(template)}
                    onEdit={() => openForm(template)}
                    onDuplicate={() => makeCopy(template, false)}
                    onDelete={() => setDeleting(template)}
                    duplicating={isCopying(template.id)}
                  />
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
        <TabsContent value="system" className="grid gap-4">
          <p className="text-sm text-slate-700">{t("list.systemIntro")}</p>
          {system.isPending ? (
            <TemplatesLoading />
          ) : system.isError ? (
            <LoadError what={t("list.systemWhat")} query={system} />
          ) : shownSystem.length === 0 ? (
            <Empty filtered onClear={() => setFilters(NO_TEMPLATE_FILTERS)} />
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {shownSystem.map((template) => (
                <li key={template.id}>
                  <SystemTemplateCard
                    template={template}
                    onUse={() => makeCopy(template, true)}
                    copying={isCopying(template.id)}
                  />
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
      </Tabs>

      <TemplateFormDialog editing={editing} open={formOpen} onOpenChange={setFormOpen} />
      <TemplateUseDialog template={using} onOpenChange={(open) => !open && setUsing(undefined)} />
      {deleting && <DeleteDialog template={deleting} onClose={() => setDeleting(undefined)} />}
    </div>
  );
}

function DeleteDialog({ template, onClose }: { template: UserTemplateJson; onClose(): void }) {
  const { t } = useTranslation("templates");
  const remove = useDeleteTemplate(template.id);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("delete.title")}
      description={t("delete.confirm")}
      confirmLabel={remove.isPending ? t("delete.deleting") : t("card.delete")}
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: () => {
            toast({ title: t("toasts.deleted"), description: t("toasts.deletedText", { name: template.name }) });
            onClose();
          },
          onError: (error) => showTemplateError(error, t("toasts.errorTitle"), t("toasts.deleteFailed")),
        })
      }
    />
  );
}

function TemplatesLoading() {
  const { t } = useTranslation("templates");
  return (
    <LoadingState status={t("list.loading")} shape="cards" testId="template-skeleton">
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-16 w-full" />
    </LoadingState>
  );
}

function Empty({ filtered, onClear, onBrowse }: { filtered: boolean; onClear(): void; onBrowse?: () => void }) {
  const { t } = useTranslation("templates");
  return (
    <EmptyState
      icon={FileText}
      title={filtered ? t("list.emptyFiltered") : t("list.empty")}
      text={filtered ? t("list.emptyFilteredHint") : t("list.emptyHint")}
      action={
        filtered ? (
          <Button variant="outline" onClick={onClear}>
            {t("list.clearFilters")}
          </Button>
        ) : (
          onBrowse && (
            <Button variant="outline" onClick={onBrowse}>
              {t("list.browseSystem")}
            </Button>
          )
        )
      }
    />
  );
}
