import { CalendarX, Compass, FileQuestion, Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { IconCardList, type IconCardItem } from "./icon-card-list";
import { SectionHeading } from "./section-heading";

/** Keys under "problems.items" in the landing catalog. */
const PROBLEMS: readonly IconCardItem[] = [
  { icon: Wallet, id: "cost" },
  { icon: FileQuestion, id: "confusing" },
  { icon: CalendarX, id: "deadlines" },
  { icon: Compass, id: "start" },
];

export function ProblemsSection() {
  const { t } = useTranslation("landing");
  return (
    <section aria-labelledby="problems-heading" className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="problems-heading" eyebrow={t("problems.eyebrow")} title={t("problems.title")}>
          {t("problems.intro")}
        </SectionHeading>
        <IconCardList items={PROBLEMS} group="problems" look="problem" />
      </div>
    </section>
  );
}
