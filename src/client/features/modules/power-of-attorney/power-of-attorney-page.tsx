import { useTranslation } from "react-i18next";
import { ModuleTabs, type ModuleTab } from "../module-tabs";
import { PoaOverviewTab } from "./poa-overview-tab";
import { PoaRequirementsTab } from "./poa-requirements-tab";
import { DurableNote, LimitedNote } from "./poa-tab-notes";

const TABS: readonly ModuleTab[] = [
  { id: "overview", label: "Overview", content: PoaOverviewTab },
  { id: "durable", label: "Durable POA", content: DurableNote, wizard: "durable_power_of_attorney" },
  { id: "limited", label: "Limited POA", content: LimitedNote, wizard: "limited_power_of_attorney" },
  { id: "requirements", label: "Requirements", content: PoaRequirementsTab },
];

/** /power-of-attorney: choose someone to handle your money and property under chapter 709. */
export default function PowerOfAttorneyPage() {
  const { t } = useTranslation("modules");
  return <ModuleTabs label={t("powerOfAttorney.tabsLabel")} tabs={TABS} />;
}
