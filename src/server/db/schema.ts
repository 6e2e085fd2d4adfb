import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { AskClarify, AskNextStep } from "@shared/assistant";
import type { ChoosableLanguage } from "@shared/i18n/languages";
import type { TextSize } from "@shared/text-size";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable("users", {
  id: uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  /** Stored lower-cased: e-mail addresses are case-insensitive here. */
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  county: text("county"),
  /** The interface language she chose ("en", "es"); null until she chooses. */
  language: text("language"),
  /** How large she wants the words (src/shared/text-size.ts). */
  textSize: text("text_size").$type<TextSize>().notNull().default("normal"),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie's token; the token itself is never stored. */
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    csrfToken: text("csrf_token").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

/** Fixed-window counters shared by every server instance (login and register throttling). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});

/**
 * Growing-delay counters (login and password checks): each attempt is counted before it is made, and after
 * a few free ones each further attempt must wait longer, up to a cap. Shared by every server instance.
 */
export const throttles = pgTable("throttles", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
  blockedUntil: timestamp("blocked_until", { withTimezone: true }).notNull(),
});

export const cases = pgTable(
  "cases",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    caseNumber: text("case_number"),
    type: text("type").notNull(),
    status: text("status").notNull().default("draft"),
    county: text("county"),
    formData: jsonb("form_data").$type<Record<string, unknown>>().notNull().default({}),
    /** After filing: the record of filing and service (@shared/filing-schemas.ts), and the deadlines it added. */
    filing: jsonb("filing").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("cases_user_idx").on(table.userId, table.updatedAt)],
);

export const documents = pgTable(
  "documents",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    caseId: uuid("case_id").references(() => cases.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    /** The library category (complaint, answer, notice...). */
    type: text("type").notNull(),
    /** The catalog entry that renders it (small_claims_statement...). */
    kind: text("kind").notNull(),
    format: text("format").notNull().default("pdf"),
    templateData: jsonb("template_data").$type<Record<string, unknown>>().notNull(),
    /** The number of its current version: generating it again keeps the one before in document_versions. */
    version: integer("version").notNull().default(1),
    /** When its current version was made. */
    createdAt: createdAt(),
  },
  (table) => [index("documents_user_idx").on(table.userId, table.createdAt)],
);

/** A paper's earlier versions, each as it was made (src/server/documents/versions.ts); the current one is the document. */
export const documentVersions = pgTable(
  "document_versions",
  {
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    title: text("title").notNull(),
    templateData: jsonb("template_data").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.number] })],
);

export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    topic: text("topic"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("conversations_user_idx").on(table.userId, table.updatedAt)],
);

export const conversationMessages = pgTable(
  "conversation_messages",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    /** "user" (a question) or "assistant" (an answer). */
    role: text("role").notNull(),
    /** The question, or the answer's Markdown. */
    content: text("content").notNull(),
    /** An answer's sources: the citations of the knowledge-base passages it used, with their links. */
    sources: jsonb("sources").$type<{ citation: string; url: string }[]>().notNull().default([]),
    followUpQuestions: jsonb("follow_up_questions").$type<string[]>().notNull().default([]),
    /** An answer's confidence, 0 to 1; null for a question. */
    confidence: doublePrecision("confidence"),
    /**
     * The language an answer is written in ("en", "es"), which may not be the interface's. Null for a question,
     * and for an answer stored before it was recorded (unknown: shown in the page's language).
     */
    language: text("language").$type<ChoosableLanguage>(),
    /** An answer's question back with its options, as given; null when it had none (and for a question). */
    clarify: jsonb("clarify").$type<AskClarify>(),
    /** An answer's next steps, as given; null when it had none (and for a question, or an answer stored before). */
    nextSteps: jsonb("next_steps").$type<AskNextStep[]>(),
    createdAt: createdAt(),
  },
  (table) => [index("conversation_messages_conversation_idx").on(table.conversationId, table.createdAt)],
);

/**
 * Deadlines. Dates are calendar dates in Florida, read and written as "YYYY-MM-DD"
 * strings (mode "string": no Date object, so no time-zone drift); due_time is a Florida wall time "HH:mm".
 * Deleting a case keeps its deadlines, unlinked (set null): a court date does not vanish from someone's calendar
 * because a case record was tidied away.
 */
