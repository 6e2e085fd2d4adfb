import { FileX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";

/** An unknown paper, or someone else's: said calmly, with the way back. */
export function PaperNotFound() {
  const { t } = useTranslation("documents");
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center gap-3 p-8 text-center">
      <FileX className="size-10 text-slate-500" aria-hidden="true" />
      <h2 className="text-xl font-bold text-slate-900">{t("paperPage.notFound")}</h2>
      <p className="text-sm text-slate-700">{t("paperPage.notFoundText")}</p>
      <Button asChild>
        <Link to="/documents">{t("paperPage.back")}</Link>
      </Button>
    </Card>
  );
}
