import { Description, Title } from "@radix-ui/react-dialog";
import { CheckCircle2, ShieldAlert } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { AppLink } from "@client/components/app-link";
import { ADULTHOOD } from "@shared/florida/law-adulthood";
import { TaggedMessage } from "@client/components/tagged-message";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogContent } from "@client/components/ui/dialog";

/** Keys under "dialog.points" in the disclaimer catalog, in order. */
const POINTS = ["selfHelp", "notLawyers", "noRelationship", "aiInformation", "talkToAttorney", "minimumAge"] as const;

const linkClass = "font-semibold text-brand-700 underline underline-offset-2";

interface DisclaimerDialogProps {
  open: boolean;
  onAccept: () => void;
  onDecline: () => void;
  /** Where focus goes when the dialog closes (Radix would otherwise return it to the page's start). */
  onClosed?: () => void;
}

/** The first-visit notice. It closes only through one of its two buttons: no Escape, no click outside, no X. */
export function DisclaimerDialog({ open, onAccept, onDecline, onClosed }: DisclaimerDialogProps) {
  const { t } = useTranslation("disclaimer");
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog open={open}>
      <DialogContent
        ref={contentRef}
        role="alertdialog"
        hideClose
        size="roomy"
        className="focus:outline-none"
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => {
          event.preventDefault();
          // A click on the dimmed page would drop focus to the page behind; keep it in the notice.
          requestAnimationFrame(() => contentRef.current?.focus({ preventScroll: true }));
        }}
        onInteractOutside={(event) => event.preventDefault()}
        onOpenAutoFocus={(event) => {
          // Start at the top, so the whole notice is read before the buttons.
          event.preventDefault();
          contentRef.current?.focus({ preventScroll: true });
        }}
        onCloseAutoFocus={(event) => {
          if (!onClosed) return;
          event.preventDefault();
          onClosed();
        }}
      >
        {/* Larger than the dialogs' own title and description, and no room kept for a close button (there is none). */}
        <div className="flex flex-col gap-2">
          <span className="flex size-12 items-center justify-center rounded-full bg-accent-400 text-brand-900">
            <ShieldAlert className="size-6" aria-hidden="true" />
          </span>
          <Title className="text-2xl font-bold text-brand-900">{t("dialog.title")}</Title>
          <Description className="text-base leading-relaxed text-slate-700">{t("dialog.description")}</Description>
        </div>
        <ul className="grid gap-3">
          {POINTS.map((point) => (
            <li key={point} className="flex gap-3 leading-relaxed text-slate-800">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <span>{t(`dialog.points.${point}`, { age: ADULTHOOD.minimumAgeYears.value })}</span>
            </li>
          ))}
        </ul>
        <p className="rounded-lg bg-slate-100 p-3 text-sm leading-relaxed text-slate-800">
          <TaggedMessage
            message={t("dialog.agreement")}
            components={[
              <AppLink key="terms" to="/terms" className={linkClass} />,
              <AppLink key="privacy" to="/privacy" className={linkClass} />,
            ]}
          />
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" size="lg" onClick={onDecline}>
            {t("dialog.decline")}
          </Button>
          <Button size="lg" onClick={onAccept}>
            {t("dialog.accept")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