export const deadlines = pgTable(
  "deadlines",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    caseId: uuid("case_id").references(() => cases.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    dueTime: text("due_time"),
    reminderDate: date("reminder_date", { mode: "string" }),
    type: text("type").notNull().default("filing"),
    priority: text("priority").notNull().default("medium"),
    location: text("location").notNull().default(""),
    notes: text("notes").notNull().default(""),
    status: text("status").notNull().default("pending"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("deadlines_user_due_idx").on(table.userId, table.dueDate), index("deadlines_case_idx").on(table.caseId)],
);

/**
 * A person's calendar subscription (GET /calendar/<token>.ics, no cookie): one per person. Only the SHA-256 of
 * the secret token is stored; a new token replaces the old one, and deleting the row revokes the address.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: createdAt(),
});

/** Personal templates: a person's reusable letters with {{variable}} placeholders. */
export const userTemplates = pgTable(
  "user_templates",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: text("type").notNull(),
    category: text("category").notNull(),
    description: text("description").notNull().default(""),
    template: text("template").notNull(),
    variables: jsonb("variables").$type<unknown[]>().notNull().default([]),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    usageCount: integer("usage_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("user_templates_user_idx").on(table.userId, table.updatedAt)],
);

/**
 * The money finder's records: simulated search examples (is_example, with
 * example_key so searching again adds nothing twice) and items a person found herself. Amounts are exact numerics
 * read as strings.
 */
export const moneyRecoveries = pgTable(
  "money_recoveries",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    source: text("source").notNull(),
    description: text("description").notNull().default(""),
    amount: numeric("amount", { precision: 12, scale: 2, mode: "string" }).notNull(),
    status: text("status").notNull().default("found"),
    deadline: date("deadline", { mode: "string" }),
    isExample: boolean("is_example").notNull().default(false),
    exampleKey: text("example_key"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("money_recoveries_user_idx").on(table.userId, table.createdAt),
    uniqueIndex("money_recoveries_example_idx").on(table.userId, table.exampleKey),
  ],
);

/**
 * A document workflow in progress or done: the answers so far, as a map of field name to
 * value, and where she is. `version` grows on every save, so a save from a stale tab is refused, never lost.
 */
export const workflows = pgTable(
  "workflows",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    workflowType: text("workflow_type").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    totalSteps: integer("total_steps").notNull(),
    currentStep: integer("current_step").notNull().default(0),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    completedSteps: jsonb("completed_steps").$type<number[]>().notNull().default([]),
    status: text("status").notNull().default("in_progress"),
    documentId: uuid("document_id").references(() => documents.id, { onDelete: "set null" }),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("workflows_user_idx").on(table.userId, table.updatedAt)],
);

/**
 * A half-finished questionnaire (a document wizard), kept on her account so it resumes on any device and nothing of
 * it stays in a browser. One per person and questionnaire; `version` grows on every save, so a save from a stale
 * tab is refused, never lost.
 */
export const drafts = pgTable(
  "drafts",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionnaire: text("questionnaire").notNull(),
    step: integer("step").notNull().default(0),
    answers: jsonb("answers").$type<Record<string, unknown>>().notNull().default({}),
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.questionnaire] })],
);

/**
 * Case predictions, computed by src/shared/predictor from the details stored here.
 * Sentences are message keys of the predictor catalog. Deleting a case keeps its predictions, unlinked.
 */
export const predictions = pgTable(
  "predictions",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    caseId: uuid("case_id").references(() => cases.id, { onDelete: "set null" }),
    caseType: text("case_type").notNull(),
    county: text("county").notNull(),
    caseDetails: jsonb("case_details").$type<Record<string, unknown>>().notNull(),
    /** The whole estimate (numbers, factors, sentences) as the model made it on the day it was asked. */
    estimate: jsonb("estimate").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("predictions_user_idx").on(table.userId, table.createdAt), index("predictions_case_idx").on(table.caseId)],
);

/**
 * Plain-English translations: the original text as read (pasted, or taken from an
 * uploaded file, which is not kept), its plain version, key points and legal terms, as the translator made them.
 */
