import { BookOpenCheck, Eye, Lock, MapPinned, MessageCircleHeart, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { FLORIDA_COUNTIES } from "@shared/counties";
import { SectionHeading } from "./section-heading";

/** Keys under "trust.items" in the landing catalog. */
const TRUST_POINTS = [
  { icon: BookOpenCheck, id: "floridaLaw" },
  { icon: MessageCircleHeart, id: "plainEnglish" },
  { icon: Lock, id: "private" },
  { icon: Eye, id: "honest" },
  { icon: MapPinned, id: "counties" },
  { icon: ShieldCheck, id: "free" },
] as const;

export function TrustSection() {
  const { t } = useTranslation("landing");
  return (
    <section aria-labelledby="trust-heading" className="bg-brand-900 px-4 py-16 text-white sm:px-6 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="trust-heading" tone="dark" eyebrow={t("trust.eyebrow")} title={t("trust.title")}>
          {t("trust.intro")}
        </SectionHeading>
        <ul className="mt-10 grid gap-x-8 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
          {TRUST_POINTS.map(({ icon: Icon, id }) => (
            <li key={id} className="flex gap-4">
              <Icon className="mt-0.5 size-7 shrink-0 text-accent-400" aria-hidden="true" />
              <div>
                <h3 className="text-lg font-bold">{t(`trust.items.${id}.title`)}</h3>
                <p className="mt-1 leading-relaxed text-brand-100">
                  {t(`trust.items.${id}.text`, { counties: FLORIDA_COUNTIES.length })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
