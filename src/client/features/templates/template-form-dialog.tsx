import { Plus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { TEMPLATE_CATEGORIES, TEMPLATE_TYPES, type TemplateCategory, type TemplateType } from "@shared/templates/template-enums";
import type { UserTemplateJson } from "@shared/templates/template-schemas";
import { extractVariables, MAX_TEMPLATE_LENGTH } from "@shared/templates/variables";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { FormField } from "@client/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@client/components/ui/input";
import { toast } from "@client/lib/use-toast";
import { parseTags } from "./template-list";
import { showTemplateError, useCreateTemplate, useUpdateTemplate } from "./use-templates";

const EXAMPLE = { example: "{{tenant_name}}" };

interface TemplateFormDialogProps {
  /** The template to edit; none: a new one. */
  editing?: UserTemplateJson | undefined;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** The Create Template and Edit Template dialog. */
export function TemplateFormDialog({ editing, open, onOpenChange }: TemplateFormDialogProps) {
  const { t } = useTranslation("templates");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? t("form.editTitle") : t("form.createTitle")}</DialogTitle>
          <DialogDescription>{t("form.description", EXAMPLE)}</DialogDescription>
        </DialogHeader>
        {/* Mounted with each opening, so it starts from the saved template. */}
        {open && <TemplateForm editing={editing} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function TemplateForm({ editing, onDone }: { editing?: UserTemplateJson | undefined; onDone(): void }) {
  const { t } = useTranslation("templates");
  const create = useCreateTemplate();
  const update = useUpdateTemplate(editing?.id ?? "");
  const [name, setName] = useState(editing?.name ?? "");
  const [type, setType] = useState<TemplateType | "">(editing?.type ?? "");
  const [category, setCategory] = useState<TemplateCategory | "">(editing?.category ?? "");
  const [description, setDescription] = useState(editing?.description ?? "");
  const [content, setContent] = useState(editing?.template ?? "");
  const [tags, setTags] = useState(editing?.tags.join(", ") ?? "");
  const [newVariable, setNewVariable] = useState("");
  const [missing, setMissing] = useState(false);
  const variables = extractVariables(content);
  const pending = create.isPending || update.isPending;

  const addVariable = () => {
    const variable = newVariable.trim();
    if (!variable) return;
    if (!variables.includes(variable)) setContent((text) => `${text}${text && !text.endsWith("\n") ? " " : ""}{{${variable}}}`);
    setNewVariable("");
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !content.trim() || !type || !category) {
      setMissing(true);
      toast({ title: t("form.missingTitle"), description: t("form.missing"), variant: "destructive" });
      return;
    }
    const input = {
      name,
      type,
      category,
      description,
      template: content,
      variables: editing?.variables ?? [],
      tags: parseTags(tags),
    };
    if (editing) {
      update.mutate(input, {
        onSuccess: (saved) => {
          toast({ title: t("toasts.updated"), description: t("toasts.updatedText", { name: saved.name }) });
          onDone();
        },
        onError: (error) => showTemplateError(error, t("toasts.errorTitle"), t("toasts.updateFailed")),
      });
    } else {
      create.mutate(input, {
        onSuccess: (saved) => {
          toast({ title: t("toasts.created"), description: t("toasts.createdText", { name: saved.name }) });
          onDone();
        },
        onError: (error) => showTemplateError(error, t("toasts.errorTitle"), t("toasts.createFailed")),
      });
    }
  };

  const required = (value: string) => (missing && !value.trim() ? t("form.missing") : undefined);
  return (
    <form className="grid gap-4" noValidate onSubmit={submit}>
      <FormField label={t("form.name")} required error={required(name)}>
        <Input autoComplete="off" maxLength={200} value={name} onChange={(event) => setName(event.target.value)} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("form.type")} required error={required(type)}>
          <NativeSelect value={type} onChange={(event) => setType(event.target.value as TemplateType | "")}>
            <option value="">{t("form.chooseType")}</option>
            {TEMPLATE_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`types.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t("form.category")} required error={required(category)}>
          <NativeSelect value={category} onChange={(event) => setCategory(event.target.value as TemplateCategory | "")}>
            <option value="">{t("form.chooseCategory")}</option>
            {TEMPLATE_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(`categories.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField label={t("form.about")}>
        <Textarea rows={2} maxLength={2000} value={description} onChange={(event) => setDescription(event.target.value)} />
      </FormField>
      <FormField label={t("form.content")} required hint={t("form.contentHint", EXAMPLE)} error={required(content)}>
        <Textarea
          rows={10}
          maxLength={MAX_TEMPLATE_LENGTH}
          className="font-mono"
          value={content}
          onChange={(event) => setContent(event.target.value)}
        />
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold text-slate-900">{t("form.variables")}</legend>
        {variables.length === 0 ? (
          <p className="text-sm text-slate-600">{t("form.noVariables")}</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label={t("form.variables")}>
            {variables.map((variable) => (
              <li key={variable}>
                <Badge tone="blue" className="break-all">
                  {variable}
                </Badge>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grow">
            <FormField label={t("form.variableName")}>
              <Input
                autoComplete="off"
                maxLength={100}
                value={newVariable}
                onChange={(event) => setNewVariable(event.target.value.replace(/[{}]/g, ""))}
                onKeyDown={(event) => {
                  if (event.key === "Enter") {
                    event.preventDefault();
                    addVariable();
                  }
                }}
              />
            </FormField>
          </div>
          <Button variant="outline" onClick={addVariable} disabled={!newVariable.trim()}>
            <Plus aria-hidden="true" /> {t("form.addVariable")}
          </Button>
        </div>
      </fieldset>
      <FormField label={t("form.tags")} hint={t("form.tagsHint")}>
        <Input autoComplete="off" value={tags} onChange={(event) => setTags(event.target.value)} />
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {t("form.cancel")}
        </Button>
        <Button type="submit" disabled={pending}>
          {editing ? (pending ? t("form.saving") : t("form.save")) : pending ? t("form.creating") : t("form.create")}
        </Button>
      </DialogFooter>
    </form>
  );
}
