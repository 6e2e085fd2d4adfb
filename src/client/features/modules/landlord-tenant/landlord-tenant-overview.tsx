import { CalendarClock, FileText, Gavel, Mail, Scale } from "lucide-react";
import { Callout } from "@client/components/legal/callout";
import { Citation } from "@client/components/legal/citation";
import { InfoCard } from "@client/components/legal/info-card";
import { Badge } from "@client/components/ui/badge";
import { Card } from "@client/components/ui/card";
import { LANDLORD_TENANT, type Cited } from "@shared/florida/law";
import { ThreeDayNoticeCalculator } from "./deadline-calculators";
import { NotLegalAdvice } from "../not-legal-advice";
import { QuickStart, type QuickStartItem } from "../quick-start";
import { TabSection } from "../tab-section";

const LT = LANDLORD_TENANT;

interface Notice {
  title: string;
  who: string;
  law: Cited<number>;
  body: string;
}

const NOTICES: readonly Notice[] = [
  {
    title: `${LT.threeDayNoticeDays.value}-day notice to pay rent or leave`,
    who: "Landlord gives it",
    law: LT.threeDayNoticeDays,
    body:
      `For unpaid rent. The tenant has ${LT.threeDayNoticeDays.value} days to pay the rent or move out. ` +
      "Saturdays, Sundays, legal holidays and the day the notice is delivered do not count.",
  },
  {
    title: `${LT.sevenDayNoticeToCureDays.value}-day notice to cure`,
    who: "Landlord gives it",
    law: LT.sevenDayNoticeToCureDays,
    body:
      "For a lease problem the tenant can fix, like a pet the lease does not allow. \"Cure\" means fix. If the " +
      `tenant fixes the problem within ${LT.sevenDayNoticeToCureDays.value} days, the lease goes on.`,
  },
  {
    title: `${LT.sevenDayNoticeWithoutCureDays.value}-day notice to leave, with no chance to fix`,
    who: "Landlord gives it",
    law: LT.sevenDayNoticeWithoutCureDays,
    body:
      "Only for serious or repeated problems, like damaging the home on purpose, or doing the same thing again " +
      `after a written warning. The tenant must move out within ${LT.sevenDayNoticeWithoutCureDays.value} days.`,
  },
  {
    title: `${LT.monthToMonthTerminationNoticeDays.value}-day notice to end a month-to-month rental`,
    who: "Landlord or tenant can give it",
    law: LT.monthToMonthTerminationNoticeDays,
    body:
      "For a rental with no end date where rent is paid by the month. The notice must be given at least " +
      `${LT.monthToMonthTerminationNoticeDays.value} days before the end of a monthly rental period.`,
  },
];

const START: readonly QuickStartItem[] = [
  { tab: "notices", label: "I need to give a notice", detail: "Make a Florida notice for a tenant.", icon: FileText },
  { tab: "defense", label: "I got eviction papers", detail: "See your deadline and how to answer.", icon: Gavel },
  { tab: "rights", label: "Learn my rights", detail: "What landlords and tenants must and may not do.", icon: Scale },
];

export function LandlordTenantOverview() {
  return (
    <>
      <p className="text-base text-slate-800">
        Florida law for renting a home is in chapter 83 of the Florida Statutes. It sets the notices a landlord must
        give, how an eviction works, and the rights of both sides. <Citation>Fla. Stat. ch. 83, part II</Citation>
      </p>
      <QuickStart heading="Where do you want to start?" items={START} />

      <TabSection id="lt-notices" title="Florida notices">
        <ul className="grid gap-3 md:grid-cols-2">
          {NOTICES.map((notice) => (
            <li key={notice.title}>
              <Card className="grid h-full gap-2 p-5">
                <h4 className="font-bold text-slate-900">{notice.title}</h4>
                <Badge tone="blue" className="w-fit">
                  {notice.who}
                </Badge>
                <p className="text-sm text-slate-800">
                  {notice.body} <Citation law={notice.law} />
                </p>
              </Card>
            </li>
          ))}
        </ul>
        <Callout title={`The old ${LT.formerMonthToMonthTerminationNoticeDays.value}-day rule is gone`}>
          <p>
            Some websites still say a month-to-month rental ends with {LT.formerMonthToMonthTerminationNoticeDays.value}{" "}
            days&apos; notice. A 2023 law replaced that rule. Now it is {LT.monthToMonthTerminationNoticeDays.value} days.{" "}
            <Citation law={LT.monthToMonthTerminationNoticeDays} /> <Citation law={LT.formerMonthToMonthTerminationNoticeDays} />
          </p>
          <p>
            Other rentals with no end date: week-to-week needs {LT.weekToWeekTerminationNoticeDays.value} days{" "}
            <Citation law={LT.weekToWeekTerminationNoticeDays} />, quarter-to-quarter needs{" "}
            {LT.quarterToQuarterTerminationNoticeDays.value} days <Citation law={LT.quarterToQuarterTerminationNoticeDays} />,
            and year-to-year needs {LT.yearToYearTerminationNoticeDays.value} days{" "}
            <Citation law={LT.yearToYearTerminationNoticeDays} />.
          </p>
        </Callout>
      </TabSection>

      <TabSection id="lt-calculator" title={`${LT.threeDayNoticeDays.value}-day notice: find the last day`} icon={CalendarClock}>
        <p className="text-sm text-slate-800">
          Enter the day the notice was delivered. We skip weekends and Florida legal holidays for you. If the clerk&apos;s
          office was closed on another day, the deadline may be later.
        </p>
        <ThreeDayNoticeCalculator />
      </TabSection>

      <div className="grid gap-4 md:grid-cols-2">
        <InfoCard title={`What a ${LT.threeDayNoticeDays.value}-day notice must say`} icon={FileText}>
          <ul>
            {LT.threeDayNoticeContents.value.map((item) => (
              <li key={item}>{item.charAt(0).toUpperCase() + item.slice(1)}</li>
            ))}
          </ul>
          <p>
            <Citation law={LT.threeDayNoticeContents} />
          </p>
        </InfoCard>
        <InfoCard title="How to deliver a notice" icon={Mail}>
          <p>
            {LT.noticeDeliveryMethods.summary} <Citation law={LT.noticeDeliveryMethods} />
          </p>
          <p>
            {LT.emailNoticeNeedsSignedAddendum.summary} <Citation law={LT.emailNoticeNeedsSignedAddendum} />
          </p>
          <p>Keep a copy of the notice and write down how and when you delivered it.</p>
        </InfoCard>
      </div>
      <NotLegalAdvice />
    </>
  );
}
