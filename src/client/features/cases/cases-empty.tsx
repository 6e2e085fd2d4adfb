import { FolderSearch, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "@client/components/empty-state";
import { Button } from "@client/components/ui/button";

interface CasesEmptyProps {
  /** A search, status or type filter is set. */
  filtered: boolean;
  /** The person has no case at all yet. */
  firstCase: boolean;
  onClear(): void;
}

/** "No cases found", with a hint and a way forward that fit why the list is empty. */
export function CasesEmpty({ filtered, firstCase, onClear }: CasesEmptyProps) {
  const { t } = useTranslation("cases");
  const clear = (
    <Button variant="outline" onClick={onClear}>
      {t("empty.clear")}
    </Button>
  );
  const start = (
    <Button asChild>
      <Link to="/new-case">
        <Plus aria-hidden="true" /> {t("empty.start")}
      </Link>
    </Button>
  );
  return (
    <EmptyState
      icon={FolderSearch}
      title={t("empty.heading")}
      text={t(filtered ? "empty.filtered" : firstCase ? "empty.first" : "empty.group")}
      action={filtered ? clear : firstCase && start}
    />
  );
}
