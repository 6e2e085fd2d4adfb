/** The glossary read from content/<language>/glossary/ on disk. Tests only. */
import { filesUnder, readText, relativeToRepo } from "../../i18n/test-support/source-files";
import { parseGlossaryFiles, type GlossaryParseResult } from "../parse-glossary";

export function glossaryFiles(language = "en"): Record<string, string> {
  return Object.fromEntries(
    filesUnder(`content/${language}/glossary`, /\.ya?ml$/).map((file) => [relativeToRepo(file), readText(file)]),
  );
}

export function glossaryFromDisk(language = "en"): GlossaryParseResult {
  return parseGlossaryFiles(glossaryFiles(language), language);
}
