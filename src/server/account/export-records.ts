/**
 * What "Download all my data" puts in the ZIP as JSON: one file per kind of record, each with its query. A tool that
 * stores something of a person's adds its entry here (and a `dataExport.files.<readme>` line in
 * locales/en/server.json for README.txt); nothing else changes. Secrets never go in: no password hash, no session or
 * calendar-feed token.
 */
import { asc, eq, getTableColumns, inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/connect";
import {
  cases,
  conversationMessages,
  conversations,
  deadlines,
  documents,
  documentVersions,
  drafts,
  moneyRecoveries,
  notifications,
  predictions,
  reminderSettings,
  translations,
  users,
  userTemplates,
  workflows,
} from "../db/schema";

export interface RecordKind {
  /** The file's name in the ZIP. */
  file: string;
  /** Its line in README.txt: the key under `dataExport.files` in locales/en/server.json. */
  readme: string;
  /** What the file holds (written as JSON), read only when its turn in the ZIP comes. */
  rows(db: Database, userId: string): Promise<unknown>;
}

/** Every column of a person's table but the owner's id (it is hers, and says nothing to her). */
function ownColumns<Table extends PgTable & { userId: PgColumn }>(table: Table) {
  const { userId: _owner, ...columns } = getTableColumns(table) as Record<string, PgColumn>;
  return columns;
}

/** All of a person's rows of a table, oldest first. */
function ownedRows<Table extends PgTable & { userId: PgColumn; createdAt: PgColumn; id: PgColumn }>(table: Table) {
  return (db: Database, userId: string) =>
    db
      .select(ownColumns(table))
      .from(table as PgTable)
      .where(eq(table.userId, userId))
      .orderBy(asc(table.createdAt), asc(table.id));
}

export const EXPORT_RECORDS: readonly RecordKind[] = [
  {
    file: "profile.json",
    readme: "profile",
    rows: async (db, userId) => {
      const [profile] = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          county: users.county,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      return profile ?? null;
    },
  },
  { file: "cases.json", readme: "cases", rows: ownedRows(cases) },
  { file: "documents.json", readme: "documents", rows: ownedRows(documents) },
  {
    file: "document-versions.json",
    readme: "documentVersions",
    rows: (db, userId) =>
      db
        .select(getTableColumns(documentVersions))
        .from(documentVersions)
        .innerJoin(documents, eq(documents.id, documentVersions.documentId))
        .where(eq(documents.userId, userId))
        .orderBy(asc(documentVersions.documentId), asc(documentVersions.number)),
  },
  { file: "deadlines.json", readme: "deadlines", rows: ownedRows(deadlines) },
  { file: "workflows.json", readme: "workflows", rows: ownedRows(workflows) },
  { file: "templates.json", readme: "templates", rows: ownedRows(userTemplates) },
  { file: "translations.json", readme: "translations", rows: ownedRows(translations) },
  { file: "money-finder.json", readme: "moneyFinder", rows: ownedRows(moneyRecoveries) },
  { file: "predictions.json", readme: "predictions", rows: ownedRows(predictions) },
  {
    file: "drafts.json",
    readme: "drafts",
    rows: (db, userId) =>
      db.select(ownColumns(drafts)).from(drafts).where(eq(drafts.userId, userId)).orderBy(asc(drafts.questionnaire)),
  },
  { file: "notifications.json", readme: "notifications", rows: ownedRows(notifications) },
  {
    file: "reminder-settings.json",
    readme: "reminderSettings",
    rows: async (db, userId) => {
      const [settings] = await db
        .select(ownColumns(reminderSettings))
        .from(reminderSettings)
        .where(eq(reminderSettings.userId, userId));
      return settings ?? null;
    },
  },
  {
    file: "conversations.json",
    readme: "conversations",
    rows: async (db, userId) => {
      const list = await ownedRows(conversations)(db, userId);
      const ids = list.map((conversation) => conversation.id as string);
      const messages =
        ids.length === 0
          ? []
          : await db
              .select()
              .from(conversationMessages)
              .where(inArray(conversationMessages.conversationId, ids))
              .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
      return list.map((conversation) => ({
        ...conversation,
        messages: messages.filter((message) => message.conversationId === conversation.id),
      }));
    },
  },
];
