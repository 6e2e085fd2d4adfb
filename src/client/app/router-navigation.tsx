import { useMemo, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { AppLinkContext } from "@client/components/app-link";
import { PageAddressContext, type PageAddress } from "@client/components/page-address";

/** Inside the router, the public pages' links and address go through it: moving between pages needs no reload. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const address = useMemo<PageAddress>(
    () => ({ hash, clearHash: () => void navigate({ pathname, search }, { replace: true }) }),
    [pathname, search, hash, navigate],
  );
  return (
    <AppLinkContext value={Link}>
      <PageAddressContext value={address}>{children}</PageAddressContext>
    </AppLinkContext>
  );
}