export const translations = pgTable(
  "translations",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    originalFileName: text("original_file_name"),
    /** pasted, text, pdf or docx. */
    source: text("source").notNull(),
    originalContent: text("original_content").notNull(),
    simplifiedContent: text("simplified_content").notNull(),
    /** [{ kind, text, citation? }] */
    keyPoints: jsonb("key_points").$type<unknown[]>().notNull(),
    /** [{ term, meaning, slug, citation? }] */
    legalTerms: jsonb("legal_terms").$type<unknown[]>().notNull(),
    complexity: text("complexity").notNull(),
    /** { original, simplified }: Flesch-Kincaid grades. */
    readingGrade: jsonb("reading_grade").$type<{ original: number; simplified: number }>().notNull(),
    /** local or model. */
    rewrittenBy: text("rewritten_by").notNull().default("local"),
    /** The language of the explanation (key points, legal terms, and the full text when the model wrote it): en or es. */
    language: text("language").notNull().default("en"),
    createdAt: createdAt(),
  },
  (table) => [index("translations_user_idx").on(table.userId, table.createdAt)],
);

/**
 * "Download all my data" in progress: one row per person while her ZIP is being built, so a second request (on any
 * instance) is told to wait. The heartbeat moves on as files are written; a row whose heartbeat stopped (its
 * instance died) no longer counts.
 */
export const dataExports = pgTable("data_exports", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  token: text("token").notNull(),
  heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Data migrations (data-migrations.ts) already applied to this database: each runs once, after the SQL ones. */
export const dataMigrations = pgTable("data_migrations", {
  name: text("name").primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person's reminder choices (src/server/reminders/): without a row the defaults hold (reminders on, by e-mail once her
 * address is confirmed and the server has a mail server, a week before, two days before and the morning of, quiet
 * from 21:00 to 08:00 Florida time). `confirmedEmail` is the address she confirmed by link: reminders go by e-mail only
 * while it is still her account's address.
 */
export const reminderSettings = pgTable("reminder_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull().default(true),
  byEmail: boolean("by_email").notNull().default(true),
  /** Which reminders of each deadline: "week", "twoDays", "morning". */
  schedule: jsonb("schedule").$type<string[]>().notNull().default(["week", "twoDays", "morning"]),
  /** Florida wall times "HH:mm": nothing is sent from quietStart until quietEnd. */
  quietStart: text("quiet_start").notNull().default("21:00"),
  quietEnd: text("quiet_end").notNull().default("08:00"),
  confirmedEmail: text("confirmed_email"),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Messages to send, one row each (a deadline's reminder, an address confirmation, a sign-in notice): claimed by one
 * instance at a time (FOR UPDATE SKIP LOCKED), sent, then marked sent. A claim holds until `leaseUntil`; a claim whose
 * instance died before marking lapses then and the message goes once more, never lost. `dedupeKey` makes each
 * message once ("deadline:<id>:week:<due>"); `tokenHash` is the SHA-256 of the link token the message carried
 * (unsubscribe or confirm).
 */
export const reminderJobs = pgTable(
  "reminder_jobs",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "deadline", "confirm" or "loginSlowed". */
    kind: text("kind").notNull(),
    deadlineId: uuid("deadline_id").references(() => deadlines.id, { onDelete: "cascade" }),
    /** A deadline's reminder: "week", "twoDays", "morning" or "reminderDate"; a confirmation: the address. */
    slot: text("slot").notNull(),
    dedupeKey: text("dedupe_key").notNull().unique(),
    /** When it is due; a retry or a reminder held by quiet hours moves it on. */
    sendAt: timestamp("send_at", { withTimezone: true }).notNull(),
    /** pending, sending, sent, skipped or failed. */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    claimToken: text("claim_token"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    tokenHash: text("token_hash").unique(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("reminder_jobs_due_idx").on(table.status, table.sendAt),
    index("reminder_jobs_user_idx").on(table.userId),
    index("reminder_jobs_deadline_idx").on(table.deadlineId),
  ],
);

/**
 * The bell's notifications: a reminder whose time came, a paper ready. Written in her language when made; `sourceKey`
 * keeps one per thing ("job:<id>"), so a message sent once more does not notify twice.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "reminder", "paperReady" or "exportReady". */
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    /** A path in the app ("/deadlines?date=2026-12-01"). */
    link: text("link").notNull(),
    sourceKey: text("source_key").unique(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("notifications_user_idx").on(table.userId, table.createdAt)],
);
