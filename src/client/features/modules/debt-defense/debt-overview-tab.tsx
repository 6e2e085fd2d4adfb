import { CalendarClock, ListChecks } from "lucide-react";
import { formatDollars } from "@shared/florida/fees";
import { DEBT, SMALL_CLAIMS } from "@shared/florida/law";
import { Callout } from "@client/components/legal/callout";
import { Citation } from "@client/components/legal/citation";
import { InfoCard } from "@client/components/legal/info-card";
import { StepsList, type Step } from "@client/components/legal/steps-list";
import { TextLink } from "@client/components/text-link";
import { Citations } from "../deadline-result";
import { NotLegalAdvice } from "../not-legal-advice";
import { TabLinkButton } from "../tab-link-button";
import { AnswerDeadlineCalculator } from "./answer-deadline-calculator";

const smallClaimsLimit = formatDollars(SMALL_CLAIMS.limitDollars.value);

const ACTION_PLAN: readonly Step[] = [
  {
    title: "Find out which court your case is in",
    body: (
      <p>
        Look at the top of the summons. Cases for {smallClaimsLimit} or less are usually in small claims court. The
        court decides your deadline. <Citation law={SMALL_CLAIMS.limitDollars} />
      </p>
    ),
  },
  {
    title: "Put your deadline on your calendar",
    body: (
      <p>
        Use the calculator above. In county or circuit court, you have {DEBT.answerDays.value} days to serve a written
        answer. <Citation law={DEBT.answerDays} /> In small claims, write down the date of your pretrial conference.{" "}
        <Citation law={SMALL_CLAIMS.writtenAnswerRequired} />
      </p>
    ),
  },
  {
    title: "Ask the collector to prove the debt",
    body: (
      <>
        <p>
          If a debt collector wrote to you, you have {DEBT.validationDisputeDays.value} days after you get its notice
          to dispute the debt in writing. <Citations text={DEBT.validationDisputeDays.citation} /> This rule covers collection
          agencies, not the company you first owed. <Citation law={DEBT.validationRulesCoverThirdPartyCollectorsOnly} />
        </p>
        <TabLinkButton tab="validation" className="mt-2">
          Write a validation letter
        </TabLinkButton>
      </>
    ),
  },
  {
    title: "Gather your papers",
    body: (
      <>
        <p>
          Keep the summons, the complaint, every letter, your bills, and proof of any payments. Write down each call
          from a collector: the date, the time and what they said.
        </p>
        <TabLinkButton tab="defenses" className="mt-2">
          See the evidence checklist
        </TabLinkButton>
      </>
    ),
  },
  {
    title: "Answer the lawsuit",
    body: (
      <>
        <p>
          In your answer, say which statements in the complaint are true and which are not, and list your defenses.{" "}
          <Citation>Fla. R. Civ. P. 1.110(c)-(d)</Citation> File it with the clerk and send a copy to the other side.{" "}
          <Citation>Fla. R. Civ. P. 1.080</Citation>
        </p>
        <TabLinkButton tab="answer" className="mt-2">
          Write your answer
        </TabLinkButton>
      </>
    ),
  },
  {
    title: "Go to every hearing",
    body: (
      <p>
        If you do not go, the judge can rule against you without hearing your side.{" "}
        <Citation law={SMALL_CLAIMS.defaultIfPartyDoesNotAppear} /> Tell the clerk if your address changes, so you get
        every notice.
      </p>
    ),
  },
  {
    title: "Get free legal help if you can",
    body: (
      <p>
        Legal aid offices help people with low income for free. Find one at{" "}
        <TextLink href="https://www.floridalawhelp.org">FloridaLawHelp.org (opens in a new tab)</TextLink>
        . You can also ask The Florida Bar Lawyer Referral Service for a lawyer near you.
      </p>
    ),
  },
];

/** Overview: the urgency alert, the answer deadline calculator and the action plan. */
export function DebtOverviewTab() {
  return (
    <>
      <Callout tone="urgent" title="Were you served with a lawsuit? Act now.">
        <p>
          In county or circuit court, you must serve a written answer within {DEBT.answerDays.value} days after you
          were served. <Citation law={DEBT.answerDays} />
        </p>
        <p>
          In small claims court (cases up to {smallClaimsLimit}), you do not have to file a written answer, but you
          must go to the pretrial conference. <Citation law={SMALL_CLAIMS.limitDollars} />{" "}
          <Citation law={SMALL_CLAIMS.writtenAnswerRequired} />
        </p>
        <p>
          If you do nothing, the court can enter a <strong>default judgment</strong>. That means the other side wins
          without a trial, and it can try to take money from your pay or bank account.{" "}
          <Citation>Fla. R. Civ. P. 1.500</Citation> <Citation law={SMALL_CLAIMS.defaultIfPartyDoesNotAppear} />
        </p>
      </Callout>

      <InfoCard title="Find your deadline" icon={CalendarClock}>
        <AnswerDeadlineCalculator />
      </InfoCard>

      <InfoCard title="Your action plan" icon={ListChecks}>
        <StepsList steps={ACTION_PLAN} />
      </InfoCard>

      <NotLegalAdvice />
    </>
  );
}
