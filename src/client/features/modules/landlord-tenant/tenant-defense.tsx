import { LifeBuoy, ShieldCheck } from "lucide-react";
import { Callout } from "@client/components/legal/callout";
import { Citation } from "@client/components/legal/citation";
import { InfoCard } from "@client/components/legal/info-card";
import { StepsList, type Step } from "@client/components/legal/steps-list";
import { LANDLORD_TENANT } from "@shared/florida/law";
import { EvictionAnswerCalculator } from "./deadline-calculators";
import { TabSection } from "../tab-section";

const LT = LANDLORD_TENANT;
const DAYS = LT.evictionAnswerDays.value;

const STEPS: readonly Step[] = [
  {
    title: "Find your deadline",
    body: (
      <>
        Use the calculator above. If you are not sure what day you were served, count from the earliest possible day.
        Earlier is safer. <Citation law={LT.evictionAnswerDays} />
      </>
    ),
  },
  {
    title: "Write your answer",
    body: "Your answer tells the judge your side. Use the form below to make one. Read the landlord's complaint first.",
  },
  {
    title: "Pay the rent into the court, or ask the court to decide the rent",
    body: (
      <>
        Do this by the same deadline. Read &quot;Pay the rent into the court&quot; above. <Citation law={LT.evictionRentDepositRequired} />
      </>
    ),
  },
  {
    title: "File your answer with the clerk",
    body: "Take or send it to the clerk of the county court named on your papers, or file it online. Keep a copy with the date stamp.",
  },
  {
    title: "Send a copy to the landlord",
    body: "Mail or give a copy to the landlord, or to the landlord's lawyer if there is one. Write down how and when.",
  },
  {
    title: "Watch your mail and go to every hearing",
    body: "Keep paying rent to the court as it comes due. Go to every court date. Bring your papers, photos and receipts.",
  },
];

const DEFENSES: readonly { text: string; citation: string }[] = [
  { text: "You already paid the rent.", citation: "Fla. Stat. § 83.60(2)" },
  { text: "The notice was wrong, for example the amount or the deadline date.", citation: LT.threeDayNoticeDays.citation },
  {
    text: "The landlord is evicting you to punish you for complaining or using your rights.",
    citation: LT.retaliationProhibited.citation,
  },
  {
    text: "The landlord did not keep the home safe and in good repair after you asked in writing.",
    citation: "Fla. Stat. §§ 83.51, 83.60(1)(b)",
  },
  {
    text:
      "The landlord is treating you unfairly because of race, color, national origin, sex, religion, disability, or " +
      "having children.",
    citation: "Fla. Stat. § 760.23",
  },
];

export function TenantDefense() {
  return (
    <>
      <TabSection id="defense-deadline" title="Your deadline to answer an eviction">
        <p className="text-sm text-slate-800">
          {LT.evictionAnswerDays.summary} <Citation law={LT.evictionAnswerDays} />
        </p>
        <Callout tone="urgent" title="Pay the rent into the court, or you can lose your defenses">
          <p>
            If you want to tell the judge anything other than &quot;I already paid,&quot; you must do one of these
            within the same {DAYS} days:
          </p>
          <ul className="ml-5 list-disc">
            <li>
              Pay the clerk the rent that the landlord says you owe. The clerk keeps it in the &quot;court
              registry,&quot; a court account, until the judge decides.
            </li>
            <li>
              Or, if you think the amount is wrong, file a &quot;motion to determine rent.&quot; This asks the judge
              to decide how much you must pay.
            </li>
          </ul>
          <p>Then keep paying rent to the clerk each time it comes due while the case goes on.</p>
          <p>
            If you do not, you lose those defenses, and the landlord can ask the judge for an order to remove you
            right away, without a hearing. <Citation law={LT.evictionRentDepositRequired} />
          </p>
        </Callout>
        <EvictionAnswerCalculator />
      </TabSection>

      <TabSection id="defense-steps" title="How to respond, step by step">
        <StepsList steps={STEPS} />
      </TabSection>

      <div className="grid gap-4 md:grid-cols-2">
        <InfoCard title="Defenses people often use" icon={ShieldCheck}>
          <p>You can choose these in the form below. Say only what is true and what you can show.</p>
          <ul>
            {DEFENSES.map((defense) => (
              <li key={defense.text}>
                {defense.text} <Citation>{defense.citation}</Citation>
              </li>
            ))}
          </ul>
        </InfoCard>
        <InfoCard title="Get free help fast" icon={LifeBuoy}>
          <p>
            An eviction moves quickly. Legal aid offices help many tenants for free. Find one near you at{" "}
            <a className="font-semibold text-brand-700 underline underline-offset-4" href="https://www.floridalawhelp.org">
              FloridaLawHelp.org
            </a>
            .
          </p>
          <p>Call them today, but do not wait for a call back to file your answer and pay the rent.</p>
        </InfoCard>
      </div>
    </>
  );
}
