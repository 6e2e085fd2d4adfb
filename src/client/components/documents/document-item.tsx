import { Download, ExternalLink, FileText, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { DocumentJson } from "@shared/documents/document-schemas";
import { formatTimestamp } from "@shared/i18n/format";
import { cn } from "@client/lib/cn";
import { AppLink } from "../app-link";
import { TaggedMessage } from "../tagged-message";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { documentTypeLabel, documentTypeTone } from "./document-type";
import { documentPdfUrl, useDownloadDocument } from "./use-download-document";

export type DocumentItemData = Pick<DocumentJson, "id" | "title" | "type" | "caseId" | "caseTitle" | "createdAt">;

interface DocumentItemProps {
  document: DocumentItemData;
  /** "card" for grids, "row" for lists. */
  layout?: "card" | "row";
  headingLevel?: "h3" | "h4";
  /** Hide the case line where the case is already clear (on the case's own page, or under its heading). */
  showCase?: boolean;
  onDelete?(document: DocumentItemData): void;
}

/**
 * One saved document with its type, date and case, and Download / View (and optionally Delete) buttons; its title
 * opens the paper's own page.
 */
export function DocumentItem({
  document,
  layout = "card",
  headingLevel: Heading = "h3",
  showCase = true,
  onDelete,
}: DocumentItemProps) {
  const { t, i18n } = useTranslation();
  const row = layout === "row";
  return (
    <Card className={cn("flex gap-3 p-4", row ? "flex-col sm:flex-row sm:items-center" : "h-full flex-col")}>
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700">
          <FileText className="size-5" aria-hidden="true" />
        </span>
        <div className="grid min-w-0 gap-1">
          <Heading className="break-words font-semibold leading-snug text-slate-900">
            <AppLink
              to={`/documents/${document.id}`}
              className="underline decoration-slate-300 underline-offset-4 hover:decoration-brand-700"
            >
              {document.title}
            </AppLink>
          </Heading>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
            <Badge tone={documentTypeTone(document.type)}>{documentTypeLabel(document.type, t)}</Badge>
            <span>
              <TaggedMessage
                message={t("documentItem.created", { date: formatTimestamp(document.createdAt, "short", i18n.language) })}
                components={[<time key="date" dateTime={document.createdAt} />]}
              />
            </span>
          </div>
          {showCase && <CaseLine document={document} />}
        </div>
      </div>
      <DocumentActions document={document} onDelete={onDelete} className={row ? "sm:shrink-0" : "mt-auto"} />
    </Card>
  );
}

function CaseLine({ document }: { document: DocumentItemData }) {
  const { t } = useTranslation();
  if (!document.caseId || !document.caseTitle) return <p className="text-sm text-slate-600">{t("documentItem.noCase")}</p>;
  return (
    <p className="break-words text-sm text-slate-700">
      {t("documentItem.case")}{" "}
      <AppLink
        to={`/cases/${document.caseId}`}
        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {document.caseTitle}
      </AppLink>
    </p>
  );
}

interface DocumentActionsProps {
  document: DocumentItemData;
  onDelete?(document: DocumentItemData): void;
  className?: string;
}

function DocumentActions({ document, onDelete, className }: DocumentActionsProps) {
  const { t } = useTranslation();
  const download = useDownloadDocument();
  return (
    <div className={cn("flex flex-wrap items-center gap-2", className)}>
      <Button size="sm" disabled={download.isPending} onClick={() => download.mutate(document)}>
        <Download aria-hidden="true" />
        {download.isPending ? t("documentItem.downloading") : t("documentItem.download")}
        <span className="sr-only"> {document.title}</span>
      </Button>
      <Button asChild size="sm" variant="outline">
        <a href={documentPdfUrl(document.id, { inline: true })} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" />
          {t("documentItem.view")}
          <span className="sr-only">
            {" "}
            {document.title} {t("opensInNewTab")}
          </span>
        </a>
      </Button>
      {onDelete && (
        <Button size="sm" variant="ghostDestructive" onClick={() => onDelete(document)}>
          <Trash2 aria-hidden="true" />
          {t("actions.delete")}
          <span className="sr-only"> {document.title}</span>
        </Button>
      )}
    </div>
  );
}
