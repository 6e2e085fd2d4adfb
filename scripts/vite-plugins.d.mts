import type { Plugin } from "vite";

export const PUBLIC_PAGES: readonly { route: string; file: string; head: string }[];
export function withHead(html: string, head: { title: string; description: string }): string;
export function publicPageHtml(headFile: string): Plugin;
export function precompress(): Plugin;
