import { lazy, Suspense, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { usePageAddress } from "@client/components/page-address";
import { SkipLink } from "@client/components/site-brand";
import { DeclinedNotice, LegalNoticeBanner } from "./disclaimer-notices";
import { FeaturesSection } from "./features-section";
import { FinalCtaSection } from "./final-cta-section";
import { FreeBadge, HeroSection } from "./hero-section";
import { LandingFooter } from "./landing-footer";
import { LandingHeader } from "./landing-header";
import { LegalAreasSection } from "./legal-areas-section";
import { ProblemsSection } from "./problems-section";
import { StepsSection } from "./steps-section";
import { TrustSection } from "./trust-section";
import { readAccepted, useDisclaimer } from "./use-disclaimer";

/**
 * Loaded only when the disclaimer must be shown, so returning visitors do not download the dialog code. A first-time
 * visitor's copy starts loading with this page's code instead of after its first render.
 */
const loadDisclaimerDialog = () => import("./disclaimer-dialog").then((m) => ({ default: m.DisclaimerDialog }));
if (!readAccepted()) void loadDisclaimerDialog();
const DisclaimerDialog = lazy(loadDisclaimerDialog);

/** The public landing page at "/" (spec part 1, section 2). */
export default function LandingPage() {
  const { t } = useTranslation("landing");
  const { status, accept, decline, reopen } = useDisclaimer();
  const address = usePageAddress();
  const declinedNoticeRef = useRef<HTMLParagraphElement>(null);

  const pageTitle = t("pageTitle");
  useEffect(() => {
    document.title = pageTitle;
  }, [pageTitle]);

  const handleDecline = () => {
    decline();
    // The spec sends a visitor who declines to "/": drop any #section so they start from the top.
    if (address.hash) address.clearHash();
  };

  return (
    <div className="min-h-screen bg-slate-50">
      <SkipLink />
      <LandingHeader />
      {status === "accepted" && <LegalNoticeBanner />}
      {status === "declined" && <DeclinedNotice onReview={reopen} focusRef={declinedNoticeRef} />}
      <main id="main-content" tabIndex={-1} className="focus:outline-none">
        <HeroSection />
        <FreeBadge />
        <ProblemsSection />
        <FeaturesSection />
        <StepsSection />
        <LegalAreasSection />
        <TrustSection />
        <FinalCtaSection />
      </main>
      <LandingFooter />
      {(status === "unanswered" || status === "declined") && (
        <Suspense fallback={null}>
          <DisclaimerDialog
            open={status === "unanswered"}
            onAccept={accept}
            onDecline={handleDecline}
            onClosed={() => declinedNoticeRef.current?.focus()}
          />
        </Suspense>
      )}
    </div>
  );
}
