import { formatDate } from "@shared/i18n/format";
import { say as t } from "../interface-text";
import { currentLanguage } from "../request-language";
import { EXPORT_RECORDS } from "./export-records";

/** README.txt: what the ZIP is and what each file in it holds, in plain English (locales/en/server.json). */
export function exportReadme(madeOn: string, noCaseFolder: string): string {
  const files = EXPORT_RECORDS.map((kind) => `- ${kind.file}: ${t(`dataExport.files.${kind.readme}`)}`);
  return [
    t("dataExport.readme.title"),
    t("dataExport.readme.madeOn", { date: formatDate(madeOn, "long", currentLanguage()) }),
    "",
    t("dataExport.readme.intro"),
    "",
    t("dataExport.readme.filesHeading"),
    `- documents/: ${t("dataExport.files.pdfs", { noCase: noCaseFolder })}`,
    ...files,
    "",
    t("dataExport.readme.json"),
    "",
    t("dataExport.readme.notIncluded"),
    "",
    t("dataExport.readme.keepSafe"),
    "",
  ].join("\n");
}
