import { useTranslation } from "react-i18next";
import { codeOfCounty } from "@shared/documents/county-codes";
import type { DocumentKind } from "@shared/documents/kind";
import { Badge } from "@client/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader } from "@client/components/ui/card";
import { useAuth } from "@client/lib/use-auth";
import { DocumentWizard } from "@client/wizard/document-wizard";
import { useKindText } from "@client/wizard/kind-text";
import { useGenerateDocument } from "@client/wizard/use-generate-document";

/** A catalog entry's wizard inside a module tab, with what the document is and the law it rests on. */
export function WizardPanel({ kind }: { kind: DocumentKind }) {
  const { t } = useTranslation("wizard");
  const text = useKindText(kind);
  const { user } = useAuth();
  const generate = useGenerateDocument(kind);
  // The person's county (a name in their profile) starts the county question, by its code.
  const county = codeOfCounty(user?.county);
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
        <DocumentWizard
          kind={kind}
          initialValues={county ? { county } : undefined}
          pending={generate.isPending}
          onComplete={(data, { clearDraft }) => generate.mutate({ data, clearDraft })}
        />
      </CardContent>
    </Card>
  );
}
