import type { ReactNode } from "react";
import { Citation } from "@client/components/legal/citation";
import type { Deadline } from "@shared/florida/deadlines";
import { formatLongDate } from "@shared/florida/iso-date";
import { SECURITY_DEPOSIT } from "@shared/florida/law";
import { cn } from "@client/lib/cn";

const SD = SECURITY_DEPOSIT;

export interface PersonalDates {
  moveOut?: string;
  returnWithoutClaim?: Deadline;
  claimNotice?: Deadline;
  objection?: Deadline;
}

interface Marker {
  day: string;
  title: string;
  body: ReactNode;
  /** The person's own date for this marker, when they gave a move-out date. */
  yourDate?: string;
  last?: boolean;
}

function markers(dates: PersonalDates): Marker[] {
  const returnDays = SD.returnWithoutClaimDays.value;
  const noticeDays = SD.claimNoticeDays.value;
  return [
    {
      day: "Day 0",
      title: "You move out",
      body: (
        <>
          Return the keys. Give the landlord your new mailing address in writing. Take dated photos and video of every
          room. Before you leave, give {SD.tenantVacatingNoticeDays.value} days&apos; written notice that you are
          moving out. <Citation law={SD.tenantVacatingNoticeDays} />
        </>
      ),
      yourDate: dates.moveOut && `You moved out on ${formatLongDate(dates.moveOut)}.`,
    },
    {
      day: `Day ${returnDays}`,
      title: "Deposit back, if the landlord keeps nothing",
      body: (
        <>
          {SD.returnWithoutClaimDays.summary} <Citation law={SD.returnWithoutClaimDays} />
        </>
      ),
      yourDate: dates.returnWithoutClaim && `Your date: ${formatLongDate(dates.returnWithoutClaim.date)}.`,
    },
    {
      day: `Day ${noticeDays}`,
      title: "Last day for the landlord's notice",
      body: (
        <>
          {SD.claimNoticeDays.summary} <Citation law={SD.claimNoticeDays} /> {SD.tenantObjectionDays.summary}{" "}
          <Citation law={SD.tenantObjectionDays} />
        </>
      ),
      yourDate: [
        dates.claimNotice && `Your date: ${formatLongDate(dates.claimNotice.date)}.`,
        dates.objection && `Your last day to object: ${formatLongDate(dates.objection.date)}.`,
      ]
        .filter(Boolean)
        .join(" "),
    },
    {
      day: `After day ${noticeDays}`,
      title: "Ask for your money",
      body: (
        <>
          <strong>No notice came in time?</strong> {SD.missedClaimNoticeForfeitsClaim.summary}{" "}
          <Citation law={SD.missedClaimNoticeForfeitsClaim} /> Send a demand letter. If that does not work, sue in small
          claims court. <strong>A notice came on time?</strong> {SD.balanceReturnDaysAfterClaimNotice.summary}{" "}
          <Citation law={SD.balanceReturnDaysAfterClaimNotice} /> If you disagree with the charges, ask for the money
          that was kept wrongly.
        </>
      ),
      yourDate: dates.claimNotice && `After ${formatLongDate(dates.claimNotice.date)}, if no notice came.`,
      last: true,
    },
  ];
}

/** The § 83.49 timeline as an ordered list, drawn as a line of markers; personal dates when a move-out date is given. */
export function DepositTimeline({ dates }: { dates: PersonalDates }) {
  return (
    <ol className="grid">
      {markers(dates).map((marker) => (
        <li key={marker.day} className="relative flex gap-4">
          <div className="flex flex-col items-center" aria-hidden="true">
            <span className="mt-0.5 size-4 shrink-0 rounded-full border-4 border-brand-700 bg-white" />
            {!marker.last && <span className="w-0.5 grow bg-brand-200" />}
          </div>
          <div className={cn("grid gap-1", !marker.last && "pb-6")}>
            <h4 className="font-bold text-slate-900">
              <span className="mr-2 inline-block rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">
                {marker.day}
              </span>
              {marker.title}
            </h4>
            <p className="text-sm text-slate-800">{marker.body}</p>
            {marker.yourDate && (
              <p className="w-fit rounded-md bg-accent-400/30 px-2 py-1 text-sm font-semibold text-slate-900">
                {marker.yourDate}
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
