import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Route, Routes } from "react-router";
import { appPage, PAGE_ALIASES, PROTECTED_PAGES } from "@shared/app-pages";
import { Spinner } from "@client/components/ui/spinner";
import { lazyPage } from "@client/i18n/lazy-page";
import { getUser } from "@shared/api/auth";
import { listDeadlines } from "@shared/api/deadlines";
import { listNotifications } from "@shared/api/notifications";
import { apiQuery } from "@client/lib/api";
import { createQueryClient } from "@client/lib/query-client";
import { USER_QUERY_KEY } from "@client/lib/use-account-language";
import { AuthProvider } from "@client/lib/use-auth";
import { usePageText } from "@client/components/use-page-text";
import { PAGE_COMPONENTS } from "./page-components";
import { ProtectedRoute } from "./protected-route";
import { SessionWatch } from "./session-watch";
import { AppShell } from "./shell/app-shell";
import { ToasterOnDemand } from "./toaster-on-demand";
import type { AppPageId } from "@shared/app-pages";

const AuthPage = lazyPage(() => import("@client/features/auth/auth-page"), ["auth", "validation"]);
const NotFoundPage = lazyPage(() => import("@client/features/not-found-page"));
const AccountDeletedPage = lazyPage(() => import("@client/features/settings/account-deleted-page"), ["settings"]);

/** The panel of a page not built yet: most pages are, so its code comes only when one is opened. */
const ComingSoonPanel = lazy(() =>
  import("@client/features/coming-soon-panel").then((module) => ({ default: module.ComingSoonPanel })),
);

/** The answers of the server for this page load, from its first request on. */
const queryClient = createQueryClient();

/**
 * Her account, asked for while the page's code loads (app.html preloads the request; src/client/app/app.tsx waits for
 * it), so the first render already knows whether she is signed in: the page, not a spinner.
 */
export async function prefetchSession(): Promise<void> {
  await queryClient.prefetchQuery(apiQuery(getUser, {}, { signedOut: "null" }));
  if (!queryClient.getQueryData(USER_QUERY_KEY)) return;
  // The shell's own data (the bell's deadlines and notices), asked for now, not once the shell has rendered.
  void queryClient.prefetchQuery(apiQuery(listDeadlines, {}));
  void queryClient.prefetchQuery(apiQuery(listNotifications, {}));
}

/**
 * Everything that needs the session: sign-in, the protected pages in their shell, and the not-found page.
 * Loaded on demand, so the landing page does not carry the session layer, the shell or the tools.
 */
export default function SessionApp() {
  const { t, i18n } = useTranslation();
  // Answers the server wrote in words (templates, guides, messages) are asked for again in the new language.
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries();
    i18n.on("languageChanged", refetch);
    return () => i18n.off("languageChanged", refetch);
  }, [i18n]);
  const pageFallback = <Spinner className="min-h-[50vh]" label={t("loadingPage")} />;
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <SessionWatch />
        <Suspense fallback={pageFallback}>
          <Routes>
            <Route path="/auth" element={<AuthPage />} />
            <Route path="/account-deleted" element={<AccountDeletedPage />} />
            {Object.entries(PAGE_ALIASES).map(([from, to]) => (
              <Route key={from} path={from} element={<Navigate to={appPage(to).route} replace />} />
            ))}
            {PROTECTED_PAGES.map(({ id, route }) => (
              <Route
                key={id}
                path={route}
                element={
                  <ProtectedRoute>
                    <AppShell pageId={id}>
                      <Suspense fallback={pageFallback}>
                        <PageBody id={id} />
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
      <ToasterOnDemand />
    </QueryClientProvider>
  );
}

function PageBody({ id }: { id: AppPageId }) {
  const pageText = usePageText();
  const Page = PAGE_COMPONENTS[id];
  return Page ? <Page /> : <ComingSoonPanel title={pageText(id).name} />;
}
