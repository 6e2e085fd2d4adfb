import { useTranslation } from "react-i18next";
import { ModuleTabs, type ContentTab } from "../module-tabs";
import { DepositOverview } from "./deposit-overview";
import { DepositTimelineTab } from "./deposit-timeline-tab";

/** Information tabs; the wizard tabs (and their order) come from the document catalog (kind.place). */
const TABS: readonly ContentTab[] = [
  { id: "overview", label: "securityDeposits.tabs.overview", order: 10, content: DepositOverview },
  { id: "timeline", label: "securityDeposits.tabs.timeline", order: 40, content: DepositTimelineTab },
];

/** Security Deposit Recovery module (Fla. Stat. § 83.49): rules, demand letter, lawsuit, timeline and calculator. */
export default function SecurityDepositsPage() {
  const { t } = useTranslation("modules");
  return <ModuleTabs module="security-deposits" label={t("securityDeposits.tabsLabel")} hint={t("tabsHint")} tabs={TABS} />;
}
