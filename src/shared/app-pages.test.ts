import { describe, expect, it } from "vitest";
import {
  APP_PAGES,
  LEGAL_MODULE_PAGES,
  PAGE_ALIASES,
  PAGE_ICON_KEYS,
  PROTECTED_PAGES,
  pageDescriptionKey,
  pageNameKey,
} from "./app-pages";
import { DOCUMENT_MODULES } from "./documents/kind";
import { DOCUMENT_KINDS } from "./documents/registry";
import { loadCatalogs } from "./i18n/test-support/source-files";

const english = loadCatalogs("en");
const message = (key: string) => english.get(`common:${key}`);

/** The protected routes of the spec (part 1, section 2). */
const SPEC_ROUTES = [
  "/dashboard",
  "/cases",
  "/cases/:id",
  "/new-case",
  "/templates",
  "/small-claims",
  "/landlord-tenant",
  "/security-deposits",
  "/debt-defense",
  "/cease-desist",
  "/power-of-attorney",
  "/living-wills",
  "/ai-assistant",
  "/documents",
  "/deadlines",
  "/workflows",
  "/translator",
  "/money-finder",
  "/case-predictor",
  "/case-predictor/:caseId",
  "/glossary",
];

describe("the pages registry", () => {
  it("serves every protected route of the spec once, plus Settings and one paper's page", () => {
    const routes = PROTECTED_PAGES.map((entry) => entry.route);
    expect(new Set(routes).size).toBe(routes.length);
    expect([...routes].sort()).toEqual([...SPEC_ROUTES, "/settings", "/documents/:id"].sort());
  });

  it("lists the spec's sidebar groups in order, with My Cases under the dashboard", () => {
    const group = (name: string) => APP_PAGES.filter((entry) => entry.group === name).map((entry) => entry.route);
    expect(group("modules")).toEqual(["/dashboard", "/cases", ...DOCUMENT_MODULES.map((module) => `/${module}`)]);
    expect(group("tools")).toEqual([
      "/ai-assistant",
      "/documents",
      "/deadlines",
      "/workflows",
      "/translator",
      "/money-finder",
      "/case-predictor",
      "/glossary",
    ]);
  });

  it("has a name and a description in the catalog for every page, and a known icon", () => {
    for (const entry of PROTECTED_PAGES) {
      expect(typeof message(pageNameKey(entry.id)), pageNameKey(entry.id)).toBe("string");
      expect(typeof message(pageDescriptionKey(entry.id)), pageDescriptionKey(entry.id)).toBe("string");
      expect(PAGE_ICON_KEYS).toContain(entry.icon);
    }
  });

  it("gives the legal modules the catalog's modules, each kind on one of its module's tabs", () => {
    expect(LEGAL_MODULE_PAGES.map((entry) => entry.id)).toEqual([...DOCUMENT_MODULES]);
    for (const kind of DOCUMENT_KINDS) {
      const module = LEGAL_MODULE_PAGES.find((entry) => entry.id === kind.place.module)!;
      expect(module.tabs, kind.kind).toContain(kind.place.tab);
    }
  });

  it("sends the footer's other addresses to real pages", () => {
    for (const id of Object.values(PAGE_ALIASES)) expect(PROTECTED_PAGES.some((entry) => entry.id === id)).toBe(true);
  });
});
