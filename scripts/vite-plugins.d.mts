import type { Plugin } from "vite";

export const PUBLIC_PAGES: readonly { route: string; file: string; head: string; preload?: readonly string[] }[];
export function pageFile(file: string, language: string): string;
export function withHead(html: string, head: { title: string; description: string }, language?: string): string;
export function withLanguage(html: string, language: string): string;
export function publicPageHtml(localesDir: string, languages: readonly string[]): Plugin & { languages: readonly string[] };
export function jsonKeyModules(sourcesDir: string): Plugin;
