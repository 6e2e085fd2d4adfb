import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SavedChecklist } from "@client/components/legal/saved-checklist";
import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import { depositObjectionDeadline, depositReturnDeadlines } from "@shared/florida/deadlines";
import { SECURITY_DEPOSIT } from "@shared/florida/law";
import { catalogList } from "../catalog-list";
import { computeFromDate } from "../deadline-result";
import { ContentBoundary } from "../module-content";
import { TabSection } from "../tab-section";
import { DamagesCalculator } from "./damages-calculator";
import { DepositTimeline, type PersonalDates } from "./deposit-timeline";

/** Personal § 83.49 dates, the evidence to keep, and what to ask for. */
function TimelineTab() {
  const { t } = useTranslation("modules");
  const [moveOut, setMoveOut] = useState("");
  const [noticeReceived, setNoticeReceived] = useState("");
  const deadlines = computeFromDate(moveOut, depositReturnDeadlines);
  const objection = computeFromDate(noticeReceived, depositObjectionDeadline);
  const dates: PersonalDates = {
    moveOut: deadlines ? moveOut : undefined,
    returnWithoutClaim: deadlines?.returnWithoutClaim,
    claimNotice: deadlines?.claimNotice,
    objection,
  };
  const evidence = catalogList(t, "securityDeposits.evidence.checklist", {
    days: SECURITY_DEPOSIT.tenantVacatingNoticeDays.value,
  });
  return (
    <>
      <TabSection id="sd-timeline" title={t("securityDeposits.timeline.heading")} spacious>
        <p className="text-sm text-slate-800">{t("securityDeposits.timeline.intro")}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t("securityDeposits.timeline.moveOutLabel")}>
            <Input type="date" value={moveOut} onChange={(event) => setMoveOut(event.target.value)} />
          </FormField>
          <FormField label={t("securityDeposits.timeline.noticeLabel")} hint={t("securityDeposits.timeline.noticeHint")}>
            <Input type="date" value={noticeReceived} onChange={(event) => setNoticeReceived(event.target.value)} />
          </FormField>
        </div>
        <DepositTimeline dates={dates} />
      </TabSection>

      <TabSection id="sd-evidence" title={t("securityDeposits.evidence.heading")}>
        <p className="text-sm text-slate-800">{t("securityDeposits.evidence.intro")}</p>
        <SavedChecklist id="security-deposit-evidence" title={t("securityDeposits.evidence.checklistTitle")} items={evidence} />
      </TabSection>

      <TabSection id="sd-calculator" title={t("securityDeposits.calculator.heading")}>
        <p className="text-sm text-slate-800">{t("securityDeposits.calculator.intro")}</p>
        <DamagesCalculator />
      </TabSection>
    </>
  );
}

export function DepositTimelineTab() {
  return (
    <ContentBoundary>
      <TimelineTab />
    </ContentBoundary>
  );
}
