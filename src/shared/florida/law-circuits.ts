/**
 * Florida's 20 judicial circuits and the counties in each (Fla. Stat. § 26.021). A circuit court caption names
 * the circuit: "IN THE CIRCUIT COURT OF THE ELEVENTH JUDICIAL CIRCUIT IN AND FOR MIAMI-DADE COUNTY, FLORIDA".
 */
import type { FloridaCounty } from "../counties";

/** § 26.021(1)-(20), listed by circuit. */
const COUNTIES_BY_CIRCUIT: readonly (readonly FloridaCounty[])[] = [
  ["Escambia", "Okaloosa", "Santa Rosa", "Walton"],
  ["Franklin", "Gadsden", "Jefferson", "Leon", "Liberty", "Wakulla"],
  ["Columbia", "Dixie", "Hamilton", "Lafayette", "Madison", "Suwannee", "Taylor"],
  ["Clay", "Duval", "Nassau"],
  ["Citrus", "Hernando", "Lake", "Marion", "Sumter"],
  ["Pasco", "Pinellas"],
  ["Flagler", "Putnam", "St. Johns", "Volusia"],
  ["Alachua", "Baker", "Bradford", "Gilchrist", "Levy", "Union"],
  ["Orange", "Osceola"],
  ["Hardee", "Highlands", "Polk"],
  ["Miami-Dade"],
  ["DeSoto", "Manatee", "Sarasota"],
  ["Hillsborough"],
  ["Bay", "Calhoun", "Gulf", "Holmes", "Jackson", "Washington"],
  ["Palm Beach"],
  ["Monroe"],
  ["Broward"],
  ["Brevard", "Seminole"],
  ["Indian River", "Martin", "Okeechobee", "St. Lucie"],
  ["Charlotte", "Collier", "Glades", "Hendry", "Lee"],
];

/** The number of the judicial circuit each county belongs to (1 to 20). */
export const CIRCUIT_BY_COUNTY = Object.fromEntries(
  COUNTIES_BY_CIRCUIT.flatMap((counties, index) => counties.map((county) => [county, index + 1])),
) as Readonly<Record<FloridaCounty, number>>;

const ORDINALS = [
  "First",
  "Second",
  "Third",
  "Fourth",
  "Fifth",
  "Sixth",
  "Seventh",
  "Eighth",
  "Ninth",
  "Tenth",
  "Eleventh",
  "Twelfth",
  "Thirteenth",
  "Fourteenth",
  "Fifteenth",
  "Sixteenth",
  "Seventeenth",
  "Eighteenth",
  "Nineteenth",
  "Twentieth",
] as const;

/** 11 -> "Eleventh", as captions write a circuit. */
export function circuitOrdinal(circuit: number): string {
  const word = ORDINALS[circuit - 1];
  if (!word) throw new RangeError(`Florida has no judicial circuit ${circuit}`);
  return word;
}
