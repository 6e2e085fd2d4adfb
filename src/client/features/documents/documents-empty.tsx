import { FileSearch } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "@client/components/empty-state";
import { Button } from "@client/components/ui/button";

/** "No Documents Found": a hint that fits (no documents yet, or nothing matches), and a way forward. */
export function DocumentsEmpty({ filtered, onClear }: { filtered: boolean; onClear(): void }) {
  const { t } = useTranslation("documents");
  return (
    <EmptyState
      icon={FileSearch}
      title={t("empty.heading")}
      headingLevel="h3"
      text={t(filtered ? "empty.filtered" : "empty.first")}
      action={
        <>
          {filtered && (
            <Button variant="outline" onClick={onClear}>
              {t("empty.clear")}
            </Button>
          )}
          <Button asChild>
            <Link to="/new-case">{t("empty.start")}</Link>
          </Button>
        </>
      }
    />
  );
}
