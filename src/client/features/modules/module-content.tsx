/**
 * A module page's legal text, read from its content files (content/<language>/modules/<module>/<part>.md, lexed at
 * build time: content-document.ts) and laid out with the page's usual cards, steps and sections. A content file's
 * text before its first "## " heading is its lead; each "## " section is a card, a step or a note, in the file's order.
 */
import type { LucideIcon } from "lucide-react";
import { Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ContentSection, MarkdownTokens } from "@client/components/content/content-document";
import { Markdown, MarkdownInline, type ContentValues } from "@client/components/content/markdown";
import { useContent } from "@client/components/content/use-content";
import { InfoCard } from "@client/components/legal/info-card";
import { StepsList } from "@client/components/legal/steps-list";
import { LoadingState } from "@client/components/loading-state";
import { loadContent } from "@client/i18n/content";

export interface ModuleContent {
  /** The front matter's title (a section heading or a note's title on the page), as written. */
  title: string;
  /** The title as inline tokens. */
  titleTokens: MarkdownTokens;
  /** The title ready to show: law values filled in. */
  heading: ReactNode;
  /** The text before the first "## " heading (no tokens when there is none). */
  lead: MarkdownTokens;
  /** The "## " sections, in order. */
  sections: readonly ContentSection[];
}

/** `path` below content/<language>/modules/, e.g. "small-claims/overview". Suspends while the file loads. */
export function useModuleContent(path: string): ModuleContent {
  const { meta, inline, sections } = useContent<{ title?: string }>(`modules/${path}`);
  const leadSection = sections[0]?.title === "" ? sections[0] : undefined;
  const title = meta.title ?? "";
  const titleTokens = inline[title] ?? [];
  return {
    title,
    titleTokens,
    heading: <MarkdownInline tokens={titleTokens} />,
    lead: leadSection?.body ?? [],
    sections: sections.filter((section) => section !== leadSection),
  };
}

/** Starts loading a module's content files as soon as its page is loaded, so opening a tab does not wait. */
export function preloadModuleContent(paths: readonly string[]): void {
  for (const path of paths) loadContent(`modules/${path}`).catch(() => undefined);
}

/** Where a tab's content files load: placeholder rows in the tab instead of blanking the whole page. */
export function ContentBoundary({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<LoadingState status={t("common:loading")} shape="rows" count={3} />}>{children}</Suspense>;
}

/** Running text of a module tab. */
export function ContentText({
  tokens,
  values,
  className = "grid gap-3 text-sm text-slate-800",
}: {
  tokens: MarkdownTokens;
  values?: ContentValues;
  className?: string;
}) {
  return tokens.length > 0 ? <Markdown tokens={tokens} values={values} className={className} /> : null;
}

/** A section's first paragraph (a badge, a day label) as inline tokens, and the rest of its text. */
export function splitLead(body: MarkdownTokens): { first: MarkdownTokens; rest: MarkdownTokens } {
  const [first, ...rest] = body;
  if (!first) return { first: [], rest: [] };
  return { first: first.type === "paragraph" ? (first.tokens ?? []) : [first], rest };
}

/** The sections as a grid of cards, each with its icon (by position). */
export function ContentCards({
  sections,
  icons = [],
  values,
}: {
  sections: readonly ContentSection[];
  icons?: readonly LucideIcon[];
  values?: ContentValues;
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {sections.map((section, index) => (
        <li key={section.title}>
          <InfoCard title={<MarkdownInline tokens={section.heading} values={values} />} icon={icons[index]}>
            <Markdown tokens={section.body} values={values} className="grid gap-2" />
          </InfoCard>
        </li>
      ))}
    </ul>
  );
}

/** The sections as numbered steps. */
export function ContentSteps({ sections, values }: { sections: readonly ContentSection[]; values?: ContentValues }) {
  return (
    <StepsList
      steps={sections.map((section) => ({
        title: <MarkdownInline tokens={section.heading} values={values} />,
        body: <Markdown tokens={section.body} values={values} className="grid gap-2" />,
      }))}
    />
  );
}

/** A front matter title or section title (inline tokens) with its law values filled in. */
export function ContentTitle({ tokens, values }: { tokens: MarkdownTokens | undefined; values?: ContentValues }) {
  return <MarkdownInline tokens={tokens} values={values} />;
}
