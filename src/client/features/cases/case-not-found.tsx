import { FolderX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";

/** An unknown case, or someone else's: said calmly, with the way back. */
export function CaseNotFound() {
  const { t } = useTranslation("cases");
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center gap-3 p-8 text-center">
      <FolderX className="size-10 text-slate-500" aria-hidden="true" />
      <h2 className="text-xl font-bold text-slate-900">{t("notFound.heading")}</h2>
      <p className="text-sm text-slate-700">{t("notFound.text")}</p>
      <Button asChild>
        <Link to="/cases">{t("notFound.back")}</Link>
      </Button>
    </Card>
  );
}
