import type { Plugin } from "vite";
import type { ContentDocument, ContentSection, MarkdownTokens } from "../src/client/components/content/content-document";

export function lexBlocks(text: string): MarkdownTokens;
export function lexLine(text: string): MarkdownTokens;
export function splitSections(body: string): { title: string; body: string }[];
export function readContentDocument(raw: string): ContentDocument & { sections: ContentSection[] };
export function contentModules(): Plugin;
