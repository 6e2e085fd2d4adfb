import { CalendarClock, ListChecks } from "lucide-react";
import { formatDollars } from "../../../../shared/florida/fees";
import { DEBT, SMALL_CLAIMS } from "../../../../shared/florida/law";
import { Callout } from "../../../components/legal/callout";
import { Citation } from "../../../components/legal/citation";
import { InfoCard } from "../../../components/legal/info-card";
import { StepsList, type Step } from "../../../components/legal/steps-list";
import { Button } from "../../../components/ui/button";
import { useOpenTab } from "../module-tabs";
import { AnswerDeadlineCalculator } from "./answer-deadline-calculator";
import { Citations } from "../deadline-result";

const smallClaimsLimit = formatDollars(SMALL_CLAIMS.limitDollars.value);

function TabButton({ tab, children }: { tab: string; children: string }) {
  const openTab = useOpenTab();
  return (
    <Button variant="outline" className="mt-2 min-h-11 w-full whitespace-normal sm:w-auto" onClick={() => openTab(tab)}>
      {children}
    </Button>
  );
}

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
        <TabButton tab="validation">Write a validation letter</TabButton>
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
        <TabButton tab="defenses">See the evidence checklist</TabButton>
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
        <TabButton tab="answer">Write your answer</TabButton>
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
        <a
          href="https://www.floridalawhelp.org"
          className="font-semibold text-brand-800 underline underline-offset-2"
          target="_blank"
          rel="noreferrer"
        >
          FloridaLawHelp.org (opens in a new tab)
        </a>
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
        {/* InfoCard indents list items; the numbered steps carry their own markers. */}
        <div className="[&>ol>li]:ml-0">
          <StepsList steps={ACTION_PLAN} />
        </div>
      </InfoCard>

      <p className="text-sm text-slate-700">
        This page gives legal information, not legal advice. We are not a law firm.
      </p>
    </>
  );
}
