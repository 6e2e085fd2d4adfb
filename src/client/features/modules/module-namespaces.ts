/**
 * The catalog namespaces every legal module page reads: its own words and the document catalog's (its tabs' names).
 * A wizard's words come when its tab opens (module-tabs.tsx). Read by the page list (src/client/app/page-components.ts)
 * and by bench/bundle.ts, which counts them.
 */
export const MODULE_NAMESPACES = ["modules", "kinds"];
/** Module pages with a deadline calculator also read its explanations (src/shared/florida/explanation.ts). */
export const CALCULATOR_MODULE_NAMESPACES = [...MODULE_NAMESPACES, "deadline-rules"];
