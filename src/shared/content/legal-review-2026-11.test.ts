/**
 * The content side of the November 2026 legal review (its rules are in docs/florida-law.md), in English and in Spanish:
 * the module pages, the glossary, the assistant's scope, the money finder, the catalogs and the landing page say
 * what the review asked for. Each test names its finding.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import lawSpanish from "../../../locales/es/law.json";
import { parseContentFile } from "./content-file";
import { addLawSummaries } from "./law-summary-catalogs";
import { fillLawReferences } from "./law-text";
import { glossaryFromDisk } from "../glossary/test-support/glossary-from-disk";
import { filesUnder, readText, relativeToRepo } from "../i18n/test-support/source-files";
import { smallClaimsWorkflow } from "../workflows/small-claims-workflow";

const LANGUAGES = ["en", "es"] as const;
type Language = (typeof LANGUAGES)[number];

beforeAll(() => addLawSummaries("es", lawSpanish));

/** A content file's text as a reader sees it: law references filled in, in its language. */
const page = (file: string, language: Language) => fillLawReferences(parseContentFile(readText(file)).body, language);
const json = (file: string) => JSON.parse(readText(file)) as Record<string, unknown>;
const term = (slug: string, language: Language) => {
  const found = glossaryFromDisk(language).terms.find((each) => each.slug === slug);
  if (!found) throw new Error(`no glossary term ${slug}`);
  return found;
};
const REGISTRY = { en: "court registry", es: "registro del tribunal" } as const;

