import { ModuleTabs, type ModuleTab } from "../module-tabs";
import { DepositOverview } from "./deposit-overview";
import { DepositTimelineTab } from "./deposit-timeline-tab";

const TABS: readonly ModuleTab[] = [
  { id: "overview", label: "Overview", content: DepositOverview },
  { id: "demand", label: "Demand Letter", wizard: "security_deposit_demand" },
  { id: "lawsuit", label: "Small Claims", wizard: "security_deposit_lawsuit" },
  { id: "timeline", label: "Timeline", content: DepositTimelineTab },
];

/** Security Deposit Recovery module (Fla. Stat. § 83.49): rules, demand letter, lawsuit, timeline and calculator. */
export default function SecurityDepositsPage() {
  return <ModuleTabs label="Security deposit sections" tabs={TABS} />;
}
