import { Copy, FilePlus2, Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { SystemTemplateJson, UserTemplateJson } from "@shared/templates/template-schemas";
import { extractVariables, templatePreview } from "@shared/templates/variables";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";

/** What every template card shows: name, type and category, description, variables count and the preview. */
function TemplateCardBody({ template, footer, extra }: { template: SystemTemplateJson; footer: ReactNode; extra?: ReactNode }) {
  const { t } = useTranslation("templates");
  const count = extractVariables(template.template).length;
  return (
    <Card className="flex h-full flex-col gap-3 p-4" data-testid="template-card">
      <div className="grid gap-1">
        <h3 className="break-words text-base font-bold text-slate-900">{template.name}</h3>
        <div className="flex flex-wrap gap-1.5">
          <Badge tone="blue">{t(`types.${template.type}`)}</Badge>
          <Badge tone="teal">{t(`categories.${template.category}`)}</Badge>
          <Badge>{t("card.variables", { count })}</Badge>
          {extra}
        </div>
      </div>
      {template.description && <p className="break-words text-sm text-slate-700">{template.description}</p>}
      <p className="whitespace-pre-line break-words rounded bg-slate-50 p-2 font-mono text-xs text-slate-800">
        {templatePreview(template.template)}
      </p>
      <div className="mt-auto flex flex-wrap gap-2">{footer}</div>
    </Card>
  );
}

interface UserTemplateCardProps {
  template: UserTemplateJson;
  onUse(): void;
  onEdit(): void;
  onDuplicate(): void;
  onDelete(): void;
  duplicating: boolean;
}

export function UserTemplateCard({ template, onUse, onEdit, onDuplicate, onDelete, duplicating }: UserTemplateCardProps) {
  const { t } = useTranslation("templates");
  const named = { name: template.name };
  return (
    <TemplateCardBody
      template={template}
      extra={<Badge tone="slate">{t("card.used", { count: template.usageCount })}</Badge>}
      footer={
        <>
          <Button size="sm" onClick={onUse} aria-label={t("card.useNamed", named)}>
            <FilePlus2 aria-hidden="true" /> {t("card.use")}
          </Button>
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={t("card.editNamed", named)}>
            <Pencil aria-hidden="true" /> {t("card.edit")}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={onDuplicate}
            disabled={duplicating}
            aria-label={t("card.duplicateNamed", named)}
          >
            <Copy aria-hidden="true" /> {duplicating ? t("card.copying") : t("card.duplicate")}
          </Button>
          <Button size="sm" variant="ghostDestructive" onClick={onDelete} aria-label={t("card.deleteNamed", named)}>
            <Trash2 aria-hidden="true" /> {t("card.delete")}
          </Button>
        </>
      }
    />
  );
}

export function SystemTemplateCard({
  template,
  onUse,
  copying,
}: {
  template: SystemTemplateJson;
  onUse(): void;
  copying: boolean;
}) {
  const { t } = useTranslation("templates");
  return (
    <TemplateCardBody
      template={template}
      footer={
        <Button size="sm" onClick={onUse} disabled={copying} aria-label={t("card.useCopyNamed", { name: template.name })}>
          <FilePlus2 aria-hidden="true" /> {copying ? t("card.copying") : t("card.useCopy")}
        </Button>
      }
    />
  );
}
