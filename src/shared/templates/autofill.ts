/**
 * Auto-fill (POST /api/templates/autofill): a template's variables filled from what the app already knows: the
 * chosen case (its fields and its wizard's answers) and the person's own profile. Names are matched loosely
 * ("Case Number", "case_number" and "caseNumber" are one name) and through a few common aliases. Only variables
 * with a known, non-empty value are filled.
 */

export interface AutofillCase {
  title: string;
  description: string;
  caseNumber: string | null;
  county: string | null;
  type: string;
  formData: Record<string, unknown>;
}

export interface AutofillProfile {
  firstName: string | null;
  lastName: string | null;
  email: string;
  county: string | null;
}

/** "Case Number", "case_number", "caseNumber" -> "casenumber". */
export function normalizeVariableName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}

const NAME_ALIASES = ["yourname", "myname", "fullname", "name", "sendername", "sender", "signername"];

/** A wizard answer as text: lists joined, yes/no spelled out, nested objects skipped. */
function answerText(value: unknown): string | undefined {
  if (typeof value === "string") return value.trim() || undefined;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value) && value.every((item) => typeof item === "string" || typeof item === "number")) {
    return value.length > 0 ? value.join(", ") : undefined;
  }
  return undefined;
}

/** Known values by normalized name; later sources do not override earlier ones. */
function knownValues(found: AutofillCase | undefined, profile: AutofillProfile | undefined): Map<string, string> {
  const known = new Map<string, string>();
  const add = (names: readonly string[], value: string | null | undefined) => {
    const text = value?.trim();
    if (!text) return;
    for (const name of names) if (!known.has(name)) known.set(name, text);
  };
  if (found) {
    for (const [key, value] of Object.entries(found.formData)) add([normalizeVariableName(key)], answerText(value));
    add(["casetitle", "title", "casename"], found.title);
    add(["casenumber", "casenum", "casenno", "docketnumber"], found.caseNumber);
    add(["county", "casecounty", "yourcounty"], found.county);
    add(["casedescription", "description", "casesummary", "summary", "details"], found.description);
  }
  if (profile) {
    const fullName = [profile.firstName, profile.lastName].filter((part) => part?.trim()).join(" ");
    add(NAME_ALIASES, fullName);
    add(["firstname", "yourfirstname"], profile.firstName);
    add(["lastname", "yourlastname"], profile.lastName);
    add(["email", "youremail", "emailaddress", "senderemail"], profile.email);
    add(["county", "yourcounty"], profile.county);
  }
  return known;
}

/** The values auto-fill finds for a template's variables, by the template's own spelling of each name. */
export function autofillValues(
  variableNames: readonly string[],
  found: AutofillCase | undefined,
  profile: AutofillProfile | undefined,
): Record<string, string> {
  const known = knownValues(found, profile);
  const values: Record<string, string> = {};
  for (const name of variableNames) {
    const value = known.get(normalizeVariableName(name));
    if (value !== undefined) values[name] = value;
  }
  return values;
}
