/**
 * The answers a case's guided questions were given. A case the wizard makes with its document (POST /api/documents
 * with a newCase) keeps none of its own: they are kept once, on that document. A case made before kept a copy in
 * its formData, which still counts.
 */
import { kindsOfCaseType } from "./registry";

interface AnsweredCase {
  id: string;
  type: string;
  formData: Record<string, unknown>;
}

interface AnsweredDocument {
  caseId: string | null;
  kind: string;
  templateData: Record<string, unknown>;
  createdAt: string | Date;
}

/** The case's own formData when it has any; otherwise the answers of its first document of a kind of its type. */
export function caseWizardAnswers(item: AnsweredCase, documents: readonly AnsweredDocument[]): Record<string, unknown> {
  if (Object.keys(item.formData).length > 0) return item.formData;
  const kinds = new Set<string>(kindsOfCaseType(item.type).map((kind) => kind.kind));
  const time = (document: AnsweredDocument) => new Date(document.createdAt).getTime();
  const first = documents
    .filter((document) => document.caseId === item.id && kinds.has(document.kind))
    .reduce<AnsweredDocument | undefined>(
      (earliest, document) => (earliest && time(earliest) <= time(document) ? earliest : document),
      undefined,
    );
  return first?.templateData ?? {};
}
