import { BrowserRouter, Route, Routes } from "react-router";
import { lazyPage } from "@client/i18n/lazy-page";
import { PageSuspense } from "./page-suspense";
import { PUBLIC_PAGES } from "./public-app";
import { RouterNavigation } from "./router-navigation";
import { ScrollToTop } from "./scroll-to-top";

const SessionApp = lazyPage(() => import("./session-app"));

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
