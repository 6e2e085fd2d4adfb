/**
 * Markdown from a content file, rendered as React elements (never as raw HTML: an HTML tag in the text shows as
 * text). Law references ({{cite:KEY}}, {{value:KEY}}, {{money:KEY}}, {{summary:KEY}}) are filled from the law
 * module; other {{name}} placeholders from `values`. Links to "/..." stay in the app; others open a new tab.
 */
import { lexer, type Token, type Tokens } from "marked";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LAW_REFERENCE, type LawReferenceKind } from "@shared/content/content-file";
import { lawByKey } from "@shared/content/law-refs";
import { formatMoney } from "@shared/i18n/format";
import { PSEUDO_LANGUAGE } from "@shared/i18n/languages";
import { pseudoLocalize } from "@shared/i18n/pseudo";
import { Citation } from "../legal/citation";
import { TextLink } from "../text-link";

export type ContentValues = Record<string, string | number>;

interface Context {
  values: ContentValues;
  language: string;
}

const PLACEHOLDER = new RegExp(`${LAW_REFERENCE.source}|\\{\\{([A-Za-z0-9_]+)\\}\\}`, "g");

function lawText(kind: LawReferenceKind, key: string, language: string): string {
  const law = lawByKey(key);
  if (kind === "money") return formatMoney(law.value as number, "whole", language);
  if (kind === "summary") return law.summary ?? "";
  return String(law.value);
}

function renderText(text: string, context: Context): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  const words = (part: string) => (context.language === PSEUDO_LANGUAGE ? pseudoLocalize(part) : part);
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
        const { href } = token as Tokens.Link;
        const children = renderInline(token.tokens, context);
        if (href.startsWith("/")) return <TextLink key={index} to={href}>{children}</TextLink>;
        if (/^https?:\/\//.test(href)) return <TextLink key={index} href={href}>{children}</TextLink>;
        return <Fragment key={index}>{children}</Fragment>;
      }
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
      case "paragraph":
        return <p key={index}>{renderInline(token.tokens, context)}</p>;
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

/** Renders Markdown (a whole content file's body, or one section of it). */
export function Markdown({ text, values = {}, className }: { text: string; values?: ContentValues; className?: string }) {
  const { i18n } = useTranslation();
  return <div className={className ?? "grid gap-3"}>{renderBlocks(lexer(text), { values, language: i18n.language })}</div>;
}
