/**
 * How a landlord's notice came to the tenant (§ 83.56(4), and e-mail under § 83.505): the landlord notice asks it,
 * and the deadline clocks read it. Kept apart from the paper's field set so that reading it does not load the
 * document catalog.
 */

/** Option codes: never rename one (old documents hold them). */
export const DELIVERY_METHODS = ["hand", "left_at_home", "mail", "email"] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
/** Mail adds days to every deadline counted from delivery. */
export const isMailed = (method: DeliveryMethod) => method === "mail";
