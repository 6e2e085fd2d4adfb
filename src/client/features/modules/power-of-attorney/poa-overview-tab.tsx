import { ScrollText, Split, UserCheck } from "lucide-react";
import { POWER_OF_ATTORNEY } from "@shared/florida/law";
import { Callout } from "@client/components/legal/callout";
import { Citation } from "@client/components/legal/citation";
import { InfoCard } from "@client/components/legal/info-card";
import { TextLink } from "@client/components/text-link";
import { NotLegalAdvice } from "../not-legal-advice";
import { TabChoices, type TabChoice } from "../tab-choices";

const KINDS: readonly TabChoice[] = [
  {
    title: "Durable power of attorney",
    tab: "durable",
    button: "Make a durable POA",
    body: (
      <p>
        It keeps working if you later become unable to make your own decisions, for example after a stroke or with
        dementia. To be durable, it must say so in writing. <Citation law={POWER_OF_ATTORNEY.durableWording} />
      </p>
    ),
  },
  {
    title: "Limited power of attorney",
    tab: "limited",
    button: "Make a limited POA",
    body: (
      <p>
        It is for one job or a short time, like selling a car or signing papers while you are away. It ends when the job
        is done or the date passes. Unless it says it is durable, it also ends if you become unable to decide.{" "}
        <Citation>Fla. Stat. § 709.2109</Citation>
      </p>
    ),
  },
];

/** Overview: what a POA is, durable vs limited, why it starts when signed, and choosing an agent. */
export function PoaOverviewTab() {
  return (
    <>
      <InfoCard title="What is a power of attorney?" icon={ScrollText}>
        <p>
          A power of attorney (POA) is a legal paper. In it, you (the <strong>principal</strong>) give another person
          (your <strong>agent</strong>) the power to handle money and property matters for you, like paying bills or
          dealing with your bank. <Citation>Fla. Stat. § 709.2102</Citation>
        </p>
        <p>
          It does not cover medical decisions. For those, name a health care surrogate.{" "}
          <Citation>Fla. Stat. § 765.202</Citation> See{" "}
          <TextLink to="/living-wills">Living Wills</TextLink>
          .
        </p>
      </InfoCard>

      <InfoCard title="Durable or limited?" icon={Split}>
        <TabChoices choices={KINDS} />
      </InfoCard>

      <Callout tone="warning" title="Why every POA made here starts the day it is signed">
        <p>
          {POWER_OF_ATTORNEY.springingNotValidSince.summary}{" "}
          <Citation law={POWER_OF_ATTORNEY.springingNotValidSince} />
        </p>
        <p>
          A POA that starts only &ldquo;upon my incapacity&rdquo; is called <strong>springing</strong>. A bank could
          refuse it, and it could fail just when your family needs it. That is why we never make one. Every POA made
          here starts when it is signed.
        </p>
        <p className="font-semibold">Want help only if you get sick? What you can do instead:</p>
        <ul className="ml-5 list-disc">
          <li>Choose an agent you would trust today, not only &ldquo;someday&rdquo;.</li>
          <li>Keep the signed original and any copies in a safe place until you want help. Tell your agent where.</li>
          <li>
            For medical decisions, a health care surrogate can act when you cannot decide.{" "}
            <Citation>Fla. Stat. §§ 765.202, 765.204</Citation>
          </li>
          <li>
            Ask a lawyer about other tools, like a trust. <Citation>Fla. Stat. ch. 736</Citation>
          </li>
        </ul>
      </Callout>

      <InfoCard title="Choosing your agent" icon={UserCheck}>
        <p>
          {POWER_OF_ATTORNEY.agentMinimumAge.summary} <Citation law={POWER_OF_ATTORNEY.agentMinimumAge} />
        </p>
        <p>Pick someone who:</p>
        <ul>
          <li>you trust completely with your money,</li>
          <li>is careful and keeps good records,</li>
          <li>can be reached when needed, and</li>
          <li>has said yes. Ask first.</li>
        </ul>
        <p>
          You can also name a backup (successor) agent, in case your first choice cannot serve.{" "}
          <Citation>Fla. Stat. § 709.2111</Citation>
        </p>
        <p>
          Your agent must act in good faith, only within the powers you give, and for your benefit. Your agent must
          keep your money separate and keep records. <Citation>Fla. Stat. § 709.2114</Citation>
        </p>
      </InfoCard>

      <NotLegalAdvice />
    </>
  );
}
