import { useTranslation } from "react-i18next";
import { ModuleTabs, type ContentTab } from "../module-tabs";
import { CeaseDesistOverviewTab } from "./cease-desist-overview-tab";
import { DefamationNote, HarassmentNote, IntellectualPropertyNote } from "./cease-desist-tab-notes";

/** Information tabs; the wizard tabs (and their order) come from the document catalog (kind.place). */
const TABS: readonly ContentTab[] = [
  { id: "overview", label: "ceaseDesist.tabs.overview", order: 10, content: CeaseDesistOverviewTab },
  { id: "harassment", content: HarassmentNote },
  { id: "defamation", content: DefamationNote },
  { id: "intellectual", content: IntellectualPropertyNote },
];

/** /cease-desist: letters asking someone to stop harassment, false statements or copying your work. */
export default function CeaseDesistPage() {
  const { t } = useTranslation("modules");
  return <ModuleTabs module="cease-desist" label={t("ceaseDesist.tabsLabel")} hint={t("tabsHint")} tabs={TABS} />;
}
