import "@client/lib/zod-without-eval";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { BrowserRouter, Route, Routes } from "react-router";
import { Spinner } from "../components/ui/spinner";
import { lazyPage } from "@client/i18n/lazy-page";
import { ScrollToTop } from "./scroll-to-top";

const LandingPage = lazyPage(() => import("@client/features/landing/landing-page"), ["landing"]);
const TermsPage = lazyPage(() => import("@client/features/legal-pages/terms-page"), ["legal"]);
const PrivacyPage = lazyPage(() => import("@client/features/legal-pages/privacy-page"), ["legal"]);
const SessionApp = lazyPage(() => import("./session-app"));

/**
 * The public pages load alone; everything behind the session comes in its own chunk (see session-app.tsx). The
 * build pre-renders the public pages from these routes (prerender.tsx), inside a router of its own.
 */
export function AppRoutes() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner className="min-h-screen" label={t("loadingPage")} />}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="*" element={<SessionApp />} />
      </Routes>
    </Suspense>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <AppRoutes />
    </BrowserRouter>
  );
}
