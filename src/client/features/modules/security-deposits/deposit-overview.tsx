import { Calculator, FileText, Gavel, Scale } from "lucide-react";
import { Callout } from "@client/components/legal/callout";
import { Citation } from "@client/components/legal/citation";
import { StepsList, type Step } from "@client/components/legal/steps-list";
import { formatDollars } from "@shared/florida/fees";
import { SECURITY_DEPOSIT, SMALL_CLAIMS } from "@shared/florida/law";
import { NotLegalAdvice } from "../not-legal-advice";
import { QuickStart, type QuickStartItem } from "../quick-start";
import { TabSection } from "../tab-section";

const SD = SECURITY_DEPOSIT;

const START: readonly QuickStartItem[] = [
  { tab: "timeline", label: "Check my deadlines", detail: "See your dates and what you can ask for.", icon: Calculator },
  { tab: "demand", label: "Write a demand letter", detail: "Ask the landlord in writing to pay you back.", icon: FileText },
  { tab: "lawsuit", label: "Sue in small claims", detail: "If the letter does not work, take it to court.", icon: Gavel },
];

/** The § 83.49 rules as the steps a deposit goes through after move-out. */
const RULES: readonly Step[] = [
  {
    title: `If the landlord keeps nothing: ${SD.returnWithoutClaimDays.value} days`,
    body: (
      <>
        {SD.returnWithoutClaimDays.summary} <Citation law={SD.returnWithoutClaimDays} />
      </>
    ),
  },
  {
    title: `If the landlord wants to keep some: a notice within ${SD.claimNoticeDays.value} days`,
    body: (
      <>
        {SD.claimNoticeDays.summary} <Citation law={SD.claimNoticeDays} />
      </>
    ),
  },
  {
    title: `You can object within ${SD.tenantObjectionDays.value} days`,
    body: (
      <>
        {SD.tenantObjectionDays.summary} Write why the charges are wrong and keep a copy.{" "}
        <Citation law={SD.tenantObjectionDays} /> {SD.balanceReturnDaysAfterClaimNotice.summary}{" "}
        <Citation law={SD.balanceReturnDaysAfterClaimNotice} />
      </>
    ),
  },
  {
    title: `If the landlord misses the ${SD.claimNoticeDays.value} days`,
    body: (
      <>
        {SD.missedClaimNoticeForfeitsClaim.summary} <Citation law={SD.missedClaimNoticeForfeitsClaim} />
      </>
    ),
  },
];

export function DepositOverview() {
  return (
    <>
      <p className="text-base text-slate-800">
        Florida law sets clear deadlines for your landlord after you move out. If the landlord misses them or keeps
        money it should not, you can ask for it back, first with a letter and then in small claims court.{" "}
        <Citation>Fla. Stat. § 83.49</Citation>
      </p>
      <QuickStart heading="Where do you want to start?" items={START} />
      <TabSection id="sd-rules" title="The rules, step by step" spacious>
        <StepsList steps={RULES} />
      </TabSection>
      <Callout tone="warning" title={`Did you give ${SD.tenantVacatingNoticeDays.value} days' written notice before you moved out?`}>
        <p>
          {SD.tenantVacatingNoticeDays.summary} <Citation law={SD.tenantVacatingNoticeDays} />
        </p>
        <p>
          You can still ask for any part of the deposit that was kept wrongly.{" "}
          <Citation law={SD.tenantVacatingNoticeDays} />
        </p>
      </Callout>
      <TabSection id="sd-remedy" title="What you can get" icon={Scale}>
        <ul className="ml-5 grid list-disc gap-2 text-sm text-slate-800">
          <li>
            The deposit money the landlord should have returned to you. <Citation>Fla. Stat. § 83.49(3)</Citation>
          </li>
          <li>
            {SD.prevailingPartyCostsAndFees.summary} <Citation law={SD.prevailingPartyCostsAndFees} />
          </li>
          <li>
            Small claims court handles claims up to {formatDollars(SMALL_CLAIMS.limitDollars.value)}.{" "}
            <Citation law={SMALL_CLAIMS.limitDollars} />
          </li>
        </ul>
        <Callout title="There is no “double the deposit” in Florida">
          <p>
            Some websites say you can get twice your deposit back. That is not Florida law. {SD.doubleDamages.summary}{" "}
            <Citation law={SD.doubleDamages} />
          </p>
        </Callout>
      </TabSection>
      <NotLegalAdvice />
    </>
  );
}
