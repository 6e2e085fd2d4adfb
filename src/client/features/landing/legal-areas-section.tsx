import { useTranslation } from "react-i18next";
import { AppLink } from "@client/components/app-link";
import { LEGAL_MODULE_PAGES, pageDescriptionKey, pageNameKey, type AppPageId } from "@shared/app-pages";
import type { Cited } from "@shared/florida/cited";
import { RESIDENTIAL_TENANCY_LAW } from "@shared/florida/law-residential-tenancy";
import { SMALL_CLAIMS_LIMIT_DOLLARS } from "@shared/florida/law-small-claims-limit";
import { formatMoney } from "@shared/i18n/format-number";
import { PageIcon } from "@client/components/page-icon";
import { Button } from "@client/components/ui/button";
import { SectionHeading } from "./section-heading";

/** The law a module's card names under its text. */
const MODULE_LAW: Partial<Record<AppPageId, Cited<unknown>>> = {
  "landlord-tenant": RESIDENTIAL_TENANCY_LAW,
};

/**
 * The legal modules (src/shared/app-pages.ts), with the names they have in the app. Each card's text is the landing
 * catalog's "areas.items.<id>", or the module's own description when the landing page has none for it.
 */
export function LegalAreasSection() {
  const { t, i18n } = useTranslation("landing");
  const limit = formatMoney(SMALL_CLAIMS_LIMIT_DOLLARS.value, "whole", i18n.language);
  return (
    <section id="legal-areas" aria-labelledby="areas-heading" className="bg-brand-50 px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="areas-heading" eyebrow={t("areas.eyebrow")} title={t("areas.title")}>
          {t("areas.intro")}
        </SectionHeading>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {LEGAL_MODULE_PAGES.map(({ id, icon }) => {
            const law = MODULE_LAW[id];
            return (
              <li key={id} className="flex gap-4 rounded-xl border border-brand-100 bg-white p-5 shadow-sm">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent-400/25 text-brand-800">
                  <PageIcon icon={icon} className="size-6" />
                </span>
                <div>
                  <h3 className="font-bold text-brand-900">{t(`common:${pageNameKey(id)}`)}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-slate-700">
                    {t([`areas.items.${id}`, `common:${pageDescriptionKey(id)}`], { limit, smallClaimsLimit: limit })}
                  </p>
                  {law && <p className="mt-2 text-xs font-semibold text-brand-700">{law.citation}</p>}
                </div>
              </li>
            );
          })}
          <li className="flex flex-col items-start justify-center gap-3 rounded-xl bg-brand-800 p-5 text-white shadow-sm">
            <h3 className="font-bold">{t("areas.notSure.title")}</h3>
            <p className="text-sm leading-relaxed text-brand-100">{t("areas.notSure.text")}</p>
            <Button asChild variant="accent">
              <AppLink to="/auth">{t("landing-nav:startFree")}</AppLink>
            </Button>
          </li>
        </ul>
      </div>
    </section>
  );
}
