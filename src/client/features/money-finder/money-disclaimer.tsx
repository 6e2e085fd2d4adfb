import { Info } from "lucide-react";
import { useTranslation } from "react-i18next";
import { UNCLAIMED_PROPERTY } from "@shared/florida/law";

/** The spec's banner: results here are examples; the official state site is where real money is found, free. */
export function MoneyDisclaimer() {
  const { t } = useTranslation("money-finder");
  const site = UNCLAIMED_PROPERTY.officialSearch.value;
  return (
    <aside
      aria-labelledby="money-disclaimer-heading"
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="grid gap-1 text-sm">
        <h2 id="money-disclaimer-heading" className="font-bold">
          {t("disclaimer.heading")}
        </h2>
        <p>{t("disclaimer.examples")}</p>
        <p>
          {t("disclaimer.official")}{" "}
          <a href={site} target="_blank" rel="noreferrer" className="font-semibold underline">
            {t("disclaimer.siteName")}
          </a>
        </p>
        <p>{t("disclaimer.neverPay", { citation: UNCLAIMED_PROPERTY.claimantRepresentativeFeesCapped.citation })}</p>
      </div>
    </aside>
  );
}
