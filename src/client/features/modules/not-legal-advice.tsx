import { useTranslation } from "react-i18next";

/** The closing line of a module's overview tab. */
export function NotLegalAdvice() {
  const { t } = useTranslation("modules");
  return <p className="text-sm text-slate-700">{t("shared.notLegalAdvice")}</p>;
}
