import { useEffect, useLayoutEffect, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { FullPageSpinner } from "@client/components/ui/spinner";
import { forgetArrival, rememberReturnPath } from "@client/lib/return-path";
import { useAuth } from "@client/lib/use-auth";

/**
 * Always one of three things: a spinner while the session loads, the page when someone is signed in, otherwise the
 * way to /auth (remembering this page, so signing in comes back to it).
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <SignInRedirect />;
  return <SignedIn>{children}</SignedIn>;
}

function SignedIn({ children }: { children: ReactNode }) {
  useLayoutEffect(forgetArrival, []);
  return <>{children}</>;
}

/** How often a redirect still on screen tries again (a Back press can land in the middle of the first try). */
const RETRY_MS = 400;

/**
 * A spinner, and the move to /auth for every history entry that lands here. Unlike <Navigate>, which moves once when
 * it mounts, this moves again while it is still on screen: pressing Back right after logging out can undo the first
 * move, which used to leave a blank page (e2e/session-privacy.test.ts).
 */
function SignInRedirect() {
  const { pathname, search, hash, key } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    rememberReturnPath(`${pathname}${search}${hash}`);
    const leave = () => void navigate("/auth", { replace: true });
    leave();
    const retry = window.setInterval(leave, RETRY_MS);
    return () => window.clearInterval(retry);
  }, [navigate, pathname, search, hash, key]);
  return <FullPageSpinner />;
}
