import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LEGAL_MODULE_PAGES } from "@shared/app-pages";
import { PageIcon } from "@client/components/page-icon";
import { Card } from "@client/components/ui/card";
import { usePageText } from "@client/components/use-page-text";

/** One card per legal module (src/shared/app-pages.ts); each opens the module, whose guided questions make the case. */
export function LegalAreaCards() {
  const { t } = useTranslation("cases");
  const pageText = usePageText();
  return (
    <section aria-labelledby="areas-heading" className="grid gap-3">
      <div>
        <h2 id="areas-heading" className="text-xl font-bold text-slate-900">
          {t("newCase.areasHeading")}
        </h2>
        <p className="text-sm text-slate-700">{t("newCase.areasLead")}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {LEGAL_MODULE_PAGES.map(({ id, route, icon }) => {
          const { name, description } = pageText(id);
          return (
            <li key={id}>
              <Card className="relative flex h-full gap-3 p-4 transition-shadow focus-within:shadow-md hover:shadow-md">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700">
                  <PageIcon icon={icon} className="size-5" />
                </span>
                <div className="grid gap-1">
                  <h3 className="font-semibold text-brand-800">
                    <Link
                      to={route}
                      className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
                    >
                      {name}
                      <ArrowRight className="ml-1 inline size-4 align-[-2px]" aria-hidden="true" />
                    </Link>
                  </h3>
                  <p className="text-sm text-slate-700">{description}</p>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
