import { BookOpen, CalendarClock, CircleDollarSign, Gavel, Scale, UserCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SMALL_CLAIMS } from "@shared/florida/law";
import { formatMoney } from "@shared/i18n/format";
import { ContentBoundary, ContentCards, ContentText, useModuleContent } from "../module-content";
import { NotLegalAdvice } from "../not-legal-advice";
import { QuickStart } from "../quick-start";
import { preloadSmallClaimsContent } from "./small-claims-content";

preloadSmallClaimsContent();

const fees = SMALL_CLAIMS.filingFeeTiers.value.map((tier) => tier.feeDollars);
/** The cards of overview.md, in order. */
const CARD_ICONS = [Scale, CircleDollarSign, CalendarClock, UserCheck];

function Overview() {
  const { t, i18n } = useTranslation("modules");
  const { lead, sections } = useModuleContent("small-claims/overview");
  const values = {
    lowestFee: formatMoney(Math.min(...fees), "whole", i18n.language),
    highestFee: formatMoney(Math.max(...fees), "whole", i18n.language),
  };
  return (
    <>
      <ContentText tokens={lead} className="grid gap-3 text-base text-slate-800" />
      <QuickStart
        heading={t("shared.quickStart.heading")}
        items={[
          {
            tab: "complaint",
            label: t("smallClaims.start.complaint.label"),
            detail: t("smallClaims.start.complaint.detail"),
            icon: Gavel,
          },
          {
            tab: "answer",
            label: t("smallClaims.start.answer.label"),
            detail: t("smallClaims.start.answer.detail"),
            icon: UserCheck,
          },
          {
            tab: "resources",
            label: t("smallClaims.start.resources.label"),
            detail: t("smallClaims.start.resources.detail"),
            icon: BookOpen,
          },
        ]}
      />
      <ContentCards sections={sections} icons={CARD_ICONS} values={values} />
      <NotLegalAdvice />
    </>
  );
}

export function SmallClaimsOverview() {
  return (
    <ContentBoundary>
      <Overview />
    </ContentBoundary>
  );
}
