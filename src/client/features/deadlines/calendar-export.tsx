import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Copy, Download, Link2, Link2Off, RefreshCw, ShieldAlert } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { createCalendarFeed, deleteCalendarFeed, downloadDeadlines, getCalendarFeed } from "@shared/api/deadlines";
import type { CalendarFeedJson } from "@shared/deadlines/deadline-fields";
import { formatTimestamp } from "@shared/i18n/format";
import { EmptyState } from "@client/components/empty-state";
import { LoadingState } from "@client/components/loading-state";
import { Button, buttonVariants } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { Input } from "@client/components/ui/input";
import { apiQuery, callApi, queryKeyOf, urlOf } from "@client/lib/api";
import { handleUnauthorized } from "@client/lib/unauthorized";
import { toast } from "@client/lib/use-toast";

/** "Download calendar" (an .ics file of the pending deadlines) and the private subscription address. */
export function CalendarExport() {
  const { t } = useTranslation("deadlines");
  return (
    <Card className="grid gap-4 p-4">
      <section aria-labelledby="calendar-export-heading" className="grid gap-3">
        <h2 id="calendar-export-heading" className="text-base font-bold text-slate-900">
          {t("export.heading")}
        </h2>
        <p className="text-sm text-slate-700">{t("export.downloadHint")}</p>
        <a href={urlOf(downloadDeadlines, {})} download className={buttonVariants({ variant: "outline" })}>
          <Download aria-hidden="true" /> {t("export.download")}
        </a>
      </section>
      <CalendarSubscription />
    </Card>
  );
}

function useFeedMutation(method: "POST" | "DELETE") {
  const { t } = useTranslation("deadlines");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<CalendarFeedJson> => {
      if (method === "POST") return callApi(createCalendarFeed, {});
      await callApi(deleteCalendarFeed, {});
      return { url: null, active: false, createdAt: null };
    },
    // The answer replaces the cached one: a refetch would hide the address, which only this answer holds.
    onSuccess: (feed) => {
      queryClient.setQueryData(queryKeyOf(getCalendarFeed, {}), feed);
      if (feed.active) toast({ title: t("export.created"), description: t("export.createdText") });
      else toast({ title: t("export.revoked"), description: t("export.revokedText") });
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({ title: t("toasts.errorTitle"), description: t("toasts.feedFailed"), variant: "destructive" });
    },
  });
}

/**
 * Create, copy, replace or turn off the secret address a calendar app can subscribe to. The server keeps only a
 * fingerprint of it, so the address is shown once, right after it is made; later visits can replace or turn it off.
 */
function CalendarSubscription() {
  const { t, i18n } = useTranslation(["deadlines", "common"]);
  const urlId = useId();
  const warningId = useId();
  const feed = useQuery(apiQuery(getCalendarFeed, {}));
  const create = useFeedMutation("POST");
  const revoke = useFeedMutation("DELETE");
  const url = feed.data?.url ?? null;
  const madeOn = feed.data?.createdAt ? formatTimestamp(feed.data.createdAt, "long", i18n.language) : "";
  const busy = create.isPending || revoke.isPending;

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t("toasts.copied"), description: t("toasts.copiedText") });
    } catch {
      toast({ title: t("toasts.errorTitle"), description: t("toasts.copyFailed"), variant: "destructive" });
    }
  };

  return (
    <section aria-labelledby="calendar-subscribe-heading" className="grid gap-3 border-t border-slate-200 pt-4">
      <h3 id="calendar-subscribe-heading" className="text-base font-bold text-slate-900">
        {t("export.subscribeHeading")}
      </h3>
      <p className="text-sm text-slate-700">{t("export.subscribeIntro")}</p>
      <p
        id={warningId}
        className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      >
        <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{t("export.warning")}</span>
      </p>
      {feed.isPending ? (
        <LoadingState status={t("common:loading")} shape="rows" count={1} />
      ) : url ? (
        <div className="grid gap-2">
          <label htmlFor={urlId} className="text-sm font-semibold text-slate-800">
            {t("export.urlLabel")}
          </label>
          <Input
            id={urlId}
            readOnly
            value={url}
            aria-describedby={`${warningId} ${urlId}-once`}
            smallText
            onFocus={(event) => event.target.select()}
          />
          <p id={`${urlId}-once`} className="text-xs font-medium text-slate-700">
            {t("export.shownOnce")}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void copy()}>
              <Copy aria-hidden="true" /> {t("export.copy")}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => create.mutate()}
              aria-describedby={`${urlId}-replace`}
            >
              <RefreshCw aria-hidden="true" /> {t("export.replace")}
            </Button>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => revoke.mutate()}>
              <Link2Off aria-hidden="true" /> {revoke.isPending ? t("export.revoking") : t("export.revoke")}
            </Button>
          </div>
          <p id={`${urlId}-replace`} className="text-xs text-slate-600">
            {t("export.replaceHint")}
          </p>
        </div>
      ) : feed.data?.active ? (
        <div className="grid gap-2">
          <p className="text-sm text-slate-700">{t("export.activeHidden", { date: madeOn })}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" disabled={busy} onClick={() => create.mutate()}>
              <RefreshCw aria-hidden="true" /> {t("export.replace")}
            </Button>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => revoke.mutate()}>
              <Link2Off aria-hidden="true" /> {revoke.isPending ? t("export.revoking") : t("export.revoke")}
            </Button>
          </div>
          <p className="text-xs text-slate-600">{t("export.replaceHint")}</p>
        </div>
      ) : (
        <EmptyState
          text={t("export.none")}
          action={
            <Button variant="outline" disabled={busy} onClick={() => create.mutate()}>
              <Link2 aria-hidden="true" /> {create.isPending ? t("export.creating") : t("export.create")}
            </Button>
          }
        />
      )}
    </section>
  );
}
