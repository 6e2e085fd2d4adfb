import { MessageCircleQuestion } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PageIcon } from "@client/components/page-icon";
import { ASSISTANT_TOPICS, POPULAR_QUESTIONS } from "./assistant-topics";

/** Before the first question: 6 topic cards and 8 popular questions; choosing one puts a question in the box. */
export function WelcomeView({ onPick }: { onPick(question: string): void }) {
  const { t } = useTranslation("assistant");
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h2 className="text-xl font-bold text-slate-900">{t("welcome.heading")}</h2>
        <p className="text-sm text-slate-700">{t("welcome.text")}</p>
      </div>
      <section aria-labelledby="assistant-topics-heading" className="grid gap-3">
        <h3 id="assistant-topics-heading" className="font-semibold text-slate-900">
          {t("welcome.topicsHeading")}
        </h3>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {ASSISTANT_TOPICS.map((topic) => (
            <li key={topic.id}>
              <button
                type="button"
                onClick={() => onPick(t(`topics.${topic.id}.question`))}
                className="flex h-full w-full items-start gap-3 rounded-lg border border-slate-200 bg-white p-4 text-left transition-colors hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <PageIcon icon={topic.icon} className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span className="grid min-w-0 gap-1">
                  <span className="font-semibold break-words text-slate-900">{t(`topics.${topic.id}.title`)}</span>
                  <span className="text-sm break-words text-slate-700">{t(`topics.${topic.id}.description`)}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="assistant-popular-heading" className="grid gap-3">
        <h3 id="assistant-popular-heading" className="font-semibold text-slate-900">
          {t("welcome.popularHeading")}
        </h3>
        <ul className="grid gap-2 md:grid-cols-2">
          {POPULAR_QUESTIONS.map((id) => (
            <li key={id}>
              <button
                type="button"
                onClick={() => onPick(t(`popular.${id}`))}
                className="flex h-full min-h-11 w-full items-start gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-left text-sm text-slate-900 transition-colors hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <MessageCircleQuestion className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                <span className="min-w-0 break-words">{t(`popular.${id}`)}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
