import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { LoadingState } from "@client/components/loading-state";
import { GlossaryBrowser } from "./glossary-browser";

/** /glossary: legal words in plain English, searchable as you type, with an A–Z index and a link to each term. */
export default function GlossaryPage() {
  const { t } = useTranslation("glossary");
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <p className="max-w-3xl leading-relaxed text-slate-700">{t("intro")}</p>
      <Suspense fallback={<LoadingState status={t("loading")} shape="panels" />}>
        <GlossaryBrowser />
      </Suspense>
    </div>
  );
}
