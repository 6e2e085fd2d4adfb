import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@client/components/ui/button";

/** Any address the app does not know (its words are in `common`, so it shows without loading anything else). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="max-w-md text-center">
        <p className="text-5xl font-extrabold text-brand-800" aria-hidden="true">
          404
        </p>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">{t("notFound.title")}</h1>
        <p className="mt-3 text-slate-700">{t("notFound.text")}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to="/">{t("notFound.home")}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/dashboard">{t("notFound.dashboard")}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/papers">{t("notFound.papers")}</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
