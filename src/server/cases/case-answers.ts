import { and, eq } from "drizzle-orm";
import { caseWizardAnswers } from "@shared/documents/case-wizard-answers";
import type { Database } from "../db/connect";
import { documents } from "../db/schema";

interface StoredCase {
  id: string;
  userId: string;
  type: string;
  formData: Record<string, unknown>;
}

/**
 * A case with the answers its guided questions were given as its formData: its own when it kept them, else its
 * first document's of a kind of its type (the wizard keeps them once, on the document). One query, only when needed.
 */
export async function withCaseAnswers<Row extends StoredCase>(db: Database, row: Row): Promise<Row> {
  if (Object.keys(row.formData).length > 0) return row;
  const papers = await db
    .select({
      caseId: documents.caseId,
      kind: documents.kind,
      templateData: documents.templateData,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(and(eq(documents.caseId, row.id), eq(documents.userId, row.userId)));
  return { ...row, formData: caseWizardAnswers(row, papers) };
}
