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
        <h3 className="text-lg font-semibold leading-tight text-slate-900">{text.title}</h3>
        <CardDescription>{text.description}</CardDescription>
        <ul className="flex flex-wrap gap-1.5 pt-1" aria-label={t("panel.statutesLabel")}>
          {kind.statutes.map((statute) => (
            <li key={statute}>
              <Badge tone="blue">{statute}</Badge>
            </li>
          ))}
        </ul>
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
