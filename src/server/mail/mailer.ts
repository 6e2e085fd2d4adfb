/**
 * Sending e-mail through the mail server of SMTP_URL (config.ts), with nodemailer. A slow or silent server makes a send
 * fail after the socket timeout, never hang: the reminders' worker (src/server/reminders/worker.ts) retries it later.
 */
import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** SMTP_URL: smtp://user:password@host:port or smtps://… */
  url: string;
  /** MAIL_FROM. */
  from: string;
  /** How long a connection, a greeting or a silent socket may take (milliseconds); tests shorten it. */
  timeoutMs?: number;
  /** Connections kept open to the mail server. */
  maxConnections?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;

export function createMailer(options: MailerOptions): Mailer {
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const url = new URL(options.url);
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: options.maxConnections ?? 4,
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port ? Number(url.port) : url.protocol === "smtps:" ? 465 : 587,
    secure: url.protocol === "smtps:",
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
    close() {
      transport.close();
    },
  };
}
