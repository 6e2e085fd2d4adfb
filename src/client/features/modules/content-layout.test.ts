/**
 * Module tabs place the parts of their content files by position (the lead, then each "## " section in order),
 * as each file's front matter comment says: a file that loses or gains a part would shift the page.
 */
import { describe, expect, it } from "vitest";
import { readText, REPO_ROOT } from "@shared/i18n/test-support/source-files";
import { readContentDocument } from "../../../../scripts/content-modules.mjs";

function layout(path: string): { lead: boolean; sections: number } {
  const parts = readContentDocument(readText(`${REPO_ROOT}/content/en/modules/${path}.md`)).sections;
  const lead = parts[0]?.title === "";
  return { lead, sections: parts.length - (lead ? 1 : 0) };
}

const LEAD_ONLY = { lead: true, sections: 0 };
const sections = (count: number, lead = false) => ({ lead, sections: count });

const LAYOUTS: Record<string, { lead: boolean; sections: number }> = {
  "debt-defense/served-alert": LEAD_ONLY,
  "debt-defense/answer-deadline": sections(2),
  // Step 7 (legal review 2026-11, M14): answer requests for admission within 30 days.
  "debt-defense/action-plan": sections(8),
  "debt-defense/answer-note": LEAD_ONLY,
  "debt-defense/validation": sections(3),
  "debt-defense/defenses": sections(3),
  "debt-defense/common-defenses": sections(5),
  "debt-defense/procedural-defenses": sections(3, true),
  "cease-desist/safety": sections(2),
  "cease-desist/overview": sections(5),
  "cease-desist/sending-steps": sections(5),
  "cease-desist/harassment": LEAD_ONLY,
  "cease-desist/defamation": LEAD_ONLY,
  "cease-desist/intellectual": LEAD_ONLY,
  "power-of-attorney/overview": sections(3),
  "power-of-attorney/kinds": sections(2),
  "power-of-attorney/requirements": sections(5),
  "power-of-attorney/durable": LEAD_ONLY,
  "power-of-attorney/limited": LEAD_ONLY,
  "living-wills/overview": sections(4),
  "living-wills/comparison": sections(2),
  "living-wills/requirements": sections(3),
  "living-wills/living-will": LEAD_ONLY,
  "living-wills/surrogate": LEAD_ONLY,
  // The three notices' meanings, then three cards: pay in full, no lockouts, if you are sued.
  "landlord-tenant/tenant-notice": sections(6, true),
};

describe("module content files", () => {
  it.each(Object.entries(LAYOUTS))("%s has the parts its tab shows", (path, expected) => {
    expect(layout(path)).toEqual(expected);
  });
});
