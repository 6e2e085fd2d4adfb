import { preloadModuleContent } from "../module-content";

/** The landlord-tenant page's content files (content/<language>/modules/landlord-tenant/). */
export function preloadLandlordTenantContent(): void {
  preloadModuleContent([
    "landlord-tenant/overview",
    "landlord-tenant/notices",
    "landlord-tenant/old-month-to-month-rule",
    "landlord-tenant/know-your-rights",
    "landlord-tenant/tenant-notice",
    "landlord-tenant/answer-deadline",
    "landlord-tenant/answer-steps",
    "landlord-tenant/defenses",
  ]);
}
