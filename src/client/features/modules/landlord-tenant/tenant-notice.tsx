import { CalendarClock, HandCoins, LockOpen, Gavel } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MarkdownInline } from "@client/components/content/markdown";
import { Callout } from "@client/components/legal/callout";
import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import { sevenDayNoticeDeadline, threeDayNoticeDeadline, type Deadline } from "@shared/florida/deadlines";
import { LANDLORD_TENANT } from "@shared/florida/law";
import { ChoiceGroup } from "../choice-group";
import { ContentBoundary, ContentCards, ContentText, useModuleContent } from "../module-content";
import { computeFromDate, DeadlineResult } from "../deadline-result";
import { TabLinkButton } from "../tab-link-button";
import { TabSection } from "../tab-section";

/** The notices a landlord gives a tenant (§ 83.56), in the order of tenant-notice.md's first sections. */
export const TENANT_NOTICES = ["three_day", "seven_day_cure", "seven_day_no_cure"] as const;
export type TenantNoticeKind = (typeof TENANT_NOTICES)[number];

/**
 * Her last day under the notice she got, counted from the day she got it, as the tenant's side of the deadline
 * module counts it: the earliest date that could apply (§ 83.56(3): business days on the state's holiday list, no
 * mail days; § 83.56(2): 7 calendar days, no weekend extension).
 */
export function tenantNoticeDeadline(kind: TenantNoticeKind, received: string): Deadline {
  return kind === "three_day"
    ? threeDayNoticeDeadline(received, { side: "tenant" })
    : sevenDayNoticeDeadline(received, { side: "tenant", cure: kind === "seven_day_cure" });
}

/** The cards after the three notices' meanings in tenant-notice.md, in order. */
const CARD_ICONS = [HandCoins, LockOpen, Gavel];

function TenantNoticeContent() {
  const { t } = useTranslation("modules");
  const content = useModuleContent("landlord-tenant/tenant-notice");
  const [kind, setKind] = useState<TenantNoticeKind>();
  const [received, setReceived] = useState("");
  const deadline = kind ? computeFromDate(received, (date) => tenantNoticeDeadline(kind, date)) : undefined;
  const meanings = content.sections.slice(0, TENANT_NOTICES.length);
  const meaning = kind ? meanings[TENANT_NOTICES.indexOf(kind)] : undefined;
  const days = {
    three_day: LANDLORD_TENANT.threeDayNoticeDays.value,
    seven_day_cure: LANDLORD_TENANT.sevenDayNoticeToCureDays.value,
    seven_day_no_cure: LANDLORD_TENANT.sevenDayNoticeWithoutCureDays.value,
  } as const;
  const choices = TENANT_NOTICES.map((value) => ({
    value,
    label: t(`landlordTenant.tenantNotice.kinds.${value}`, { days: days[value] }),
  }));
  return (
    <>
      <TabSection id="tenant-notice-date" title={content.heading} icon={CalendarClock}>
        <ContentText tokens={content.lead} className="grid gap-3 text-base text-slate-800" />
        <ChoiceGroup
          legend={t("landlordTenant.tenantNotice.kindLegend")}
          hint={t("landlordTenant.tenantNotice.kindHint")}
          choices={choices}
          value={kind}
          onChange={setKind}
        />
        <div className="sm:max-w-xs">
          <FormField label={t("landlordTenant.tenantNotice.receivedLabel")} hint={t("landlordTenant.tenantNotice.receivedHint")}>
            <Input type="date" value={received} onChange={(event) => setReceived(event.target.value)} />
          </FormField>
        </div>
        <DeadlineResult
          heading={t("landlordTenant.tenantNotice.resultHeading")}
          deadline={deadline}
          empty={t("landlordTenant.tenantNotice.empty")}
        />
        {meaning && (
          <Callout title={<MarkdownInline tokens={meaning.heading} />}>
            <ContentText tokens={meaning.body} className="grid gap-2" />
          </Callout>
        )}
      </TabSection>
      <ContentCards sections={content.sections.slice(TENANT_NOTICES.length)} icons={CARD_ICONS} />
      <div className="grid gap-3 sm:flex">
        <TabLinkButton tab="defense" variant="default">
          {t("landlordTenant.tenantNotice.gotPapers")}
        </TabLinkButton>
        <TabLinkButton tab="rights">{t("landlordTenant.tenantNotice.rights")}</TabLinkButton>
      </div>
    </>
  );
}

/** "My landlord gave me a notice": what it means, her last day, paying in full, no lockouts, and what a lawsuit asks. */
export function TenantNotice() {
  return (
    <ContentBoundary>
      <TenantNoticeContent />
    </ContentBoundary>
  );
}
