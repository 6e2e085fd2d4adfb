import { Banknote, Bot, FileCheck2, FolderKanban, Languages, TrendingUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { IconCardList, type IconCardItem } from "./icon-card-list";
import { SectionHeading } from "./section-heading";

/** Keys under "features.items" in the landing catalog; a tool's card is named as the tool is everywhere else. */
const FEATURES: readonly IconCardItem[] = [
  { icon: Languages, id: "translator", page: "translator" },
  { icon: Banknote, id: "money-finder", page: "money-finder" },
  { icon: TrendingUp, id: "case-predictor", page: "case-predictor" },
  { icon: FileCheck2, id: "documents" },
  { icon: Bot, id: "ai-assistant", page: "ai-assistant" },
  { icon: FolderKanban, id: "cases" },
];

export function FeaturesSection() {
  const { t } = useTranslation("landing");
  return (
    <section id="features" aria-labelledby="features-heading" className="bg-white px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="features-heading" eyebrow={t("features.eyebrow")} title={t("features.title")}>
          {t("features.intro")}
        </SectionHeading>
        <IconCardList items={FEATURES} group="features" look="feature" />
      </div>
    </section>
  );
}
