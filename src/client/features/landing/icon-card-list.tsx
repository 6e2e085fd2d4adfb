import type { LucideIcon } from "lucide-react";
import { cn } from "@client/lib/cn";

export interface IconCard {
  icon: LucideIcon;
  title: string;
  text: string;
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

/** A landing section's cards, each an icon, an h3 and a short text: side by side on phones, stacked in a grid above. */
export function IconCardList({ items, look }: { items: readonly IconCard[]; look: keyof typeof LOOKS }) {
  const style = LOOKS[look];
  return (
    <ul className={cn("mt-10 grid sm:grid-cols-2", style.list)}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className={cn("flex gap-4 rounded-xl border border-slate-200 p-5 sm:block", style.card)}>
          <span className={cn("flex shrink-0 items-center justify-center", style.icon)}>
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h3 className={cn("text-lg font-bold sm:mt-4", style.title)}>{title}</h3>
            <p className="mt-1 leading-relaxed text-slate-700 sm:mt-2">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
