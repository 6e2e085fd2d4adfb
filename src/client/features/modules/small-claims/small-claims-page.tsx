import { ModuleTabs, type ModuleTab } from "../module-tabs";
import { SmallClaimsAnswerNote } from "./small-claims-answer-note";
import { SmallClaimsOverview } from "./small-claims-overview";
import { SmallClaimsResources } from "./small-claims-resources";

const TABS: readonly ModuleTab[] = [
  { id: "overview", label: "Overview", content: SmallClaimsOverview },
  { id: "complaint", label: "File Complaint", wizard: "small_claims_statement" },
  { id: "answer", label: "Respond to Lawsuit", content: SmallClaimsAnswerNote, wizard: "small_claims_answer" },
  { id: "resources", label: "Resources", content: SmallClaimsResources },
];

/** Small Claims module (Florida Small Claims Rules): sue, answer, and learn how a case works. */
export default function SmallClaimsPage() {
  return <ModuleTabs label="Small claims sections" tabs={TABS} />;
}
