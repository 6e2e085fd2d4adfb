import { preloadModuleContent } from "../module-content";

/** The security deposit page's content files (content/<language>/modules/security-deposits/). */
export function preloadSecurityDepositsContent(): void {
  preloadModuleContent([
    "security-deposits/overview",
    "security-deposits/rules",
    "security-deposits/vacating-notice",
    "security-deposits/remedy",
    "security-deposits/timeline",
  ]);
}
