/** The secret in a confirm or unsubscribe link: 256 random bits; the database keeps only its SHA-256. */
import { randomBytes } from "node:crypto";
import { hashToken } from "../auth/sessions";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newLinkToken = (): string => randomBytes(32).toString("base64url");
export const hashLinkToken = (token: string): string => hashToken(token);
export const isLinkToken = (value: unknown): value is string => typeof value === "string" && TOKEN_PATTERN.test(value);

/** The pages the links open (routes/notifications.ts): outside /api/, as they work without a session. */
export const CONFIRM_PATH = "/reminders/confirm";
export const UNSUBSCRIBE_PATH = "/reminders/unsubscribe";

export const linkTo = (origin: string, path: string, token: string): string => `${origin}${path}?token=${token}`;
