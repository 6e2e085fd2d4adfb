import { BrowserRouter, Route, Routes } from "react-router";
import { lazyPage } from "@client/i18n/lazy-page";
import { PageSuspense } from "./page-suspense";
import { PUBLIC_PAGES } from "./public-app";
import { preloadPage } from "./route-preload";
import { RouterNavigation } from "./router-navigation";
import { ScrollToTop } from "./scroll-to-top";

const SessionApp = lazyPage(() => import("./session-app"));

/**
 * Everything the page at `pathname` needs to render, loading at once and in parallel (main.tsx waits for it). Her
 * session is asked for ahead only on a protected page: /auth hydrates HTML rendered while it was still unknown.
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  if (PUBLIC_PAGES.has(pathname)) return Promise.resolve();
  const page = preloadPage(pathname);
  if (!page) return SessionApp.preload();
  return Promise.all([SessionApp.preload(), import("./session-app").then(({ prefetchSession }) => prefetchSession()), page]);
}

/**
 * The app with its router, for every page but the public ones opened from their address (main.tsx); it still shows
 * them when the app moves to one (sign-out, the Terms link of the sign-up form). Everything behind the session comes
 * in its own chunk (see session-app.tsx). The build pre-renders /auth from these routes (prerender.tsx), inside a
 * router of its own.
 */
export function AppRoutes() {
  return (
    <RouterNavigation>
      <PageSuspense>
        <Routes>
          {[...PUBLIC_PAGES].map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<SessionApp />} />
        </Routes>
      </PageSuspense>
    </RouterNavigation>
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
