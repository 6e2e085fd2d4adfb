/** The small claims limit, in its own file: a page that only states it (the landing page) does not load the group. */
import { cite } from "./cited";

/** Not counting costs, interest and attorney fees; since 1 January 2020. SMALL_CLAIMS.limitDollars, with its sentence. */
export const SMALL_CLAIMS_LIMIT_DOLLARS = cite(8000, "Fla. Sm. Cl. R. 7.010(b)");
