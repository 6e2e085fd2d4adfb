/**
 * Markdown tokens (a content file's, lexed at build time: content-document.ts; or an answer's, untrusted-markdown.tsx)
 * rendered as React elements (never as raw HTML: an HTML tag in the text shows as text). Law references ({{cite:KEY}}, {{value:KEY}}, {{money:KEY}}, {{summary:KEY}}) are filled from the law
 * module; other {{name}} placeholders from `values`. Links to "/..." stay in the app, links to other sites open a
 * new tab, any other address ("//evil.example", "javascript:") is no link (link-target.ts). A paragraph that is
 * only a link to a page of the app is shown as a button. Text that is not a content file (an
 * assistant's answer) is `untrusted`: its {{…}} show as written.
 */
import type { Token, Tokens } from "marked";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LAW_REFERENCE, type LawReferenceKind } from "@shared/content/law-reference";
import { lawByKey } from "@shared/content/law-refs";
import { lawSummary } from "@shared/content/law-summaries";
import { formatMoney } from "@shared/i18n/format";
import { PSEUDO_LANGUAGE } from "@shared/i18n/languages";
import { pseudoLocalize } from "@shared/i18n/pseudo";
import { AppLink } from "../app-link";
import { Citation } from "../legal/citation";
import { TextLink } from "../text-link";
import { Button } from "../ui/button";
import type { MarkdownTokens } from "./content-document";
import { linkTarget } from "./link-target";

export type ContentValues = Record<string, string | number>;

interface Context {
  values: ContentValues;
  language: string;
  /** Fill {{…}} references (content files) or show them as written (an answer written elsewhere). */
  references: boolean;
}

const PLACEHOLDER = new RegExp(`${LAW_REFERENCE.source}|\\{\\{([A-Za-z0-9_]+)\\}\\}`, "g");

function lawText(kind: LawReferenceKind, key: string, language: string): string {
  const law = lawByKey(key);
  if (kind === "money") return formatMoney(law.value as number, "whole", language);
  if (kind === "summary") return lawSummary(key, language) ?? "";
  return String(law.value);
}

function renderText(text: string, context: Context): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  const words = (part: string) => (context.language === PSEUDO_LANGUAGE ? pseudoLocalize(part) : part);
  if (!context.references) return [words(text)];
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > last) nodes.push(words(text.slice(last, match.index)));
    const [, kind, key, name] = match;
    if (kind === "cite" && key) nodes.push(<Citation key={match.index} law={lawByKey(key)} />);
    else if (kind && key) nodes.push(lawText(kind as LawReferenceKind, key, context.language));
    else if (name !== undefined) nodes.push(String(context.values[name] ?? match[0]));
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(words(text.slice(last)));
  return nodes;
}

/** A link's address may be a law value or a page value too: [the portal]({{value:COURTS.eFilingPortal}}). */
function resolveHref(href: string, context: Context): string {
  if (!context.references) return href;
  return href.replace(PLACEHOLDER, (whole, kind?: string, key?: string, name?: string) => {
    if (kind && key) return lawText(kind as LawReferenceKind, key, context.language);
    return name !== undefined ? String(context.values[name] ?? whole) : whole;
  });
}

function renderInline(tokens: readonly Token[] | undefined, context: Context): ReactNode {
  return (tokens ?? []).map((token, index) => {
    switch (token.type) {
      case "strong":
        return <strong key={index}>{renderInline(token.tokens, context)}</strong>;
      case "em":
        return <em key={index}>{renderInline(token.tokens, context)}</em>;
      case "br":
        return <br key={index} />;
      case "link": {
        const href = resolveHref((token as Tokens.Link).href, context);
        const children = renderInline(token.tokens, context);
        const target = linkTarget(href);
        if (target === "app") return <TextLink key={index} to={href}>{children}</TextLink>;
        if (target === "external") return <TextLink key={index} href={href}>{children}</TextLink>;
        return <Fragment key={index}>{children}</Fragment>;
      }
      case "codespan":
        // A name typed exactly (a cookie's, a setting's): shown as written, in every language.
        return (
          <code key={index} className="break-all rounded bg-slate-200/70 px-1 py-0.5 font-mono text-[0.9em] text-slate-900">
            {(token as Tokens.Codespan).text}
          </code>
        );
      case "text":
        return token.tokens && token.tokens.length > 0 ? (
          <Fragment key={index}>{renderInline(token.tokens, context)}</Fragment>
        ) : (
          <Fragment key={index}>{renderText(token.text, context)}</Fragment>
        );
      default:
        return <Fragment key={index}>{renderText("text" in token ? String(token.text) : token.raw, context)}</Fragment>;
    }
  });
}

