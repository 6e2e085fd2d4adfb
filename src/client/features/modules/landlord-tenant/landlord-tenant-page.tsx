import { useTranslation } from "react-i18next";
import { ModuleTabs, type ContentTab } from "../module-tabs";
import { KnowYourRights } from "./know-your-rights";
import { LandlordTenantOverview } from "./landlord-tenant-overview";
import { TenantDefense } from "./tenant-defense";
import { TenantNotice } from "./tenant-notice";

/** Information tabs; the wizard tabs (and their order) come from the document catalog (kind.place). */
const TABS: readonly ContentTab[] = [
  { id: "overview", label: "landlordTenant.tabs.overview", order: 10, content: LandlordTenantOverview },
  // A tenant at the notice stage, between the landlord's notices and the eviction answer.
  { id: "tenant-notice", label: "landlordTenant.tabs.tenantNotice", order: 25, content: TenantNotice },
  { id: "defense", content: TenantDefense },
  { id: "rights", label: "landlordTenant.tabs.rights", order: 40, content: KnowYourRights },
];

/** Landlord-Tenant module (Fla. Stat. ch. 83, part II): notices, eviction defense and rights. */
export default function LandlordTenantPage() {
  const { t } = useTranslation("modules");
  return <ModuleTabs module="landlord-tenant" label={t("landlordTenant.tabsLabel")} hint={t("tabsHint")} tabs={TABS} />;
}
