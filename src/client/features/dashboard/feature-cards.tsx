import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { appPage, type AppPageId } from "@shared/app-pages";
import { PageIcon } from "@client/components/page-icon";
import { Card } from "@client/components/ui/card";
import { usePageText } from "@client/components/use-page-text";

/** The dashboard's feature cards, in this order. */
const FEATURE_PAGES: readonly AppPageId[] = [
  "ai-assistant",
  "workflows",
  "cases",
  "small-claims",
  "landlord-tenant",
  "power-of-attorney",
  "translator",
  "money-finder",
  "case-predictor",
];

export function FeatureCards() {
  const { t } = useTranslation("dashboard");
  const pageText = usePageText();
  return (
    <section aria-labelledby="features-heading">
      <h2 id="features-heading" className="mb-3 text-lg font-bold text-slate-900">
        {t("features.heading")}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {FEATURE_PAGES.map((id) => {
          const page = appPage(id);
          const { name, description } = pageText(id);
          return (
            <li key={id}>
              <Card className="h-full p-4 transition-shadow hover:shadow-md">
                <Link to={page.route} className="group flex h-full gap-3 rounded-md">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700">
                    <PageIcon icon={page.icon} className="size-5" />
                  </span>
                  <span className="grid content-start gap-1">
                    <span className="flex items-center gap-1 font-semibold text-brand-800">
                      {name}
                      <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
                    </span>
                    <span className="text-sm text-slate-700">{description}</span>
                  </span>
                </Link>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
