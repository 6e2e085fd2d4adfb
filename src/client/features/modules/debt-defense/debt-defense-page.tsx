import { useTranslation } from "react-i18next";
import { ModuleTabs, type ModuleTab } from "../module-tabs";
import { DebtAnswerNote } from "./debt-answer-note";
import { DebtDefensesTab } from "./debt-defenses-tab";
import { DebtOverviewTab } from "./debt-overview-tab";
import { DebtValidationTab } from "./debt-validation-tab";

const TABS: readonly ModuleTab[] = [
  { id: "overview", label: "Overview", content: DebtOverviewTab },
  { id: "answer", label: "Answer Lawsuit", content: DebtAnswerNote, wizard: "debt_answer" },
  { id: "validation", label: "Request Validation", content: DebtValidationTab, wizard: "debt_validation_letter" },
  { id: "defenses", label: "Defenses", content: DebtDefensesTab },
];

/** /debt-defense: answer a debt lawsuit, ask a collector to prove the debt, and know the defenses. */
export default function DebtDefensePage() {
  const { t } = useTranslation("modules");
  return <ModuleTabs label={t("debtDefense.tabsLabel")} tabs={TABS} />;
}
