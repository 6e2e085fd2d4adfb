import { BookOpen, CalendarClock, CircleDollarSign, Gavel, Scale, UserCheck } from "lucide-react";
import { Citation } from "@client/components/legal/citation";
import { InfoCard } from "@client/components/legal/info-card";
import { formatDollars } from "@shared/florida/fees";
import { SMALL_CLAIMS } from "@shared/florida/law";
import { NotLegalAdvice } from "../not-legal-advice";
import { QuickStart, type QuickStartItem } from "../quick-start";

const SC = SMALL_CLAIMS;
const LIMIT = formatDollars(SC.limitDollars.value);
const fees = SC.filingFeeTiers.value.map((tier) => tier.feeDollars);

const START: readonly QuickStartItem[] = [
  { tab: "complaint", label: "I want to sue someone", detail: "Make your statement of claim to file with the clerk.", icon: Gavel },
  { tab: "answer", label: "I'm being sued", detail: "What to do now, and a form to answer in writing.", icon: UserCheck },
  { tab: "resources", label: "Learn about the process", detail: "The steps, the costs, and how to get ready.", icon: BookOpen },
];

export function SmallClaimsOverview() {
  return (
    <>
      <p className="text-base text-slate-800">
        Small claims court is for money disputes up to {LIMIT}. The rules are simpler than in other courts, and many
        people go without a lawyer. <Citation law={SC.limitDollars} />
      </p>
      <QuickStart heading="Where do you want to start?" items={START} />
      <ul className="grid gap-4 md:grid-cols-2">
        <li>
          <InfoCard title="What small claims court can do" icon={Scale}>
            <p>
              {SC.limitDollars.summary} <Citation law={SC.limitDollars} />
            </p>
            <p>
              People often use it for unpaid loans or bills, damaged property, a security deposit, or work that was paid
              for and not done. Small claims cases are heard in county court. <Citation>Fla. Sm. Cl. R. 7.010</Citation>
            </p>
          </InfoCard>
        </li>
        <li>
          <InfoCard title="What it costs" icon={CircleDollarSign}>
            <p>
              The filing fee is {formatDollars(Math.min(...fees))} to {formatDollars(Math.max(...fees))}, depending on how much
              you ask for. There are also fees to deliver the papers to the person you sue. See Resources for the full
              table. <Citation law={SC.filingFeeTiers} />
            </p>
            <p>
              {SC.civilIndigentFeeWaiver.summary} <Citation law={SC.civilIndigentFeeWaiver} />
            </p>
          </InfoCard>
        </li>
        <li>
          <InfoCard title="Key dates" icon={CalendarClock}>
            <p>
              {SC.pretrialConferenceWithinDaysOfFiling.summary} <Citation law={SC.pretrialConferenceWithinDaysOfFiling} />
            </p>
            <p>
              {SC.trialWithinDaysAfterPretrial.summary} {SC.trialNoticeMinimumDays.summary}{" "}
              <Citation law={SC.trialWithinDaysAfterPretrial} />
            </p>
          </InfoCard>
        </li>
        <li>
          <InfoCard title="Always show up" icon={UserCheck}>
            <p>
              {SC.defaultIfPartyDoesNotAppear.summary} This is true whether you are suing or being sued.{" "}
              <Citation law={SC.defaultIfPartyDoesNotAppear} />
            </p>
            <p>
              {SC.writtenAnswerRequired.summary} <Citation law={SC.writtenAnswerRequired} />
            </p>
          </InfoCard>
        </li>
      </ul>
      <NotLegalAdvice />
    </>
  );
}
