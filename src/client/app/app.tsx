import { lazy, Suspense } from "react";
import { BrowserRouter, Route, Routes } from "react-router";
import { Spinner } from "../components/ui/spinner";
import { ScrollToTop } from "./scroll-to-top";

const LandingPage = lazy(() => import("../features/landing/landing-page"));
const TermsPage = lazy(() => import("../features/legal-pages/terms-page"));
const PrivacyPage = lazy(() => import("../features/legal-pages/privacy-page"));
const SessionApp = lazy(() => import("./session-app"));

/** The public pages load alone; everything behind the session comes in its own chunk (see session-app.tsx). */
export function App() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <Suspense fallback={<Spinner className="min-h-screen" label="Loading page" />}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/terms" element={<TermsPage />} />
          <Route path="/privacy" element={<PrivacyPage />} />
          <Route path="*" element={<SessionApp />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