const HEADINGS = { 1: "h2", 2: "h3", 3: "h4", 4: "h5", 5: "h6", 6: "h6" } as const;

function renderBlocks(tokens: readonly Token[], context: Context): ReactNode {
  return tokens.map((token, index) => {
    switch (token.type) {
      case "space":
      case "hr":
        return null;
      case "heading": {
        const Tag = HEADINGS[(token as Tokens.Heading).depth as keyof typeof HEADINGS] ?? "h4";
        return <Tag key={index} className="font-bold text-slate-900">{renderInline(token.tokens, context)}</Tag>;
      }
      case "paragraph": {
        const only = token.tokens?.length === 1 ? token.tokens[0] : undefined;
        const rawHref = only?.type === "link" ? (only as Tokens.Link).href : undefined;
        const onlyHref = rawHref === undefined ? undefined : resolveHref(rawHref, context);
        if (only && rawHref !== undefined && onlyHref !== undefined && linkTarget(rawHref) === "app" && linkTarget(onlyHref) === "app") {
          // A paragraph that is only a link to a page of the app is a call to action: a button.
          return (
            <p key={index}>
              <Button asChild className="mt-2 w-fit">
                <AppLink to={onlyHref}>{renderInline((only as Tokens.Link).tokens, context)}</AppLink>
              </Button>
            </p>
          );
        }
        return <p key={index}>{renderInline(token.tokens, context)}</p>;
      }
      case "list": {
        const list = token as Tokens.List;
        const items = list.items.map((item, itemIndex) => (
          <li key={itemIndex}>{renderBlocks(item.tokens, context)}</li>
        ));
        return list.ordered ? (
          <ol key={index} className="ml-5 grid list-decimal gap-1.5">{items}</ol>
        ) : (
          <ul key={index} className="ml-5 grid list-disc gap-1.5">{items}</ul>
        );
      }
      case "blockquote":
        return (
          <blockquote key={index} className="grid gap-2 border-l-4 border-brand-200 pl-4">
            {renderBlocks((token as Tokens.Blockquote).tokens, context)}
          </blockquote>
        );
      case "text":
        return <Fragment key={index}>{renderInline(token.tokens ?? [token], context)}</Fragment>;
      default:
        return <p key={index}>{renderText("text" in token ? String(token.text) : token.raw, context)}</p>;
    }
  });
}

interface MarkdownProps {
  /** Block tokens: a content file's section (content-document.ts) or a lexed answer. */
  tokens: MarkdownTokens;
  values?: ContentValues;
  className?: string;
  untrusted?: boolean;
}

/** Renders Markdown (a section of a content file, or an answer when `untrusted`). */
export function Markdown({ tokens, values = {}, className, untrusted = false }: MarkdownProps) {
  const { i18n } = useTranslation();
  const context = { values, language: i18n.language, references: !untrusted };
  return <div className={className ?? "grid gap-3"}>{renderBlocks(tokens, context)}</div>;
}

/** One line of Markdown without a paragraph around it (inline tokens): a card's or a section's title, a badge. */
export function MarkdownInline({ tokens, values = {} }: { tokens: MarkdownTokens | undefined; values?: ContentValues }) {
  const { i18n } = useTranslation();
  return <>{renderInline(tokens, { values, language: i18n.language, references: true })}</>;
}
