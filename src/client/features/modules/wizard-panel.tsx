import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { getCase } from "@shared/api/cases";
import { isUuid } from "@shared/api/common";
import type { CaseJson } from "@shared/case-schemas";
import { codeOfCounty } from "@shared/documents/county-codes";
import type { DocumentKind } from "@shared/documents/kind";
import { LoadingState } from "@client/components/loading-state";
import { apiQuery } from "@client/lib/api";
import { Badge } from "@client/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader } from "@client/components/ui/card";
import { useAuth } from "@client/lib/use-auth";
import { DocumentWizard } from "@client/wizard/document-wizard";
import { useKindText } from "@client/wizard/kind-text";
import { useGenerateDocument } from "@client/wizard/use-generate-document";

/** Answers a paper made for one of her cases takes from it: the same questions, and her side's address and phone. */
function answersFromCase(kind: DocumentKind, item: CaseJson | undefined): Record<string, unknown> {
  if (!item) return {};
  const known: Record<string, unknown> = {
    ...item.formData,
    applicant_address: item.formData.plaintiff_address,
    applicant_phone: item.formData.plaintiff_phone,
    ...(item.caseNumber ? { case_number: item.caseNumber } : {}),
  };
  const names = new Set(kind.fields.map((field) => field.name));
  return Object.fromEntries(Object.entries(known).filter(([name, value]) => names.has(name) && value !== undefined));
}

/**
 * A catalog entry's wizard inside a module tab, with what the document is and the law it rests on. With ?case=<id>
 * (from a case's filing packet) the paper is filed under that case, its questions filled in from the case.
 */
export function WizardPanel({ kind }: { kind: DocumentKind }) {
  const { t } = useTranslation("wizard");
  const text = useKindText(kind);
  const { user } = useAuth();
  const [params] = useSearchParams();
  const requested = params.get("case");
  const caseId = requested && isUuid(requested) && !kind.caseType ? requested.toLowerCase() : undefined;
  const linked = useQuery({ ...apiQuery(getCase, { params: { id: caseId ?? "" } }), enabled: caseId !== undefined });
  const generate = useGenerateDocument(kind, linked.data?.id);
  // The person's county (a name in their profile) starts the county question, by its code.
  const county = codeOfCounty(user?.county);
  const initialValues = { ...(county ? { county } : {}), ...answersFromCase(kind, linked.data) };
  return (
    <Card>
      <CardHeader>
        <h3 tabIndex={-1} data-focus-on-open className="text-lg font-semibold leading-tight text-slate-900 outline-none">
          {text.title}
        </h3>
        <CardDescription>{text.description}</CardDescription>
        {/* Folded, so the first question stays in view on a phone. */}
        <details className="pt-1 text-sm text-slate-700">
          <summary className="min-h-8 cursor-pointer font-medium text-brand-700">
            {t("panel.statutesSummary", { count: kind.statutes.length })}
          </summary>
          <ul className="flex flex-wrap gap-1.5 pt-2" aria-label={t("panel.statutesLabel")}>
            {kind.statutes.map((statute) => (
              <li key={statute}>
                <Badge tone="blue">{statute}</Badge>
              </li>
            ))}
          </ul>
        </details>
      </CardHeader>
      <CardContent>
        {caseId !== undefined && linked.isPending ? (
          <LoadingState status={t("draft.loading")} shape="rows" />
        ) : (
          <DocumentWizard
            kind={kind}
            initialValues={initialValues}
            pending={generate.isPending}
            onComplete={(data, { clearDraft }) => generate.mutate({ data, clearDraft })}
          />
        )}
      </CardContent>
    </Card>
  );
}
