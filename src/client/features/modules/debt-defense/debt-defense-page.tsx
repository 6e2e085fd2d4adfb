import { useTranslation } from "react-i18next";
import { ModuleTabs, type ContentTab } from "../module-tabs";
import { DebtAnswerNote } from "./debt-answer-note";
import { DebtDefensesTab } from "./debt-defenses-tab";
import { DebtOverviewTab } from "./debt-overview-tab";
import { DebtValidationTab } from "./debt-validation-tab";

/** Information tabs; the wizard tabs (and their order) come from the document catalog (kind.place). */
const TABS: readonly ContentTab[] = [
  { id: "overview", label: "debtDefense.tabs.overview", order: 10, content: DebtOverviewTab },
  { id: "answer", content: DebtAnswerNote },
  { id: "validation", content: DebtValidationTab },
  { id: "defenses", label: "debtDefense.tabs.defenses", order: 40, content: DebtDefensesTab },
];

/** /debt-defense: answer a debt lawsuit, ask a collector to prove the debt, and know the defenses. */
export default function DebtDefensePage() {
  const { t } = useTranslation("modules");
  return <ModuleTabs module="debt-defense" label={t("debtDefense.tabsLabel")} hint={t("tabsHint")} tabs={TABS} />;
}
