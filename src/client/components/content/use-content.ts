import { use } from "react";
import { useTranslation } from "react-i18next";
import type { ContentFile } from "@shared/content/content-file";
import { loadContent } from "@client/i18n/content";

/** A content file in the current language (suspends while it loads: render inside a Suspense boundary). */
export function useContent<Meta = Record<string, unknown>>(path: string): ContentFile<Meta> {
  const { i18n } = useTranslation();
  return use(loadContent(path, i18n.language)) as ContentFile<Meta>;
}
