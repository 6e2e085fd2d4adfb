import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Island } from "@client/components/island";
import { SkipLink } from "@client/components/site-brand";
import { FeaturesSection } from "./features-section";
import { FinalCtaSection } from "./final-cta-section";
import { FreeBadge, HeroSection } from "./hero-section";
import { LandingDisclaimer } from "./landing-disclaimer";
import { LandingFooter } from "./landing-footer";
import { LandingHeader } from "./landing-header";
import { LegalAreasSection } from "./legal-areas-section";
import { ProblemsSection } from "./problems-section";
import { StepsSection } from "./steps-section";
import { TrustSection } from "./trust-section";

/**
 * The public landing page at "/". Its islands (app/public-app.tsx names them) are all that
 * runs of it on the pre-rendered page.
 */
export default function LandingPage() {
  const { t } = useTranslation("landing");

  const pageTitle = t("pageTitle");
  useEffect(() => {
    document.title = pageTitle;
  }, [pageTitle]);

  return (
    <div className="min-h-screen bg-slate-50">
      <SkipLink />
      <Island name="landing-header">
        <LandingHeader />
      </Island>
      <Island name="landing-disclaimer">
        <LandingDisclaimer />
      </Island>
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
    </div>
  );
}
