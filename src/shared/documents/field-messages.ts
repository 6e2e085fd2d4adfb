/**
 * The catalog's validation messages, as message keys (namespace "validation", locales/<language>/validation.json)
 * with their figures. A zod issue carries one as its message text, "validation:key" or
 * "validation:key|{"max":200}"; the wizard shows it with t() and the server's 400 answers write it in English.
 */

export const VALIDATION_NAMESPACE = "validation";

export type MessageValues = Readonly<Record<string, string | number>>;

export const FIELD_MESSAGE_KEYS = [
  "required",
  "max",
  "min",
  "number",
  "cents",
  "date",
  "dateRange",
  "birthDateFuture",
  "minAge",
  "option",
  "atLeastOne",
  "tooLong",
  "tooShort",
  "text",
  "email",
  "phone",
  "answers",
  "unprintableOne",
  "unprintableMany",
] as const;
export type FieldMessageKey = (typeof FIELD_MESSAGE_KEYS)[number];

/** What POST /api/documents says about its body beyond the answers (validation.json `document.*`). */
export const DOCUMENT_MESSAGE_KEYS = [
  "title",
  "type",
  "unknownKind",
  "kindMismatch",
  "format",
  "answers",
  "case",
  "object",
  "tooLong",
] as const;
export type DocumentMessageKey = (typeof DOCUMENT_MESSAGE_KEYS)[number];

const PREFIX = `${VALIDATION_NAMESPACE}:`;

const encode = (key: string, values?: MessageValues) =>
  values ? `${PREFIX}${key}|${JSON.stringify(values)}` : `${PREFIX}${key}`;

/** The message text a zod issue carries about an answer. */
export const fieldMessage = (key: FieldMessageKey, values?: MessageValues): string => encode(`field.${key}`, values);

/** The message text of any other key of validation.json ("auth.email", "case.title", "text.control"...). */
export const validationMessage = (key: string, values?: MessageValues): string => encode(key, values);

/** The message text about a document's body. */
export const documentMessage = (key: DocumentMessageKey, values?: MessageValues): string => encode(`document.${key}`, values);

export interface MessageReference {
  /** With its namespace: "validation:field.max". */
  key: string;
  values: MessageValues;
}

/** The key and figures of a message made by fieldMessage; undefined for any other text (left as it is). */
export function readFieldMessage(message: string): MessageReference | undefined {
  if (!message.startsWith(PREFIX)) return undefined;
  const bar = message.indexOf("|");
  if (bar < 0) return { key: message, values: {} };
  try {
    const values: unknown = JSON.parse(message.slice(bar + 1));
    return typeof values === "object" && values !== null
      ? { key: message.slice(0, bar), values: values as MessageValues }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Writes a message with a translator (i18next's t, or the server's English one); other text stays as it is. */
export function translateMessage(message: string, t: (key: string, values: MessageValues) => string): string {
  const reference = readFieldMessage(message);
  return reference ? t(reference.key, reference.values) : message;
}
