import { ModuleTabs, type ModuleTab } from "../module-tabs";
import { KnowYourRights } from "./know-your-rights";
import { LandlordTenantOverview } from "./landlord-tenant-overview";
import { TenantDefense } from "./tenant-defense";

const TABS: readonly ModuleTab[] = [
  { id: "overview", label: "Overview", content: LandlordTenantOverview },
  { id: "notices", label: "Generate Notices", wizard: "landlord_notice" },
  { id: "defense", label: "Tenant Defense", content: TenantDefense, wizard: "eviction_answer" },
  { id: "rights", label: "Know Your Rights", content: KnowYourRights },
];

/** Landlord-Tenant module (Fla. Stat. ch. 83, part II): notices, eviction defense and rights. */
export default function LandlordTenantPage() {
  return <ModuleTabs label="Landlord-tenant sections" tabs={TABS} />;
}
