import { FileSearch } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";

/** "No Documents Found": a hint that fits (no documents yet, or nothing matches), and a way forward. */
export function DocumentsEmpty({ filtered, onClear }: { filtered: boolean; onClear(): void }) {
  const { t } = useTranslation("documents");
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center">
      <FileSearch className="size-10 text-slate-500" aria-hidden="true" />
      <h3 className="text-lg font-bold text-slate-900">{t("empty.heading")}</h3>
      <p className="max-w-md text-sm text-slate-700">{t(filtered ? "empty.filtered" : "empty.first")}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {filtered && (
          <Button variant="outline" onClick={onClear}>
            {t("empty.clear")}
          </Button>
        )}
        <Button asChild>
          <Link to="/new-case">{t("empty.start")}</Link>
        </Button>
      </div>
    </Card>
  );
}
