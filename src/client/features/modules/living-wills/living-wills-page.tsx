import { useTranslation } from "react-i18next";
import { ModuleTabs, type ModuleTab } from "../module-tabs";
import { LivingWillsOverviewTab } from "./living-wills-overview-tab";
import { LivingWillsRequirementsTab } from "./living-wills-requirements-tab";
import { LivingWillNote, SurrogateNote } from "./living-wills-tab-notes";

const TABS: readonly ModuleTab[] = [
  { id: "overview", label: "Overview", content: LivingWillsOverviewTab },
  { id: "living-will", label: "Living Will", content: LivingWillNote, wizard: "living_will" },
  { id: "surrogate", label: "Health Care Surrogate", content: SurrogateNote, wizard: "health_care_surrogate" },
  { id: "requirements", label: "Requirements", content: LivingWillsRequirementsTab },
];

/** /living-wills: put your health care wishes in writing under chapter 765. */
export default function LivingWillsPage() {
  const { t } = useTranslation("modules");
  return <ModuleTabs label={t("livingWills.tabsLabel")} tabs={TABS} />;
}
