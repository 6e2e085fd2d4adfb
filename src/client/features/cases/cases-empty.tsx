import { FolderSearch, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";

interface CasesEmptyProps {
  /** A search, status or type filter is set. */
  filtered: boolean;
  /** The person has no case at all yet. */
  firstCase: boolean;
  onClear(): void;
}

/** "No cases found", with a hint that fits why the list is empty. */
export function CasesEmpty({ filtered, firstCase, onClear }: CasesEmptyProps) {
  const { t } = useTranslation("cases");
  const hint = t(filtered ? "empty.filtered" : firstCase ? "empty.first" : "empty.group");
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center">
      <FolderSearch className="size-10 text-slate-500" aria-hidden="true" />
      <h2 className="text-lg font-bold text-slate-900">{t("empty.heading")}</h2>
      <p className="max-w-md text-sm text-slate-700">{hint}</p>
      {filtered ? (
        <Button variant="outline" onClick={onClear}>
          {t("empty.clear")}
        </Button>
      ) : (
        firstCase && (
          <Button asChild>
            <Link to="/new-case">
              <Plus aria-hidden="true" /> {t("empty.start")}
            </Link>
          </Button>
        )
      )}
    </Card>
  );
}
