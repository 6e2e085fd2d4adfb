import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { FullPageSpinner } from "../components/ui/spinner";
import { useAuth } from "../lib/use-auth";

/** A spinner while the session loads, the page when someone is signed in, otherwise /auth. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <Navigate to="/auth" replace />;
  return <>{children}</>;
}
