import { useTranslation } from "react-i18next";
import { SavedChecklist } from "@client/components/legal/saved-checklist";
import { Card } from "@client/components/ui/card";

interface ChecklistCardProps {
  heading: string;
  intro: string;
  /** The SavedChecklist's storage id, legend and items. */
  id: string;
  title: string;
  items: readonly string[];
}

/** A card with a checklist that remembers its ticks, under a heading and a line on how to use it. */
export function ChecklistCard({ heading, intro, ...checklist }: ChecklistCardProps) {
  return (
    <Card className="grid gap-3 p-5">
      <h3 className="text-base font-bold text-slate-900">{heading}</h3>
      <p className="text-sm text-slate-800">{intro}</p>
      <SavedChecklist {...checklist} />
    </Card>
  );
}

/** The requirements tab's checklist for the day a paper is signed before witnesses. */
export function SigningDayChecklist({ id, items }: { id: string; items: readonly string[] }) {
  const { t } = useTranslation("modules");
  return (
    <ChecklistCard
      heading={t("shared.signingDay.heading")}
      intro={t("shared.signingDay.intro")}
      id={id}
      title={t("shared.signingDay.title")}
      items={items}
    />
  );
}
