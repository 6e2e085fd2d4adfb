/** The secret in a calendar subscription address: 256 random bits; the database keeps only its SHA-256. */
import { randomBytes } from "node:crypto";
import { hashToken } from "../auth/sessions";

const TOKEN_BYTES = 32;
/** base64url of 32 bytes: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newFeedToken = (): string => randomBytes(TOKEN_BYTES).toString("base64url");

export const hashFeedToken = (token: string): string => hashToken(token);

/** The token in a subscription file name ("<token>.ics"), or undefined when it cannot be one. */
export function tokenOfFeedFile(file: string): string | undefined {
  if (!file.endsWith(".ics")) return undefined;
  const token = file.slice(0, -".ics".length);
  return TOKEN_PATTERN.test(token) ? token : undefined;
}

export const feedPath = (token: string): string => `/calendar/${token}.ics`;
