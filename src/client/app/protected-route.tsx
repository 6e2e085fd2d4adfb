import { useLayoutEffect, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { FullPageSpinner } from "@client/components/ui/spinner";
import { forgetArrival, rememberReturnPath } from "@client/lib/return-path";
import { useAuth } from "@client/lib/use-auth";

/**
 * Always one of three things: a spinner while the session loads, the page when someone is signed in, otherwise the
 * way to /auth (remembering this page, so signing in comes back to it).
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const { pathname, search, hash } = useLocation();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <SignInRedirect from={`${pathname}${search}${hash}`} />;
  return <SignedIn>{children}</SignedIn>;
}

function SignedIn({ children }: { children: ReactNode }) {
  useLayoutEffect(forgetArrival, []);
  return <>{children}</>;
}

function SignInRedirect({ from }: { from: string }) {
  // Before <Navigate> leaves (its effect runs after this one).
  useLayoutEffect(() => rememberReturnPath(from), [from]);
  return (
    <>
      <FullPageSpinner />
      <Navigate to="/auth" replace />
    </>
  );
}
