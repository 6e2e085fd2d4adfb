import { describe, expect, it } from "vitest";
import { brokenLawReferences, parseContentFile } from "@shared/content/content-file";
import { isIsoDate } from "@shared/florida/iso-date";
import { readText, REPO_ROOT } from "@shared/i18n/test-support/source-files";
import { splitSections } from "../../../../scripts/content-modules.mjs";
import { LEGAL_PAGE_FILES, sectionSlug, type LegalPage, type LegalPageMeta } from "./legal-page-file";

function legalPage(page: LegalPage) {
  const file = parseContentFile<LegalPageMeta>(readText(`${REPO_ROOT}/content/en/${LEGAL_PAGE_FILES[page]}.md`));
  return { meta: file.meta, sections: splitSections(file.body).filter((section) => section.title) };
}

describe("the Terms and Privacy content files", () => {
  it.each([
    ["terms", 13],
    ["privacy", 14],
  ] as const)("%s has its front matter and %i numbered sections, each with its own address", (page, count) => {
    const { meta, sections } = legalPage(page);
    expect(meta.title).toBeTruthy();
    expect(isIsoDate(meta.effectiveDate)).toBe(true);
    expect(meta.intro).toBeTruthy();
    expect(meta.summary.length).toBeGreaterThan(0);
    // The content test checks the body; the front matter is shown too, so its law references must resolve as well.
    expect(brokenLawReferences([meta.intro, ...meta.summary].join("\n"))).toEqual([]);
    expect(sections).toHaveLength(count);
    expect(new Set(sections.map((section) => sectionSlug(section.title))).size).toBe(count);
  });

  it("names the CCPA where the privacy policy lists the rights", () => {
    const rights = legalPage("privacy").sections.find((section) => section.title === "Your privacy rights");
    expect(rights?.body).toContain("California Consumer Privacy Act (CCPA)");
  });

  it("makes section addresses from headings", () => {
    expect(sectionSlug("Who we are and what these terms cover")).toBe("who-we-are-and-what-these-terms-cover");
    expect(sectionSlug('The site is provided "as is"')).toBe("the-site-is-provided-as-is");
    expect(sectionSlug("Quiénes somos")).toBe("quienes-somos");
  });
});
