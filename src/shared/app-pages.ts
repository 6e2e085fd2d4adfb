/**
 * The signed-in pages as data: the legal modules and the tools, in the order the sidebar lists them. The sidebar,
 * the mobile drawer, the top bar, the dashboard's cards, the new-case cards, a case's next steps and the landing
 * page's lists all read this one list, so a page has one name everywhere. Words are catalog keys (namespace
 * `common`, `pages.<id>.name` and `pages.<id>.description`); icons are keys the client maps to its icon set.
 */

/** The icons a page can have; src/client/components/page-icon.tsx draws each one. */
export const PAGE_ICON_KEYS = [
  "dashboard",
  "cases",
  "scale",
  "home",
  "wallet",
  "shield",
  "gavel",
  "scroll",
  "heart",
  "bot",
  "file",
  "calendar",
  "workflow",
  "languages",
  "money",
  "trend",
  "book",
  "plus",
  "templates",
  "settings",
] as const;
export type PageIconKey = (typeof PAGE_ICON_KEYS)[number];

/** The sidebar's two groups, in order. */
export const PAGE_GROUPS = ["modules", "tools"] as const;
export type PageGroup = (typeof PAGE_GROUPS)[number];

export interface AppPage<Id extends string = string> {
  id: Id;
  /** The address (a React Router pattern for the pages inside a case). */
  route: string;
  icon: PageIconKey;
  /** The sidebar group it is listed in; absent: not in the sidebar. */
  group?: PageGroup;
  /** A legal module page: the ids of its tabs, in order (the document catalog places its kinds on these). */
  tabs?: readonly string[];
}

const page = <const Id extends string>(entry: AppPage<Id>) => entry;

/** The legal modules and the tools, in sidebar order (with My Cases, so it is one tap away on a phone too). */
export const APP_PAGES = [
  page({ id: "dashboard", route: "/dashboard", icon: "dashboard", group: "modules" }),
  page({ id: "cases", route: "/cases", icon: "cases", group: "modules" }),
  page({
    id: "small-claims",
    route: "/small-claims",
    icon: "scale",
    group: "modules",
    tabs: ["overview", "complaint", "cover-sheet", "summons", "fee-waiver", "answer", "resources"],
  }),
  page({
    id: "landlord-tenant",
    route: "/landlord-tenant",
    icon: "home",
    group: "modules",
    tabs: ["overview", "notices", "tenant-notice", "defense", "rights"],
  }),
  page({
    id: "security-deposits",
    route: "/security-deposits",
    icon: "wallet",
    group: "modules",
    tabs: ["overview", "demand", "lawsuit", "timeline"],
  }),
  page({
    id: "debt-defense",
    route: "/debt-defense",
    icon: "shield",
    group: "modules",
    tabs: ["overview", "answer", "validation", "defenses"],
  }),
  page({
    id: "cease-desist",
    route: "/cease-desist",
    icon: "gavel",
    group: "modules",
    tabs: ["overview", "harassment", "defamation", "intellectual"],
  }),
  page({
    id: "power-of-attorney",
    route: "/power-of-attorney",
    icon: "scroll",
    group: "modules",
    tabs: ["overview", "durable", "limited", "requirements"],
  }),
  page({
    id: "living-wills",
    route: "/living-wills",
    icon: "heart",
    group: "modules",
    tabs: ["overview", "living-will", "surrogate", "requirements"],
  }),
  page({ id: "ai-assistant", route: "/ai-assistant", icon: "bot", group: "tools" }),
  page({ id: "documents", route: "/documents", icon: "file", group: "tools" }),
  page({ id: "deadlines", route: "/deadlines", icon: "calendar", group: "tools" }),
  page({ id: "workflows", route: "/workflows", icon: "workflow", group: "tools" }),
  page({ id: "translator", route: "/translator", icon: "languages", group: "tools" }),
  page({ id: "money-finder", route: "/money-finder", icon: "money", group: "tools" }),
  page({ id: "case-predictor", route: "/case-predictor", icon: "trend", group: "tools" }),
  page({ id: "glossary", route: "/glossary", icon: "book", group: "tools" }),
] as const;

/** The other protected routes of the spec: reached from inside the app, not listed in the sidebar. */
export const INNER_PAGES = [
  page({ id: "case", route: "/cases/:id", icon: "cases" }),
  // One paper: the spec has no screen for a single document, so it lives under My Documents.
  page({ id: "document", route: "/documents/:id", icon: "file" }),
  page({ id: "new-case", route: "/new-case", icon: "plus" }),
  page({ id: "templates", route: "/templates", icon: "templates" }),
  page({ id: "case-prediction", route: "/case-predictor/:caseId", icon: "trend" }),
  page({ id: "settings", route: "/settings", icon: "settings" }),
] as const;

/** Every protected route: what the router serves. */
export const PROTECTED_PAGES = [...APP_PAGES, ...INNER_PAGES] as const;

export type AppPageId = (typeof PROTECTED_PAGES)[number]["id"];

/** The footer's other addresses for two tools (published links keep working): they lead to the same pages. */
export const PAGE_ALIASES: Readonly<Record<string, AppPageId>> = {
  "/plain-english-translator": "translator",
  "/hidden-money-finder": "money-finder",
};

/** The legal modules: the pages with tabs, in sidebar order. */
export const LEGAL_MODULE_PAGES = APP_PAGES.filter(
  (entry): entry is (typeof APP_PAGES)[number] & { tabs: readonly string[] } => "tabs" in entry && entry.tabs !== undefined,
);

export function appPage(id: AppPageId): AppPage<AppPageId> {
  return PROTECTED_PAGES.find((entry) => entry.id === id)!;
}

/** The catalog keys (namespace `common`) of a page's one name and its one-sentence description. */
export const pageNameKey = (id: AppPageId) => `pages.${id}.name` as const;
export const pageDescriptionKey = (id: AppPageId) => `pages.${id}.description` as const;
