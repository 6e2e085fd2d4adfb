import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Button } from "@client/components/ui/button";
import { forgetSignedInData } from "@client/lib/use-auth";

/** After "Delete my account": it is done, she is signed out everywhere, and her downloads are still hers. */
export default function AccountDeletedPage() {
  const { t } = useTranslation("settings");
  const queryClient = useQueryClient();
  const deleted = (useLocation().state as { deleted?: boolean } | null)?.deleted === true;
  useEffect(() => {
    if (!deleted) return;
    forgetSignedInData(queryClient);
  }, [deleted, queryClient]);
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="max-w-md text-center">
        <CheckCircle2 className="mx-auto size-12 text-brand-700" aria-hidden="true" />
        <h1 className="mt-3 text-2xl font-bold text-slate-900">{t("deleted.title")}</h1>
        <p className="mt-3 text-slate-700">{t("deleted.text")}</p>
        <p className="mt-2 text-slate-700">{t("deleted.kept")}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to="/">{t("deleted.home")}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/auth">{t("deleted.register")}</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
