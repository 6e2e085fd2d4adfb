import { Shield } from "lucide-react";
import { useTranslation } from "react-i18next";
import { AppLink } from "./app-link";
import { cn } from "../lib/cn";

/** The logo and name, linking home; "light" sits on white, "dark" on the navy footer. 44 px tall for touch. */
export function SiteBrand({ tone = "light", className }: { tone?: "light" | "dark"; className?: string }) {
  const { t } = useTranslation();
  return (
    <AppLink
      to="/"
      className={cn(
        "inline-flex min-h-11 items-center gap-2.5 rounded-md font-bold tracking-tight",
        tone === "light" ? "text-brand-900" : "text-white focus-visible:outline-accent-400",
        className,
      )}
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-800 text-accent-400 shadow-sm ring-1 ring-accent-400/40">
        <Shield className="size-5" fill="currentColor" aria-hidden="true" />
      </span>
      <span className="text-base leading-tight sm:text-lg">{t("brand.name")}</span>
    </AppLink>
  );
}

/**
 * A keyboard user's first stop: jumps over the navigation to the page's main content. Its padding applies only while
 * it shows (on focus): on the 1-pixel hidden link it would make the text overflow its box.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main-content"
      className="sr-only z-[60] font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:rounded-md focus:bg-white focus:px-4 focus:py-3 focus:shadow-lg"
    >
      {t("shell.skipToMain")}
    </a>
  );
}
