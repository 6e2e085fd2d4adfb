import { FileText } from "lucide-react";
import { Citation } from "@client/components/legal/citation";
import { StepsList, type Step } from "@client/components/legal/steps-list";
import { formatDollars } from "@shared/florida/fees";
import { COURTS, SMALL_CLAIMS } from "@shared/florida/law";
import { TabLinkButton } from "../tab-link-button";
import { SmallClaimsCourtFacts } from "./small-claims-court-facts";
import { SmallClaimsEvidence } from "./small-claims-evidence";
import { SmallClaimsFees } from "./small-claims-fees";
import { TabSection } from "../tab-section";

const SC = SMALL_CLAIMS;

const STEPS: readonly Step[] = [
  {
    title: "File your complaint",
    body: (
      <>
        Fill out a statement of claim. It says who you are suing, how much money you want, and why. File it with the
        clerk of court, in person or online, and pay the filing fee. <Citation law={SC.filingFeeTiers} /> File in the
        county where the person you sue lives or where the problem happened. Ask the clerk if you are not sure.{" "}
        <Citation>Fla. Stat. § 47.011</Citation>
      </>
    ),
  },
  {
    title: "Serve the defendant",
    body: (
      <>
        The defendant is the person or business you sue. They must get official copies of the papers. The clerk issues
        a summons for {formatDollars(SC.summonsFeeDollars.value)} each. <Citation law={SC.summonsFeeDollars} /> The
        sheriff can deliver it for {formatDollars(SC.sheriffServiceFeeDollars.value)} per person.{" "}
        <Citation law={SC.sheriffServiceFeeDollars} /> {SC.certifiedMailServiceOnlyForFloridaResidents.summary}{" "}
        <Citation law={SC.certifiedMailServiceOnlyForFloridaResidents} />
      </>
    ),
  },
  {
    title: "Prepare for court",
    body: (
      <>
        Gather your evidence and make copies. Ask your witnesses to come. Write down the 3 or 4 main points you want the
        judge to hear. Use the checklist below. If you are sued, you can also file a written answer.{" "}
        <Citation law={SC.writtenAnswerRequired} />
      </>
    ),
  },
  {
    title: "Attend the hearing",
    body: (
      <>
        The first court date is the pretrial conference. {SC.pretrialConferenceWithinDaysOfFiling.summary}{" "}
        <Citation law={SC.pretrialConferenceWithinDaysOfFiling} /> The judge may ask both sides to try to settle, often
        with a mediator, a neutral person who helps you agree. <Citation>Fla. Sm. Cl. R. 7.090(f)</Citation>{" "}
        {SC.trialWithinDaysAfterPretrial.summary} {SC.trialNoticeMinimumDays.summary}{" "}
        <Citation law={SC.trialWithinDaysAfterPretrial} /> Arrive early and bring your evidence.
      </>
    ),
  },
];

/** How a case works, what it costs, evidence, and what comes after. */
export function SmallClaimsResources() {
  return (
    <>
      <TabSection id="sc-process" title="How a small claims case works: 4 steps" spacious>
        <StepsList steps={STEPS} />
        <div className="flex flex-wrap gap-3">
          <TabLinkButton tab="complaint" size="lg" variant="default">
            <FileText aria-hidden="true" />
            Start my complaint
          </TabLinkButton>
          <TabLinkButton tab="answer" size="lg">
            I&apos;m being sued
          </TabLinkButton>
        </div>
      </TabSection>
      <SmallClaimsFees />
      <SmallClaimsEvidence />
      <SmallClaimsCourtFacts />
      <p className="text-sm text-slate-700">
        Florida has {COURTS.counties.value} counties, and each clerk&apos;s office can tell you its local steps.{" "}
        <Citation law={COURTS.counties} /> This page gives legal information, not legal advice.
      </p>
    </>
  );
}
