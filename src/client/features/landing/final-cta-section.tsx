import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { AppLink } from "@client/components/app-link";
import { ADULTHOOD } from "@shared/florida/law-adulthood";
import { Button } from "@client/components/ui/button";

export function FinalCtaSection() {
  const { t } = useTranslation("landing");
  return (
    <section aria-labelledby="cta-heading" className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-4xl rounded-2xl border-2 border-accent-400 bg-white p-8 text-center shadow-xl sm:p-12">
        <h2 id="cta-heading" className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
          {t("cta.title")}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-lg leading-relaxed text-slate-700">{t("cta.text")}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild variant="accent" size="lg" className="shadow-md">
            <AppLink to="/auth">
              {t("landing-nav:startFightingBack")} <ArrowRight aria-hidden="true" />
            </AppLink>
          </Button>
          <Button asChild variant="outline" size="lg">
            <AppLink to="/auth">{t("common:actions.signIn")}</AppLink>
          </Button>
        </div>
        <p className="mt-6 text-sm text-slate-700">{t("cta.fine", { age: ADULTHOOD.minimumAgeYears.value })}</p>
      </div>
    </section>
  );
}
