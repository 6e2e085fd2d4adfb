import {
  Banknote,
  BookOpen,
  Bot,
  CalendarClock,
  FileStack,
  FileText,
  FolderKanban,
  Gavel,
  HeartPulse,
  Home,
  Languages,
  LayoutDashboard,
  Plus,
  Scale,
  ScrollText,
  Settings,
  ShieldAlert,
  TrendingUp,
  Wallet,
  Workflow,
  type LucideIcon,
  type LucideProps,
} from "lucide-react";
import type { PageIconKey } from "@shared/app-pages";

/** The one place a page's icon key (src/shared/app-pages.ts) becomes a drawing. */
const PAGE_ICONS: Record<PageIconKey, LucideIcon> = {
  dashboard: LayoutDashboard,
  cases: FolderKanban,
  scale: Scale,
  home: Home,
  wallet: Wallet,
  shield: ShieldAlert,
  gavel: Gavel,
  scroll: ScrollText,
  heart: HeartPulse,
  bot: Bot,
  file: FileText,
  calendar: CalendarClock,
  workflow: Workflow,
  languages: Languages,
  money: Banknote,
  trend: TrendingUp,
  book: BookOpen,
  plus: Plus,
  templates: FileStack,
  settings: Settings,
};

/** A page's icon; decorative (hidden from screen readers), as the page's name is always written next to it. */
export function PageIcon({ icon, ...props }: { icon: PageIconKey } & LucideProps) {
  const Icon = PAGE_ICONS[icon];
  return <Icon aria-hidden="true" {...props} />;
}
