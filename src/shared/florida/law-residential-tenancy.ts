/** Where Florida's residential tenancy law is, in its own file: the landing page cites it without the group's figures. */
import { cite } from "./cited";

/** LANDLORD_TENANT.residentialTenancyLaw, with its sentence. */
export const RESIDENTIAL_TENANCY_LAW = cite(true, "Fla. Stat. ch. 83, part II");
