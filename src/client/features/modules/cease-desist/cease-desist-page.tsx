import { useTranslation } from "react-i18next";
import { ModuleTabs, type ModuleTab } from "../module-tabs";
import { CeaseDesistOverviewTab } from "./cease-desist-overview-tab";
import { DefamationNote, HarassmentNote, IntellectualPropertyNote } from "./cease-desist-tab-notes";

const TABS: readonly ModuleTab[] = [
  { id: "overview", label: "Overview", content: CeaseDesistOverviewTab },
  { id: "harassment", label: "Harassment", content: HarassmentNote, wizard: "harassment_cease_desist" },
  { id: "defamation", label: "Defamation", content: DefamationNote, wizard: "defamation_cease_desist" },
  { id: "intellectual", label: "IP Violations", content: IntellectualPropertyNote, wizard: "ip_cease_desist" },
];

/** /cease-desist: letters asking someone to stop harassment, false statements or copying your work. */
export default function CeaseDesistPage() {
  const { t } = useTranslation("modules");
  return <ModuleTabs label={t("ceaseDesist.tabsLabel")} tabs={TABS} />;
}
