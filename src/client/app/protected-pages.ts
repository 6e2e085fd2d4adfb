import {
  Banknote,
  BookOpen,
  Bot,
  CalendarClock,
  FileStack,
  FileText,
  FolderOpen,
  Gavel,
  HeartPulse,
  Home,
  Languages,
  LayoutDashboard,
  Scale,
  ScrollText,
  ShieldAlert,
  TrendingUp,
  Wallet,
  Workflow,
  type LucideIcon,
} from "lucide-react";
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { formatDollars } from "@shared/florida/fees";
import { SMALL_CLAIMS } from "@shared/florida/law";

interface ProtectedPage {
  path: string;
  title: string;
  description: string;
  /** Present when the page is in the sidebar. */
  nav?: { group: "modules" | "tools"; label: string; icon: LucideIcon };
  /** Absent while the page's own issue has not built it: the shell shows an honest "coming soon" panel. */
  component?: LazyExoticComponent<ComponentType>;
}

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

/** Every protected route of the spec, in sidebar order; the shell, the router and the top bar read this list. */
export const PROTECTED_PAGES: ProtectedPage[] = [
  {
    path: "/dashboard",
    title: "Dashboard",
    description: "Your cases, documents and next steps in one place.",
    nav: { group: "modules", label: "Dashboard", icon: LayoutDashboard },
    component: page(() => import("../features/dashboard/dashboard-page")),
  },
  {
    path: "/small-claims",
    title: "Small Claims",
    description: `Sue for money owed up to ${formatDollars(SMALL_CLAIMS.limitDollars.value)}, or answer a small claims case.`,
    nav: { group: "modules", label: "Small Claims", icon: Scale },
    component: page(() => import("../features/modules/small-claims/small-claims-page")),
  },
  {
    path: "/landlord-tenant",
    title: "Landlord-Tenant",
    description: "Notices, eviction defense and your rights under Florida Statutes chapter 83.",
    nav: { group: "modules", label: "Landlord-Tenant", icon: Home },
    component: page(() => import("../features/modules/landlord-tenant/landlord-tenant-page")),
  },
  {
    path: "/security-deposits",
    title: "Security Deposit Recovery",
    description: "Get your deposit back under section 83.49.",
    nav: { group: "modules", label: "Security Deposits", icon: Wallet },
    component: page(() => import("../features/modules/security-deposits/security-deposits-page")),
  },
  {
    path: "/debt-defense",
    title: "Debt Collection Defense",
    description: "Answer a debt lawsuit and make collectors prove the debt.",
    nav: { group: "modules", label: "Debt Defense", icon: ShieldAlert },
    component: page(() => import("../features/modules/debt-defense/debt-defense-page")),
  },
  {
    path: "/cease-desist",
    title: "Cease & Desist",
    description: "Letters that tell someone to stop harassment, false statements or copying your work.",
    nav: { group: "modules", label: "Cease & Desist", icon: Gavel },
    component: page(() => import("../features/modules/cease-desist/cease-desist-page")),
  },
  {
    path: "/power-of-attorney",
    title: "Power of Attorney",
    description: "Choose someone to handle your affairs under chapter 709.",
    nav: { group: "modules", label: "Power of Attorney", icon: ScrollText },
    component: page(() => import("../features/modules/power-of-attorney/power-of-attorney-page")),
  },
  {
    path: "/living-wills",
    title: "Living Wills and Health Care Surrogates",
    description: "Put your health care wishes in writing under chapter 765.",
    nav: { group: "modules", label: "Living Wills", icon: HeartPulse },
    component: page(() => import("../features/modules/living-wills/living-wills-page")),
  },
  {
    path: "/ai-assistant",
    title: "AI Legal Assistant",
    description: "Ask questions about Florida civil law in plain English.",
    nav: { group: "tools", label: "AI Assistant", icon: Bot },
  },
  {
    path: "/documents",
    title: "My Documents",
    description: "Every document you have created, ready to download.",
    nav: { group: "tools", label: "My Documents", icon: FileText },
    component: page(() => import("../features/documents/documents-page")),
  },
  {
    path: "/deadlines",
    title: "Deadline Calendar",
    description: "Court dates and deadlines, so nothing slips by.",
    nav: { group: "tools", label: "Deadlines", icon: CalendarClock },
  },
  {
    path: "/workflows",
    title: "Document Workflows",
    description: "Step-by-step guides that end with a finished document.",
    nav: { group: "tools", label: "Document Workflows", icon: Workflow },
  },
  {
    path: "/translator",
    title: "Plain English Translator",
    description: "Paste or upload legal papers and read them in simple words.",
    nav: { group: "tools", label: "Plain English", icon: Languages },
  },
  {
    path: "/money-finder",
    title: "Hidden Money Finder",
    description: "Look for unclaimed property, refunds and deposits owed to you.",
    nav: { group: "tools", label: "Money Finder", icon: Banknote },
  },
  {
    path: "/case-predictor",
    title: "Case Predictor",
    description: "See the strengths and weaknesses of your case.",
    nav: { group: "tools", label: "Case Predictor", icon: TrendingUp },
  },
  {
    path: "/glossary",
    title: "Legal Glossary",
    description: "Legal words explained simply.",
    nav: { group: "tools", label: "Legal Glossary", icon: BookOpen },
  },
  {
    path: "/cases",
    title: "My Cases",
    description: "All your cases and where each one stands.",
    component: page(() => import("../features/cases/cases-page")),
  },
  {
    path: "/cases/:id",
    title: "Case",
    description: "The story, papers and next steps of one case.",
    component: page(() => import("../features/cases/case-page")),
  },
  {
    path: "/new-case",
    title: "New Case",
    description: "Start a new case.",
    component: page(() => import("../features/cases/new-case-page")),
  },
  { path: "/templates", title: "Document Templates", description: "Your own reusable document templates." },
  {
    path: "/case-predictor/:caseId",
    title: "Case Predictor",
    description: "Predictions for one of your cases.",
  },
  {
    path: "/settings",
    title: "Settings",
    description: "Your name, county and password.",
    component: page(() => import("../features/settings/settings-page")),
  },
];

/** The footer's alternative addresses for two tools (spec part 1, section 2). */
export const PAGE_ALIASES: Record<string, string> = {
  "/plain-english-translator": "/translator",
  "/hidden-money-finder": "/money-finder",
};

export const NAV_FOLDERS = [
  { group: "modules", heading: "Legal Modules", icon: FolderOpen },
  { group: "tools", heading: "Tools", icon: FileStack },
] as const;
