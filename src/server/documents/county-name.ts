import { countyOfCode } from "@shared/documents/county-codes";

/** "miami_dade" -> "Miami-Dade": a county as court papers print it (a code no county has stays as it is). */
export const countyName = (code: string): string => countyOfCode(code) ?? code;
