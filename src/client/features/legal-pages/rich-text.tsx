import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";

/** [text](/path) for a page of this site, a bare e-mail address, or `a name` typed exactly (a cookie, a setting). */
const TOKEN = /\[([^\]]+)\]\((\/[^)\s]*)\)|([A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})|`([^`]+)`/g;

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** Renders legal text with its internal links and e-mail addresses as real links. */
export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const [whole, label, path, email, code] = match;
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    if (code) {
      parts.push(
        <code key={start} className="break-all rounded bg-slate-200/70 px-1 py-0.5 font-mono text-[0.9em] text-slate-900">
          {code}
        </code>,
      );
    } else if (email) {
      parts.push(
        <a key={start} href={`mailto:${email}`} className={`${linkClass} break-all`}>
          {email}
        </a>,
      );
    } else if (label && path) {
      parts.push(
        <Link key={start} to={path} className={linkClass}>
          {label}
        </Link>,
      );
    }
    last = start + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
