import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { kindTextKeys } from "@shared/documents/field-text";
import { DOCUMENT_MODULES } from "@shared/documents/kind";
import { DOCUMENT_KINDS, kindsOfModule } from "@shared/documents/registry";
import { CHOOSABLE_LANGUAGE_CODES } from "@shared/i18n/languages";
import { WIZARD_TABS } from "./wizard-tabs";

describe("the module pages' wizard tabs", () => {
  it.each(DOCUMENT_MODULES)("%s lists the catalog's kinds where the catalog places them", (module) => {
    const placed = kindsOfModule(module).map((kind) => ({
      kind: kind.kind,
      tab: kind.place.tab,
      order: kind.place.order,
      ...("caseType" in kind ? { caseType: kind.caseType } : {}),
    }));
    expect([...WIZARD_TABS[module]].sort((a, b) => a.order - b.order)).toEqual(placed);
  });

  // Their words are shown without the kind's figures (`values`), which come with the catalog.
  it.each(CHOOSABLE_LANGUAGE_CODES)("a tab's label and a kind's title in %s need none of its figures", (language) => {
    const catalog = JSON.parse(readFileSync(`locales/${language}/kinds.json`, "utf8")) as Record<string, Record<string, string>>;
    for (const kind of DOCUMENT_KINDS) {
      const { tab, title } = kindTextKeys(kind.kind);
      for (const key of [tab, title]) {
        const [id = "", part = ""] = key.split(".");
        expect(catalog[id]?.[part], key).toBeTruthy();
        expect(catalog[id]?.[part], key).not.toMatch(/\{\{/);
      }
    }
  });
});