describe("legal review 2026-11: content", () => {
  it("H1: every paragraph or glossary entry that mentions withholding rent says to deposit it into the court registry", () => {
    const withholding = { en: /withh(?:o|e)ld(?:ing)? (?:the )?rent|rent withholding/i, es: /retener el alquiler|retención del alquiler/i };
    const missing: string[] = [];
    for (const language of LANGUAGES) {
      const files = filesUnder(`content/${language}`, /\.md$/).filter((file) => !/\/(templates|instructions)\//.test(file));
      for (const file of files) {
        // What she reads: not a question's heading, nor the search tags in a comment beside it.
        const readable = page(file, language)
          .replace(/<!--[\s\S]*?-->/g, "")
          .replace(/^#+ .*$/gm, "");
        for (const paragraph of readable.split(/\n\s*\n/)) {
          if (withholding[language].test(paragraph) && !paragraph.includes(REGISTRY[language])) missing.push(`${relativeToRepo(file)}: ${paragraph.slice(0, 80)}`);
        }
      }
      for (const entry of glossaryFromDisk(language).terms) {
        if (withholding[language].test(entry.meaning) && !entry.meaning.includes(REGISTRY[language])) missing.push(`glossary ${language} ${entry.slug}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)("H1: the defenses card and the glossary's rent withholding say to set the rent aside and deposit it if sued (%s)", (language) => {
    const defenses = page(`content/${language}/modules/landlord-tenant/defenses.md`, language);
    expect(defenses).toContain(REGISTRY[language]);
    expect(defenses).toContain("(Fla. Stat. § 83.60(2))");
    const meaning = term("rent-withholding", language).meaning;
    expect(meaning).toContain(REGISTRY[language]);
    expect(meaning).toContain("(Fla. Stat. § 83.60(2))");
    expect(meaning).toMatch(language === "en" ? /5 business days/ : /5 días hábiles/);
  });

  it.each(LANGUAGES)("H2: the statute of limitations entry lists negligence, libel and slander, FCCPA and FDCPA limits (%s)", (language) => {
    const meaning = term("statute-of-limitations", language).meaning;
    if (language === "en") {
      expect(meaning).toContain("Negligence, like a car accident: 2 years (4 if it happened before March 24, 2023)");
      expect(meaning).toContain("Libel or slander: 2 years");
      expect(meaning).toContain("2 years under Florida's law, 1 under federal law");
    } else {
      expect(meaning).toContain("Negligencia, como un accidente de carro: 2 años (4 si ocurrió antes del 24 de marzo de 2023)");
      expect(meaning).toContain("(libel o slander): 2 años");
      expect(meaning).toContain("2 años bajo la ley de Florida, 1 bajo la ley federal");
    }
  });

  it.each(LANGUAGES)("H8: the deposit calculator and the deposit pages keep the tenant's right to sue after a missed objection (%s)", (language) => {
    const modules = json(`locales/${language}/modules.json`) as { securityDeposits: { calculator: { reasons: Record<string, string> } } };
    const objection = modules.securityDeposits.calculator.reasons.objectionWindow!;
    expect(objection).not.toMatch(/may keep the amount|puede quedarse con el monto/);
    expect(objection).toMatch(language === "en" ? /does not stop you from suing/ : /todavía puede demandar/);
    for (const file of ["modules/security-deposits/rules.md", "modules/security-deposits/timeline.md", "assistant/security-deposits.md"]) {
      const text = readText(`content/${language}/${file}`);
      expect(text, file).toContain("{{summary:SECURITY_DEPOSIT.lateObjectionDoesNotWaiveSuit}}");
    }
  });

  it("H8: no catalog or page of ours says the landlord may keep the deposit because the tenant did not object", () => {
    const saysKeep = /(?:not|no) (?:object|objet)[^.]*(?:may keep|can keep|puede quedarse)/i;
    const texts = [
      ...filesUnder("locales", /\.json$/).filter((file) => !/deadline-rules\.json$/.test(file)),
      ...filesUnder("content", /\.(md|ya?ml)$/).filter((file) => !/\/(templates|instructions)\//.test(file)),
    ];
    expect(texts.filter((file) => saysKeep.test(readText(file))).map(relativeToRepo)).toEqual([]);
  });

  it.each(LANGUAGES)("M1: retaliation is offered with its good-cause limit (%s)", (language) => {
    expect(readText(`content/${language}/modules/landlord-tenant/defenses.md`)).toContain("{{summary:LANDLORD_TENANT.retaliationGoodCauseException}}");
    const meaning = term("retaliation", language).meaning;
    expect(meaning).toContain("(Fla. Stat. § 83.64(3))");
    expect(meaning).toMatch(language === "en" ? /does not work if you owe rent/ : /no sirve como defensa si usted debe alquiler/);
  });

  it.each(LANGUAGES)("M3: the rent withholding example is a § 83.51(1) defect, not air conditioning (%s)", (language) => {
    const example = term("rent-withholding", language).example;
    expect(example).not.toMatch(/air condition|aire acondicionado/i);
    expect(example).toMatch(language === "en" ? /leaking roof/ : /gotera del techo/);
  });

  it("M4: the small claims workflow cites § 34.01 and the Small Claims Rules, not chapter 51", () => {
    expect(smallClaimsWorkflow.floridaStatutes).not.toContain("Fla. Stat. ch. 51");
    expect(smallClaimsWorkflow.floridaStatutes.join(" | ")).toMatch(/Fla\. Stat\. § 34\.01/);
    expect(smallClaimsWorkflow.floridaStatutes.join(" | ")).toMatch(/Fla\. Sm\. Cl\. R\. 7\.010/);
  });

  it.each(LANGUAGES)("M6: the landing page states no unsourced figure about courts or lawyers' rates (%s)", (language) => {
    const landing = readText(`locales/${language}/landing.json`);
    expect(landing).not.toMatch(/\{\{percent\}\}|\{\{low\}\}|\{\{high\}\}|de los casos en Florida|of Florida cases/);
    const stats = (json(`locales/${language}/landing.json`) as { hero: { stats: Record<string, Record<string, string>> } }).hero.stats;
    expect(stats.selfRepresented!.source).toContain("Self-Represented Litigation Network");
    const hero = readText("src/client/features/landing/hero-section.tsx");
    expect(hero).not.toMatch(/0\.6\b|\b300\b|\b500\b|formatPercent/);
  });

  it.each(LANGUAGES)("M12: either paper can be changed only while you can still decide; a guardian comes before the spouse (%s)", (language) => {
    const overview = page(`content/${language}/modules/living-wills/overview.md`, language);
    expect(overview).not.toMatch(/at any time|en cualquier momento/);
    expect(overview).toMatch(language === "en" ? /while you can still make your own decisions/ : /mientras todavía pueda tomar sus propias decisiones/);
    for (const slug of ["proxy", "next-of-kin"]) {
      expect(term(slug, language).meaning, slug).toMatch(language === "en" ? /guardian the court appointed.*spouse/ : /tutor \(guardian\) nombrado por el tribunal.*cónyuge/);
    }
  });

  it.each(LANGUAGES)("M14: the debt module's urgent note and action plan warn about requests for admission (%s)", (language) => {
    for (const file of ["served-alert.md", "action-plan.md"]) {
      const text = page(`content/${language}/modules/debt-defense/${file}`, language);
      expect(text, file).toMatch(language === "en" ? /deemed admitted/ : /se da por admitida/);
      expect(text, file).toContain("(Fla. R. Civ. P. 1.370(a))");
    }
  });

  it.each(LANGUAGES)("M15: the eviction answer page says to ask about the clerk's registry fee (%s)", (language) => {
    const text = page(`content/${language}/modules/landlord-tenant/answer-deadline.md`, language);
    expect(text).toContain("(Fla. Stat. § 28.24)");
    expect(text).toMatch(language === "en" ? /3% of the first \$500 and 1\.5% of the rest/ : /3 % de los primeros \$500 y el 1\.5 % del resto/);
  });

  it.each(LANGUAGES)("M16: the tax refund guide gives the 3-year limit to claim a refund (%s)", (language) => {
    const text = page(`content/${language}/money-finder/tax_refund.md`, language);
    expect(text).toContain("(26 U.S.C. § 6511(a))");
    expect(text).toMatch(language === "en" ? /within 3 years of its due date/ : /dentro de 3 años desde su fecha límite/);
  });

  it.each(LANGUAGES)("M17: the assistant's scope no longer sends car accidents away, but still sends personal injury (%s)", (language) => {
    const scope = parseYaml(readText(`content/${language}/assistant/scope.yml`)) as { outOfScope: string[] };
    expect(scope.outOfScope.filter((phrase) => /accident|accidente de (?:carro|auto|transito)|choque/.test(phrase) && !/trabajo/.test(phrase))).toEqual([]);
    expect(scope.outOfScope).toContain(language === "en" ? "personal injury" : "lesiones personales");
  });
});
