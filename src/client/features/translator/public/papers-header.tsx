import { useTranslation } from "react-i18next";
import { AppLink } from "@client/components/app-link";
import { LanguageSwitch } from "@client/components/language-switch";
import { SiteBrand } from "@client/components/site-brand";
import { Button } from "@client/components/ui/button";

/** The public reader's top bar: home, the language switch, and Sign in. An island: the switch runs. */
export function PapersHeader() {
  const { t } = useTranslation("papers");
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 px-4 backdrop-blur supports-[backdrop-filter]:bg-white/85 sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-2 py-2">
        <SiteBrand />
        <div className="ml-auto flex items-center">
          <LanguageSwitch />
          <Button asChild variant="outline" size="custom" className="min-h-11 shrink-0 gap-2 px-3 py-2 text-sm sm:px-4">
            <AppLink to="/auth">{t("header.signIn")}</AppLink>
          </Button>
        </div>
      </div>
    </header>
  );
}
