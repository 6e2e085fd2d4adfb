import { useTranslation } from "react-i18next";
import { MarkdownInline } from "@client/components/content/markdown";
import { Citation } from "@client/components/legal/citation";
import { SMALL_CLAIMS, type FilingFeeTier } from "@shared/florida/law";
import { formatMoney } from "@shared/i18n/format";
import { ContentText, useModuleContent } from "../module-content";
import { TabSection } from "../tab-section";

const SC = SMALL_CLAIMS;

/** "Under $100", "$100 to $500", "$500.01 to $2,500": a tier starts where the one before it ends. */
function useTierLabel() {
  const { t, i18n } = useTranslation("modules");
  const money = (amount: number) => formatMoney(amount, "whole", i18n.language);
  return (tier: FilingFeeTier, previous: FilingFeeTier | undefined) =>
    previous
      ? t("smallClaims.fees.tierRange", {
          from: money(previous.upToDollars + (previous.includesUpTo ? 0.01 : 0)),
          to: money(tier.upToDollars),
        })
      : t("smallClaims.fees.tierUnder", { to: money(tier.upToDollars) });
}

/** The clerk's tiered filing fees, read from the law module, and the costs of serving the papers (fees.md). */
export function SmallClaimsFees() {
  const { t, i18n } = useTranslation("modules");
  const tierLabel = useTierLabel();
  const { heading, lead, sections } = useModuleContent("small-claims/fees");
  const tiers = SC.filingFeeTiers.value;
  const money = (amount: number) => formatMoney(amount, "whole", i18n.language);
  return (
    <TabSection id="sc-fees" title={heading}>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="p-3 text-left font-semibold text-slate-900">
            {t("smallClaims.fees.caption")} <Citation law={SC.filingFeeTiers} />
          </caption>
          <thead className="bg-slate-100 text-slate-900">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t("smallClaims.fees.amountColumn")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("smallClaims.fees.feeColumn")}
              </th>
            </tr>
          </thead>
          <tbody>
            {tiers.map((tier, index) => (
              <tr key={tier.upToDollars} className="border-t border-slate-200">
                <th scope="row" className="px-3 py-2 font-medium text-slate-800">
                  {tierLabel(tier, tiers[index - 1])}
                </th>
                <td className="px-3 py-2 font-semibold text-slate-900">{money(tier.feeDollars)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ContentText tokens={lead} className="grid gap-2 text-sm font-medium text-slate-800" />
      {sections.map((section) => (
        <div key={section.title} className="grid gap-3">
          <h4 className="font-semibold text-slate-900">
            <MarkdownInline tokens={section.heading} />
          </h4>
          <ContentText
            tokens={section.body}
            className="grid gap-3 text-sm text-slate-800 [&_li]:rounded-md [&_li]:border [&_li]:border-slate-200 [&_li]:bg-white [&_li]:p-3 [&_strong]:text-slate-900 [&_ul]:ml-0 [&_ul]:list-none [&_ul]:gap-2"
          />
        </div>
      ))}
    </TabSection>
  );
}
