/**
 * Markdown written elsewhere than in a content file (an assistant's answer, streamed as it arrives): lexed here, in
 * the browser, and shown with its {{…}} as written. Content files come lexed from the build (content-document.ts).
 */
import { lexer } from "marked";
import { Markdown } from "./markdown";

export function UntrustedMarkdown({ text, className }: { text: string; className?: string }) {
  return <Markdown tokens={lexer(text)} className={className} untrusted />;
}
