import { ArrowRight, BadgeCheck, CreditCard, FileSearch, Gavel, MapPin, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { AppLink } from "@client/components/app-link";
import { FLORIDA_COUNTIES } from "@shared/counties";
import { formatNumber } from "@shared/i18n/format-number";
import { Button } from "@client/components/ui/button";

/**
 * Figures the product states about itself (docs/florida-law.md): none without a source and its real scope. The
 * product specification's "over 60% of Florida cases" has no Florida source, so the page shows the national
 * figure with its source (Self-Represented Litigation Network: about 3 in 5 people in U.S. civil cases have no
 * lawyer); lawyers' hourly rates have no source at all, so they are said in words. Their words are under
 * "hero.stats".
 */
const SELF_REPRESENTED_NATIONAL = { part: 3, whole: 5 } as const;

function useStats() {
  const { t, i18n } = useTranslation("landing");
  const language = i18n.language;
  const stats: { icon: typeof Users; id: string; figure: string; source?: string }[] = [
    {
      icon: Users,
      id: "selfRepresented",
      figure: t("hero.stats.selfRepresented.figure", {
        part: formatNumber(SELF_REPRESENTED_NATIONAL.part, language),
        whole: formatNumber(SELF_REPRESENTED_NATIONAL.whole, language),
      }),
      source: t("hero.stats.selfRepresented.source"),
    },
    {
      icon: Gavel,
      id: "attorneyFees",
      figure: t("hero.stats.attorneyFees.figure"),
    },
    {
      icon: MapPin,
      id: "counties",
      figure: t("hero.stats.counties.figure", { total: formatNumber(FLORIDA_COUNTIES.length, language) }),
    },
  ];
  return stats;
}

export function HeroSection() {
  const { t } = useTranslation("landing");
  const stats = useStats();
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden px-4 sm:px-6 bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white"
    >
      <HeroPattern />
      <div className="relative mx-auto grid max-w-6xl gap-10 pb-16 pt-12 sm:pt-16 lg:grid-cols-[1.15fr_1fr] lg:items-center lg:pb-24 lg:pt-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-accent-400 ring-1 ring-white/20">
            <BadgeCheck className="size-4" aria-hidden="true" />
            {t("hero.badge")}
          </p>
          <h1 id="hero-heading" className="mt-5 text-3xl font-extrabold leading-tight tracking-tight sm:text-5xl">
            {t("hero.title")} <span className="text-accent-400">{t("hero.titleAccent")}</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-100">{t("hero.intro")}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="accent" size="lg" className="shadow-lg">
              <AppLink to="/auth">
                {t("landing-nav:startFightingBack")} <ArrowRight aria-hidden="true" />
              </AppLink>
            </Button>
            <Button asChild variant="outlineOnDark" size="lg">
              <a href="#how-it-works">{t("hero.seeHowItWorks")}</a>
            </Button>
          </div>
          <p className="mt-5">
            <AppLink
              to="/papers"
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-white underline underline-offset-4 hover:text-accent-400 focus-visible:outline-accent-400"
            >
              <FileSearch aria-hidden="true" className="size-5 shrink-0" /> {t("hero.papersLink")}
            </AppLink>
          </p>
        </div>
        <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1" aria-label={t("hero.statsLabel")}>
          {stats.map(({ icon: Icon, id, figure, source }) => (
            <li
              key={id}
              className="flex items-center gap-4 rounded-xl bg-white/10 p-4 ring-1 ring-white/15 backdrop-blur sm:flex-col sm:items-start lg:flex-row lg:items-center lg:p-5"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-accent-400 text-brand-900">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <p>
                <span className="block text-2xl font-extrabold tracking-tight text-white sm:text-3xl">{figure}</span>{" "}
                <span className="block text-sm leading-snug text-brand-100">{t(`hero.stats.${id}.label`)}</span>
                {source && <span className="mt-1 block text-xs leading-snug text-brand-100">{source}</span>}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Right after the hero (spec order): the free badge. Honest about court fees, which the clerk charges. */
export function FreeBadge() {
  const { t } = useTranslation("landing");
  return (
    <section aria-labelledby="free-heading" className="relative z-10 mx-auto -mt-8 max-w-4xl px-4 sm:px-6">
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-accent-400/60 bg-white p-5 text-center shadow-xl sm:flex-row sm:p-6 sm:text-left">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-accent-400 text-brand-900">
          <CreditCard className="size-7" aria-hidden="true" />
        </span>
        <div>
          <h2 id="free-heading" className="text-xl font-extrabold text-brand-900">
            {t("free.title")}
          </h2>
          <p className="mt-1 text-slate-700">{t("free.text")}</p>
        </div>
      </div>
    </section>
  );
}

function HeroPattern() {
  return (
    <svg aria-hidden="true" className="absolute inset-0 h-full w-full opacity-[0.07]" focusable="false">
      <defs>
        <pattern id="hero-grid" width="32" height="32" patternUnits="userSpaceOnUse">
          <path d="M32 0H0V32" fill="none" stroke="white" strokeWidth="1" />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill="url(#hero-grid)" />
    </svg>
  );
}
