import { useTranslation } from "react-i18next";
import { ModuleTabs, type ContentTab } from "../module-tabs";
import { SmallClaimsAnswerNote } from "./small-claims-answer-note";
import { SmallClaimsOverview } from "./small-claims-overview";
import { SmallClaimsResources } from "./small-claims-resources";

/** Information tabs; the wizard tabs (and their order) come from the document catalog (kind.place). */
const TABS: readonly ContentTab[] = [
  { id: "overview", label: "smallClaims.tabs.overview", order: 10, content: SmallClaimsOverview },
  { id: "answer", content: SmallClaimsAnswerNote },
  { id: "resources", label: "smallClaims.tabs.resources", order: 40, content: SmallClaimsResources },
];

/** Small Claims module (Florida Small Claims Rules): sue, answer, and learn how a case works. */
export default function SmallClaimsPage() {
  const { t } = useTranslation("modules");
  return <ModuleTabs module="small-claims" label={t("smallClaims.tabsLabel")} hint={t("tabsHint")} tabs={TABS} />;
}
