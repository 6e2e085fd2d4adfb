import { Camera, FileText, Mail, MessageSquareWarning, UserRound } from "lucide-react";
import { Callout } from "@client/components/legal/callout";
import { Citation } from "@client/components/legal/citation";
import { InfoCard } from "@client/components/legal/info-card";
import { StepsList } from "@client/components/legal/steps-list";
import { TextLink } from "@client/components/text-link";
import { NotLegalAdvice } from "../not-legal-advice";
import { EVIDENCE_TIPS, LAWYER_REASONS, SENDING_STEPS } from "./cease-desist-overview-data";
import { SafetyFirst } from "./cease-desist-safety";

/** Overview: what the letter is and is not, safety, how to send it, evidence, what not to do, when to get a lawyer. */
export function CeaseDesistOverviewTab() {
  return (
    <>
      <SafetyFirst />

      <InfoCard title="What a cease-and-desist letter is" icon={FileText}>
        <p>
          It is a letter that tells someone to <strong>stop</strong> (cease) doing something that harms you, and
          <strong> not do it again</strong> (desist). It explains what they did and what you want.
        </p>
        <p>It helps because:</p>
        <ul>
          <li>it clearly tells the person to stop, in writing,</li>
          <li>many people stop once they get a firm letter, and</li>
          <li>it is a record. If you go to court later, it shows you asked them to stop.</li>
        </ul>
        <p className="font-semibold text-slate-900">What it is not:</p>
        <ul>
          <li>
            It is <strong>not a court order</strong>. The person is not legally forced to obey it, and the police cannot
            enforce it. Only a judge can order someone to stop, for example with an injunction.{" "}
            <Citation>Fla. Stat. § 741.30</Citation> <Citation>Fla. Stat. § 784.0485</Citation>
          </li>
          <li>It does not start a lawsuit, and it does not stop one that has been filed.</li>
        </ul>
      </InfoCard>

      <InfoCard title="When a letter can help" icon={MessageSquareWarning}>
        <ul>
          <li>Someone keeps calling, texting or posting about you after you asked them to stop.</li>
          <li>Someone is spreading false statements that hurt your good name.</li>
          <li>Someone is copying your work, logo or business name.</li>
        </ul>
        <p>
          A debt collector is calling you? A written request to stop has special force against collection agencies.{" "}
          <Citation>15 U.S.C. § 1692c(c)</Citation> See{" "}
          <TextLink to="/debt-defense">Debt Defense</TextLink>
          .
        </p>
      </InfoCard>

      <InfoCard title="How to send your letter" icon={Mail}>
        <StepsList steps={SENDING_STEPS} />
      </InfoCard>

      <InfoCard title="Keep evidence" icon={Camera}>
        <ul>
          {EVIDENCE_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </InfoCard>

      <Callout tone="warning" title="Never threaten criminal charges to get money">
        <p>
          Do not write &ldquo;pay me or I will call the police&rdquo;. Do not threaten to share someone&rsquo;s secrets or
          embarrassing facts to get money or to make them do something. In Florida, that can itself be the crime of
          extortion. <Citation>Fla. Stat. § 836.05</Citation>
        </p>
        <p>
          You may still report a crime to the police at any time. You may also say that you will ask a court for help.
        </p>
      </Callout>

      <InfoCard title="When to talk to a lawyer" icon={UserRound}>
        <ul>
          {LAWYER_REASONS.map((reason) => (
            <li key={reason.text}>
              {reason.text}
              {reason.laws?.map((law) => (
                <span key={law}>
                  {" "}
                  <Citation>{law}</Citation>
                </span>
              ))}
            </li>
          ))}
        </ul>
        <p>
          Free help for people with low income:{" "}
          <TextLink href="https://www.floridalawhelp.org">FloridaLawHelp.org (opens in a new tab)</TextLink>
          . The Florida Bar Lawyer Referral Service can also find you a lawyer.
        </p>
      </InfoCard>

      <NotLegalAdvice />
    </>
  );
}
