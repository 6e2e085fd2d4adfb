import { Info, ShieldCheck } from "lucide-react";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { TaggedMessage } from "@client/components/tagged-message";
import { TextLink } from "@client/components/text-link";
import { Button } from "@client/components/ui/button";

/** Shown on visits after the disclaimer was accepted. */
export function LegalNoticeBanner() {
  const { t } = useTranslation("disclaimer");
  return (
    <aside aria-label={t("notice.label")} className="border-b border-accent-400/50 bg-amber-50 px-4 py-2.5 sm:px-6">
      <p className="mx-auto flex max-w-6xl items-start gap-2 text-sm leading-relaxed text-slate-800">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
        <span>
          <strong className="font-semibold">{t("notice.lead")}</strong>{" "}
          <TaggedMessage
            message={t("notice.text")}
            components={[
              <TextLink key="terms" to="/terms">
                {null}
              </TextLink>,
              <TextLink key="privacy" to="/privacy">
                {null}
              </TextLink>,
            ]}
          />
        </span>
      </p>
    </aside>
  );
}

/** After "I Do Not Accept": the page stays readable, and the notice can be opened again at any time. */
export function DeclinedNotice({ onReview, focusRef }: { onReview: () => void; focusRef: Ref<HTMLParagraphElement> }) {
  const { t } = useTranslation("disclaimer");
  return (
    <aside aria-label={t("notice.declinedLabel")} className="border-b border-slate-300 bg-slate-100 px-4 py-3 sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p
          ref={focusRef}
          tabIndex={-1}
          className="flex items-start gap-2 text-sm leading-relaxed text-slate-800 focus:outline-none"
        >
          <Info className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
          <span>{t("notice.declined")}</span>
        </p>
        <Button variant="outline" className="shrink-0 self-start sm:self-auto" onClick={onReview}>
          {t("notice.readAgain")}
        </Button>
      </div>
    </aside>
  );
}
