import { useTranslation } from "react-i18next";
import { Button } from "@client/components/ui/button";
import { LIST_PAGE_SIZE } from "@client/lib/use-paged-list";

interface ShowMoreProps {
  /** Documents loaded but not built yet. */
  hidden: number;
  /** Whether the server has more; how many (null: more, but not how many, as for a search's matches). */
  moreOnServer: boolean;
  unloaded: number | null;
  loading: boolean;
  onShowMore(): void;
}

/** Shows the next page of a long list, built (and loaded) a page at a time, so 2,000 documents open as quickly as 60. */
export function ShowMore({ hidden, moreOnServer, unloaded, loading, onShowMore }: ShowMoreProps) {
  const { t } = useTranslation("documents");
  if (hidden <= 0 && !moreOnServer) return null;
  const next = hidden > 0 ? hidden : unloaded;
  return (
    <Button
      type="button"
      variant="outline"
      className="justify-self-center"
      // Not disabled while the next page loads: her focus stays on the button.
      onClick={loading ? undefined : onShowMore}
      aria-busy={loading}
    >
      {loading
        ? t("list.loadingMore")
        : next === null
          ? t("list.showMoreMatches")
          : t("list.showMore", { count: Math.min(next, LIST_PAGE_SIZE) })}
    </Button>
  );
}
