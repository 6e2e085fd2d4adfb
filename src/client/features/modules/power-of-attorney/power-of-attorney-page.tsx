import { useTranslation } from "react-i18next";
import { ModuleTabs, type ContentTab } from "../module-tabs";
import { PoaOverviewTab } from "./poa-overview-tab";
import { PoaRequirementsTab } from "./poa-requirements-tab";
import { DurableNote, LimitedNote } from "./poa-tab-notes";

/** Information tabs; the wizard tabs (and their order) come from the document catalog (kind.place). */
const TABS: readonly ContentTab[] = [
  { id: "overview", label: "powerOfAttorney.tabs.overview", order: 10, content: PoaOverviewTab },
  { id: "durable", content: DurableNote },
  { id: "limited", content: LimitedNote },
  { id: "requirements", label: "powerOfAttorney.tabs.requirements", order: 40, content: PoaRequirementsTab },
];

/** /power-of-attorney: choose someone to handle your money and property under chapter 709. */
export default function PowerOfAttorneyPage() {
  const { t } = useTranslation("modules");
  return <ModuleTabs module="power-of-attorney" label={t("powerOfAttorney.tabsLabel")} hint={t("tabsHint")} tabs={TABS} />;
}
