/**
 * The words of reminder e-mails and the bell's notifications, in the reader's language (locales/<lang>/notifications.json:
 * what happens if a deadline is missed and "not from the court" are reviewed text there, not here). Every e-mail is
 * plain text and the same in HTML.
 */
import { DateTime } from "luxon";
import { formatDate } from "@shared/i18n/format";
import type { ChoosableLanguage } from "@shared/i18n/languages";
import type { NotificationKind } from "@shared/api/notifications";
import { say } from "../interface-text";
import { inLanguage } from "../request-language";
import type { MailMessage } from "../mail/mailer";
import type { JobSlot } from "./schedule";

type Values = Record<string, unknown>;
const t = (key: string, values: Values = {}) => say(`notifications:${key}`, values);

const DEADLINE_TYPES = ["filing", "hearing", "response", "discovery", "other"];

export interface DeadlineFacts {
  title: string;
  dueDate: string;
  dueTime: string | null;
  location: string;
  type: string;
}

/** "December 1, 2026 at 9:30 AM" / "1 de diciembre de 2026 a las 9:30 a. m.", in the language being written. */
function whenOf(language: ChoosableLanguage, deadline: Pick<DeadlineFacts, "dueDate" | "dueTime">): string {
  const date = formatDate(deadline.dueDate, "long", language);
  if (!deadline.dueTime) return t("email.allDay", { date });
  const time = DateTime.fromFormat(deadline.dueTime, "HH:mm").setLocale(language).toLocaleString(DateTime.TIME_SIMPLE);
  return t("email.dateTime", { date, time });
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A paragraph of text or a link, written both ways. */
type Piece = { text: string } | { link: string; label: string; line: string };

function render(pieces: readonly Piece[], language: ChoosableLanguage): Pick<MailMessage, "text" | "html"> {
  const text = pieces.map((piece) => ("text" in piece ? piece.text : piece.line)).join("\n\n");
  const body = pieces
    .map((piece) =>
      "text" in piece
        ? `<p>${escapeHtml(piece.text)}</p>`
        : `<p><a href="${escapeHtml(piece.link)}">${escapeHtml(piece.label)}</a></p>`,
    )
    .join("\n");
  const html = `<!doctype html>\n<html lang="${language}"><head><meta charset="utf-8"></head><body style="font-family:sans-serif;font-size:16px;line-height:1.5">\n${body}\n</body></html>\n`;
  return { text: `${text}\n`, html };
}

export interface ReminderMail {
  deadline: DeadlineFacts;
  slot: JobSlot;
  /** The deadline's day on the calendar. */
  link: string;
  unsubscribeLink: string;
}

export function reminderEmail(language: ChoosableLanguage, mail: ReminderMail): Omit<MailMessage, "to" | "headers"> {
  return inLanguage(language, () => {
    const { deadline } = mail;
    const when = whenOf(language, deadline);
    const type = DEADLINE_TYPES.includes(deadline.type) ? deadline.type : "other";
    const pieces: Piece[] = [
      { text: t(`email.reminder.lead.${mail.slot}`, { title: deadline.title }) },
      { text: t("email.reminder.when", { when }) },
      ...(deadline.location.trim() ? [{ text: t("email.reminder.where", { where: deadline.location.trim() }) }] : []),
      { text: t("email.reminder.missed", { missed: t(`email.missed.${type}`) }) },
      { link: mail.link, label: t("email.reminder.openButton"), line: t("email.reminder.open", { link: mail.link }) },
      { text: t("email.notFromCourt") },
      {
        link: mail.unsubscribeLink,
        label: t("email.reminder.unsubscribeLink"),
        line: t("email.reminder.unsubscribe", { link: mail.unsubscribeLink }),
      },
    ];
    return { subject: t("email.reminder.subject", { title: deadline.title, when }), ...render(pieces, language) };
  });
}

export function confirmationEmail(language: ChoosableLanguage, link: string): Omit<MailMessage, "to" | "headers"> {
  return inLanguage(language, () => ({
    subject: t("email.confirm.subject"),
    ...render(
      [
        { text: t("email.confirm.body") },
        { link, label: t("email.confirm.button"), line: link },
        { text: t("email.confirm.ignore") },
        { text: t("email.notFromCourt") },
      ],
      language,
    ),
  }));
}

export function loginSlowedEmail(language: ChoosableLanguage, settingsLink: string): Omit<MailMessage, "to" | "headers"> {
  return inLanguage(language, () => ({
    subject: t("email.loginSlowed.subject"),
    ...render(
      [
        { text: t("email.loginSlowed.body") },
        { text: t("email.loginSlowed.ifYou") },
        { text: t("email.loginSlowed.ifNotYou") },
        { link: settingsLink, label: settingsLink, line: settingsLink },
      ],
      language,
    ),
  }));
}

export interface NoticeText {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
}

/** The bell's line for a reminder whose time came. */
export const reminderNotice = (language: ChoosableLanguage, deadline: DeadlineFacts, slot: JobSlot): NoticeText =>
  inLanguage(language, () => ({
    kind: "reminder",
    title: t("notice.reminder.title", { title: deadline.title, when: whenOf(language, deadline) }),
    body: t(`notice.reminder.body.${slot}`),
    link: `/deadlines?date=${deadline.dueDate}`,
  }));

export const paperReadyNotice = (language: ChoosableLanguage, title: string): NoticeText =>
  inLanguage(language, () => ({
    kind: "paperReady",
    title: t("notice.paperReady.title", { title }),
    body: t("notice.paperReady.body"),
    link: "/documents",
  }));

export const exportReadyNotice = (language: ChoosableLanguage): NoticeText =>
  inLanguage(language, () => ({
    kind: "exportReady",
    title: t("notice.exportReady.title"),
    body: t("notice.exportReady.body"),
    link: "/settings",
  }));
