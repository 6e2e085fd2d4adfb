/**
 * Florida's 67 counties as option codes ("miami_dade", "st_johns"), in the order of FLORIDA_COUNTIES; their
 * names are the catalog's `fields.county.options.<code>`.
 */
import { FLORIDA_COUNTIES, type FloridaCounty } from "../counties";

/** "Miami-Dade" -> "miami_dade", "St. Johns" -> "st_johns", "DeSoto" -> "desoto". */
export const countyCode = (name: FloridaCounty): string =>
  name
    .toLowerCase()
    .replace(/[^a-z]+/g, "_")
    .replace(/^_|_$/g, "");

export const COUNTY_CODES: readonly string[] = FLORIDA_COUNTIES.map(countyCode);

/** The county a code names, for what stores county names (a case, a profile). */
export function countyOfCode(code: unknown): FloridaCounty | undefined {
  const index = typeof code === "string" ? COUNTY_CODES.indexOf(code) : -1;
  return index < 0 ? undefined : FLORIDA_COUNTIES[index];
}

/** The code of a county name, for what starts from one (the person's county, from their profile). */
export function codeOfCounty(name: unknown): string | undefined {
  const index = typeof name === "string" ? (FLORIDA_COUNTIES as readonly string[]).indexOf(name) : -1;
  return index < 0 ? undefined : COUNTY_CODES[index];
}
