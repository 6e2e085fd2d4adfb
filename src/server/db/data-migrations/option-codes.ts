/**
 * Options were stored as their English labels ("Miami-Dade", "Statute of Limitations") until they got codes
 * ("miami_dade", "statute_of_limitations"). This rewrites the stored answers of documents (templateData, by
 * kind) and cases (formData, by case type) to codes. option-codes.json is the label -> code table as it was on
 * that day, frozen: later rewording of a label does not change what this migration does. Codes stay codes, so
 * running it again changes nothing.
 */
import { eq, gt } from "drizzle-orm";
import type { Database } from "../connect";
import { cases, documents } from "../schema";
import table from "./option-codes.json";

type Labels = Record<string, Record<string, string>>;

const DOCUMENT_LABELS = table.documents as Record<string, Labels>;
const CASE_LABELS = table.cases as Record<string, Labels>;

const BATCH = 200;

/** The answers with every known label replaced by its code; undefined when nothing changes. */
export function answersWithCodes(
  labels: Labels | undefined,
  answers: Record<string, unknown>,
): Record<string, unknown> | undefined {
  if (!labels) return undefined;
  let changed = false;
  const result: Record<string, unknown> = { ...answers };
  const toCode = (codes: Record<string, string>, value: unknown) => {
    const code = typeof value === "string" ? codes[value] : undefined;
    if (code === undefined) return value;
    changed = true;
    return code;
  };
  for (const [field, codes] of Object.entries(labels)) {
    const value = result[field];
    if (Array.isArray(value)) result[field] = value.map((item) => toCode(codes, item));
    else result[field] = toCode(codes, value);
    if (value === undefined) delete result[field];
  }
  return changed ? result : undefined;
}

async function rewriteDocuments(db: Database): Promise<void> {
  for (let after = ""; ;) {
    const rows = await db
      .select({ id: documents.id, kind: documents.kind, templateData: documents.templateData })
      .from(documents)
      .where(after ? gt(documents.id, after) : undefined)
      .orderBy(documents.id)
      .limit(BATCH);
    for (const row of rows) {
      const rewritten = answersWithCodes(DOCUMENT_LABELS[row.kind], row.templateData);
      if (rewritten) await db.update(documents).set({ templateData: rewritten }).where(eq(documents.id, row.id));
    }
    if (rows.length < BATCH) return;
    after = rows.at(-1)!.id;
  }
}

async function rewriteCases(db: Database): Promise<void> {
  for (let after = ""; ;) {
    const rows = await db
      .select({ id: cases.id, type: cases.type, formData: cases.formData })
      .from(cases)
      .where(after ? gt(cases.id, after) : undefined)
      .orderBy(cases.id)
      .limit(BATCH);
    for (const row of rows) {
      const rewritten = answersWithCodes(CASE_LABELS[row.type], row.formData);
      // updatedAt stays: the person did not change the case.
      if (rewritten) await db.update(cases).set({ formData: rewritten }).where(eq(cases.id, row.id));
    }
    if (rows.length < BATCH) return;
    after = rows.at(-1)!.id;
  }
}

export const optionCodesMigration = {
  name: "0001_option_codes",
  async run(db: Database): Promise<void> {
    await rewriteDocuments(db);
    await rewriteCases(db);
  },
};
