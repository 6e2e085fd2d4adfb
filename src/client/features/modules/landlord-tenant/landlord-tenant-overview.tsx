import { BellRing, CalendarClock, FileText, Gavel, Mail, Scale } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LANDLORD_TENANT } from "@shared/florida/law";
import { useAfterFirstPaint } from "@client/components/use-after-first-paint";
import { ContentBoundary, ContentCards, ContentText, useModuleContent } from "../module-content";
import { NotLegalAdvice } from "../not-legal-advice";
import { QuickStart } from "../quick-start";
import { TabSection } from "../tab-section";
import { ThreeDayNoticeCalculator } from "./deadline-calculators";
import { preloadLandlordTenantContent } from "./landlord-tenant-content";
import { NoticeCards } from "./notice-cards";

preloadLandlordTenantContent();

/** The cards at the end of overview.md, in order. */
const CARD_ICONS = [FileText, Mail];

function Overview() {
  const { t } = useTranslation("modules");
  const { lead, sections } = useModuleContent("landlord-tenant/overview");
  // The notices, the calculator and the cards are below the first screen.
  const painted = useAfterFirstPaint();
  return (
    <>
      <ContentText tokens={lead} className="grid gap-3 text-base text-slate-800" />
      <QuickStart
        heading={t("shared.quickStart.heading")}
        items={[
          {
            tab: "notices",
            label: t("landlordTenant.start.notices.label"),
            detail: t("landlordTenant.start.notices.detail"),
            icon: FileText,
          },
          {
            tab: "tenant-notice",
            label: t("landlordTenant.start.tenantNotice.label"),
            detail: t("landlordTenant.start.tenantNotice.detail"),
            icon: BellRing,
          },
          {
            tab: "defense",
            label: t("landlordTenant.start.defense.label"),
            detail: t("landlordTenant.start.defense.detail"),
            icon: Gavel,
          },
          {
            tab: "rights",
            label: t("landlordTenant.start.rights.label"),
            detail: t("landlordTenant.start.rights.detail"),
            icon: Scale,
          },
        ]}
      />
      {painted && (
        <ContentBoundary>
          <NoticeCards />
          <TabSection
            id="lt-calculator"
            title={t("landlordTenant.threeDayCalculator.heading", { days: LANDLORD_TENANT.threeDayNoticeDays.value })}
            icon={CalendarClock}
          >
            <p className="text-sm text-slate-800">{t("landlordTenant.threeDayCalculator.intro")}</p>
            <ThreeDayNoticeCalculator />
          </TabSection>
          <ContentCards sections={sections} icons={CARD_ICONS} />
          <NotLegalAdvice />
        </ContentBoundary>
      )}
    </>
  );
}

export function LandlordTenantOverview() {
  return (
    <ContentBoundary>
      <Overview />
    </ContentBoundary>
  );
}
