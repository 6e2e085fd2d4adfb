import type { DocumentKindId } from "@shared/documents/registry";
import { findKind } from "@shared/documents/registry";
import { Badge } from "@client/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader } from "@client/components/ui/card";
import { useAuth } from "@client/lib/use-auth";
import { DocumentWizard } from "@client/wizard/document-wizard";
import { useGenerateDocument } from "@client/wizard/use-generate-document";

/** A catalog entry's wizard inside a module tab, with what the document is and the law it rests on. */
export function WizardPanel({ kindId }: { kindId: DocumentKindId }) {
  const kind = findKind(kindId)!;
  const { user } = useAuth();
  const generate = useGenerateDocument(kind);
  return (
    <Card>
      <CardHeader>
        <h3 className="text-lg font-semibold leading-tight text-slate-900">{kind.title}</h3>
        <CardDescription>{kind.description}</CardDescription>
        <ul className="flex flex-wrap gap-1.5 pt-1" aria-label="Laws this document rests on">
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
          initialValues={user?.county ? { county: user.county } : undefined}
          pending={generate.isPending}
          onComplete={(data, { clearDraft }) => generate.mutate({ data, clearDraft })}
        />
      </CardContent>
    </Card>
  );
}
