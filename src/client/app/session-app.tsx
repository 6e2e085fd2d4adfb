import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { Navigate, Route, Routes } from "react-router";
import { Spinner } from "../components/ui/spinner";
import { Toaster } from "../components/ui/toaster";
import { ComingSoonPanel } from "../features/coming-soon-panel";
import { createQueryClient } from "../lib/query-client";
import { AuthProvider } from "../lib/use-auth";
import { PAGE_ALIASES, PROTECTED_PAGES } from "./protected-pages";
import { ProtectedRoute } from "./protected-route";
import { AppShell } from "./shell/app-shell";

const AuthPage = lazy(() => import("../features/auth/auth-page"));
const NotFoundPage = lazy(() => import("../features/not-found-page"));

const pageFallback = <Spinner className="min-h-[50vh]" label="Loading page" />;

/**
 * Everything that needs the session: sign-in, the protected pages in their shell, and the not-found page.
 * Loaded on demand, so the landing page does not carry the session layer, the shell or the tools.
 */
export default function SessionApp() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Suspense fallback={pageFallback}>
          <Routes>
            <Route path="/auth" element={<AuthPage />} />
            {Object.entries(PAGE_ALIASES).map(([from, to]) => (
              <Route key={from} path={from} element={<Navigate to={to} replace />} />
            ))}
            {PROTECTED_PAGES.map(({ path, title, description, component: Page }) => (
              <Route
                key={path}
                path={path}
                element={
                  <ProtectedRoute>
                    <AppShell title={title} description={description}>
                      <Suspense fallback={pageFallback}>
                        {Page ? <Page /> : <ComingSoonPanel title={title} />}
                      </Suspense>
                    </AppShell>
                  </ProtectedRoute>
                }
              />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </AuthProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
