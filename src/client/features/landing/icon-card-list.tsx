import type { LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { pageNameKey, type AppPageId } from "@shared/app-pages";
import { cn } from "@client/lib/cn";

/**
 * One card: its icon and the key of its words ("<group>.items.<id>.title" and ".text" in the landing catalog).
 * A card about one of the app's pages takes that page's one name (src/shared/app-pages.ts) as its title.
 */
export interface IconCardItem {
  icon: LucideIcon;
  id: string;
  page?: AppPageId;
}

const LOOKS = {
  /** Navy icon tiles on light cards: what the app does. */
  feature: {
    list: "gap-5 lg:grid-cols-3",
    card: "bg-slate-50 sm:p-6",
    icon: "size-12 rounded-xl bg-brand-800 text-accent-400 shadow-sm",
    title: "text-brand-900",
  },
  /** Red icons on white cards: the problems people face. */
  problem: {
    list: "gap-4 lg:grid-cols-4",
    card: "bg-white shadow-sm",
    icon: "size-11 rounded-lg bg-red-50 text-red-700",
    title: "text-slate-900",
  },
} as const;

interface IconCardListProps {
  items: readonly IconCardItem[];
  /** The landing catalog's section that holds the cards' words. */
  group: "features" | "problems";
  look: keyof typeof LOOKS;
}

/** A landing section's cards, each an icon, an h3 and a short text: side by side on phones, stacked in a grid above. */
export function IconCardList({ items, group, look }: IconCardListProps) {
  const { t } = useTranslation("landing");
  const style = LOOKS[look];
  return (
    <ul className={cn("mt-10 grid sm:grid-cols-2", style.list)}>
      {items.map(({ icon: Icon, id, page }) => (
        <li key={id} className={cn("flex gap-4 rounded-xl border border-slate-200 p-5 sm:block", style.card)}>
          <span className={cn("flex shrink-0 items-center justify-center", style.icon)}>
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h3 className={cn("text-lg font-bold sm:mt-4", style.title)}>
              {page ? t(`common:${pageNameKey(page)}`) : t(`${group}.items.${id}.title`)}
            </h3>
            <p className="mt-1 leading-relaxed text-slate-700 sm:mt-2">{t(`${group}.items.${id}.text`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
