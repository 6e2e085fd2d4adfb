import { cloneElement, type ReactElement, type ReactNode } from "react";

/** A tag of a catalog message, `<0>Terms of Service</0>` or `<english>…</english>`, and the words it wraps. */
const TAG = /<(\w+)>([\s\S]*?)<\/\1>/g;

interface TaggedMessageProps {
  /** The translated message, values already filled in (`t("notice.text")`). */
  message: string;
  /** The element each tag becomes, by its number (`<0>`) or name (`<english>`); the tag's words are its child. */
  components: readonly ReactElement[] | Readonly<Record<string, ReactElement>>;
}

/**
 * A message whose tagged words become elements (a link, a <time>), so a translation keeps its own word order around
 * them. Tags do not nest; a tag with no element stays as text. It does what react-i18next's <Trans> does for these
 * messages without the HTML parser <Trans> brings into the first script of every page.
 */
export function TaggedMessage({ message, components }: TaggedMessageProps) {
  const elements = components as Readonly<Record<string, ReactElement | undefined>>;
  const parts: ReactNode[] = [];
  let end = 0;
  for (const tag of message.matchAll(TAG)) {
    const [whole, name = "", words] = tag;
    const element = elements[name];
    parts.push(message.slice(end, tag.index), element ? cloneElement(element, { key: parts.length }, words) : whole);
    end = tag.index + whole.length;
  }
  parts.push(message.slice(end));
  return <>{parts}</>;
}
