import { useTranslation } from "react-i18next";
import { ModuleTabs, type ContentTab } from "../module-tabs";
import { LivingWillsOverviewTab } from "./living-wills-overview-tab";
import { LivingWillsRequirementsTab } from "./living-wills-requirements-tab";
import { LivingWillNote, SurrogateNote } from "./living-wills-tab-notes";

/** Information tabs; the wizard tabs (and their order) come from the document catalog (kind.place). */
const TABS: readonly ContentTab[] = [
  { id: "overview", label: "livingWills.tabs.overview", order: 10, content: LivingWillsOverviewTab },
  { id: "living-will", content: LivingWillNote },
  { id: "surrogate", content: SurrogateNote },
  { id: "requirements", label: "livingWills.tabs.requirements", order: 40, content: LivingWillsRequirementsTab },
];

/** /living-wills: put your health care wishes in writing under chapter 765. */
export default function LivingWillsPage() {
  const { t } = useTranslation("modules");
  return <ModuleTabs module="living-wills" label={t("livingWills.tabsLabel")} hint={t("tabsHint")} tabs={TABS} />;
}
