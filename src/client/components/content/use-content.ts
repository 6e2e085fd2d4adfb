import { use } from "react";
import { useTranslation } from "react-i18next";
import { loadContent } from "@client/i18n/content";
import type { ContentDocument } from "./content-document";

/** A content file in the current language (suspends while it loads: render inside a Suspense boundary). */
export function useContent<Meta = Record<string, unknown>>(path: string): ContentDocument<Meta> {
  const { i18n } = useTranslation();
  return use(loadContent(path, i18n.language)) as ContentDocument<Meta>;
}
