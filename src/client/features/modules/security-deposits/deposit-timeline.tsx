import { useTranslation } from "react-i18next";
import { MarkdownInline } from "@client/components/content/markdown";
import type { Deadline } from "@shared/florida/deadlines";
import { formatDate } from "@shared/i18n/format";
import { cn } from "@client/lib/cn";
import { ContentText, splitLead, useModuleContent } from "../module-content";

export interface PersonalDates {
  moveOut?: string;
  returnWithoutClaim?: Deadline;
  claimNotice?: Deadline;
  objection?: Deadline;
}

/** The person's own dates under each marker of timeline.md (move-out, day 15, day 30, after day 30), in order. */
function useYourDates(dates: PersonalDates): (string | undefined)[] {
  const { t, i18n } = useTranslation("modules");
  const day = (iso: string) => formatDate(iso, "weekday", i18n.language);
  const claimNotice = [
    dates.claimNotice && t("securityDeposits.timeline.yourDate", { date: day(dates.claimNotice.date) }),
    dates.objection && t("securityDeposits.timeline.yourObjectionDate", { date: day(dates.objection.date) }),
  ]
    .filter(Boolean)
    .join(" ");
  return [
    dates.moveOut && t("securityDeposits.timeline.youMovedOut", { date: day(dates.moveOut) }),
    dates.returnWithoutClaim && t("securityDeposits.timeline.yourDate", { date: day(dates.returnWithoutClaim.date) }),
    claimNotice || undefined,
    dates.claimNotice && t("securityDeposits.timeline.afterNoticeDate", { date: day(dates.claimNotice.date) }),
  ];
}

/** The § 83.49 timeline (timeline.md) as an ordered list, drawn as a line of markers; personal dates when given. */
export function DepositTimeline({ dates }: { dates: PersonalDates }) {
  const { sections } = useModuleContent("security-deposits/timeline");
  const yourDates = useYourDates(dates);
  return (
    <ol className="grid">
      {sections.map((marker, index) => {
        const { first: day, rest } = splitLead(marker.body);
        const last = index === sections.length - 1;
        const yourDate = yourDates[index];
        return (
          <li key={marker.title} className="relative flex gap-4">
            <div className="flex flex-col items-center" aria-hidden="true">
              <span className="mt-0.5 size-4 shrink-0 rounded-full border-4 border-brand-700 bg-white" />
              {!last && <span className="w-0.5 grow bg-brand-200" />}
            </div>
            <div className={cn("grid gap-1", !last && "pb-6")}>
              <h4 className="font-bold text-slate-900">
                <span className="mr-2 inline-block rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">
                  <MarkdownInline tokens={day} />
                </span>
                <MarkdownInline tokens={marker.heading} />
              </h4>
              <ContentText tokens={rest} className="grid gap-2 text-sm text-slate-800" />
              {yourDate && (
                <p className="w-fit rounded-md bg-accent-400/30 px-2 py-1 text-sm font-semibold text-slate-900">{yourDate}</p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
