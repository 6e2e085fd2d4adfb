import { Languages } from "lucide-react";
import { use } from "react";
import { useTranslation } from "react-i18next";
import { CHOOSABLE_LANGUAGES, type ChoosableLanguage } from "@shared/i18n/languages";
import { cn } from "@client/lib/cn";
import { LanguageChangeContext } from "./language-change";
import { Button } from "./ui/button";

/**
 * The other languages, each named in itself ("Español"), one press away: on the landing page, the sign-in page and
 * the top bar. The choice is remembered in this browser; `onChosen` keeps it with the account too.
 */
export function LanguageSwitch({
  onChosen,
  className,
}: {
  onChosen?: (language: ChoosableLanguage) => void;
  className?: string;
}) {
  const { i18n } = useTranslation();
  const changeLanguage = use(LanguageChangeContext);
  const others = CHOOSABLE_LANGUAGES.filter((language) => language.code !== i18n.language);
  return (
    <div className={cn("flex items-center", className)}>
      {others.map((language) => (
        <Button
          key={language.code}
          type="button"
          variant="ghost"
          size="custom"
          lang={language.code}
          aria-label={language.name}
          className="min-h-10 gap-1.5 px-2 text-sm [&_svg]:size-4"
          onClick={() => void changeLanguage(language.code).then(() => onChosen?.(language.code))}
        >
          <Languages aria-hidden="true" />
          <span className="sm:hidden">{language.code.toUpperCase()}</span>
          <span className="hidden sm:inline">{language.name}</span>
        </Button>
      ))}
    </div>
  );
}
