import { FileText, Landmark, MessageSquareText, Signpost } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SectionHeading } from "./section-heading";

/** Keys under "steps.items" in the landing catalog, in order. */
const STEPS = [
  { icon: MessageSquareText, id: "story" },
  { icon: Signpost, id: "guidance" },
  { icon: FileText, id: "documents" },
  { icon: Landmark, id: "file" },
] as const;

export function StepsSection() {
  const { t } = useTranslation("landing");
  return (
    <section id="how-it-works" aria-labelledby="steps-heading" className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="steps-heading" eyebrow={t("steps.eyebrow")} title={t("steps.title")}>
          {t("steps.intro")}
        </SectionHeading>
        <ol className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {STEPS.map(({ icon: Icon, id }, index) => (
            <li key={id} className="relative flex gap-4 lg:flex-col lg:items-center lg:text-center">
              {index < STEPS.length - 1 && (
                <span
                  aria-hidden="true"
                  className="absolute left-[calc(50%+2.5rem)] top-7 hidden h-0.5 w-[calc(100%-5rem+1.5rem)] bg-accent-400/60 lg:block"
                />
              )}
              <span className="relative flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-800 text-accent-400 shadow-md ring-4 ring-brand-100">
                <Icon className="size-6" aria-hidden="true" />
                <span
                  aria-hidden="true"
                  className="absolute -right-1 -top-1 flex size-6 items-center justify-center rounded-full bg-accent-400 text-xs font-extrabold text-brand-900"
                >
                  {index + 1}
                </span>
              </span>
              <div>
                <h3 className="text-lg font-bold text-brand-900">
                  <span className="sr-only">{t("steps.stepNumber", { number: index + 1 })}</span>
                  {t(`steps.items.${id}.title`)}
                </h3>
                <p className="mt-1 leading-relaxed text-slate-700 lg:mt-2">{t(`steps.items.${id}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
