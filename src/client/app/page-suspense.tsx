import { Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@client/components/ui/spinner";

/** A whole page's place while its code and words load. */
export function PageSuspense({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<Spinner className="min-h-screen" label={t("loadingPage")} />}>{children}</Suspense>;
}
