import { Archive, FilePen, PenLine, Undo2 } from "lucide-react";
import { ADULTHOOD, POWER_OF_ATTORNEY } from "@shared/florida/law";
import { Citation } from "@client/components/legal/citation";
import { InfoCard } from "@client/components/legal/info-card";
import { RuleList } from "@client/components/legal/rule-list";
import { Badge } from "@client/components/ui/badge";
import { SigningDayChecklist } from "../checklist-card";

const { witnessesRequired, notaryRequired, agentMinimumAge, durableWording, powersRequiringSeparateInitials, witnessBestPractice } =
  POWER_OF_ATTORNEY;

/** Ticks are stored by item text; each item names its source so it can be checked. */
const SIGNING_DAY: readonly string[] = [
  `I am ${ADULTHOOD.minimumAgeYears.value} or older and I understand what I am signing. (${ADULTHOOD.minimumAgeYears.citation})`,
  `My agent is ${agentMinimumAge.value} or older, or a qualified bank or trust company. (${agentMinimumAge.citation})`,
  `${witnessesRequired.value} witnesses are here. They watch me sign, then they sign. (${witnessesRequired.citation})`,
  `A notary is here to acknowledge my signature. I brought a photo ID. (${notaryRequired.citation})`,
  "Best practice: my witnesses are not my agent and are not related to me.",
  `It says it is durable, so it keeps working if I later cannot decide for myself. (${durableWording.citation})`,
  `I initialed next to each special power I want to give, like gifts or beneficiary changes. (${powersRequiringSeparateInitials.citation})`,
  "I checked every page, and my name and my agent's name are spelled right.",
  "I will keep the original in a safe place and tell my agent where it is.",
  "I will give copies to my agent and to the bank or others my agent will deal with.",
];

/** Requirements: the signing rules, durable wording, powers needing initials, revoking, and the signing checklist. */
export function PoaRequirementsTab() {
  return (
    <>
      <InfoCard title="How to sign it so it is valid" icon={PenLine}>
        <RuleList rules={[witnessesRequired, notaryRequired, agentMinimumAge]}>
          <li>
            <Badge tone="amber" className="mr-1.5">
              Best practice
            </Badge>
            {witnessBestPractice.summary} <Citation law={witnessBestPractice} />
          </li>
        </RuleList>
      </InfoCard>

      <InfoCard title="Words that make it durable" icon={FilePen}>
        <p>
          {durableWording.summary} <Citation law={durableWording} />
        </p>
        <blockquote className="border-l-4 border-brand-600 bg-slate-50 p-3 italic text-slate-900">
          {durableWording.value}
        </blockquote>
      </InfoCard>

      <InfoCard title="Powers that need your initials" icon={PenLine}>
        <p>
          {powersRequiringSeparateInitials.summary} If you do not initial next to one, your agent does not get that
          power. <Citation law={powersRequiringSeparateInitials} />
        </p>
        <h4 className="font-semibold text-slate-900">The exact list in the law</h4>
        <ul>
          {powersRequiringSeparateInitials.value.map((power) => (
            <li key={power.paragraph}>
              {power.text}. <Citation>{`§ 709.2202(1)${power.paragraph}`}</Citation>
            </li>
          ))}
        </ul>
      </InfoCard>

      <InfoCard title="If you change your mind" icon={Undo2}>
        <p>
          You can cancel (revoke) your POA at any time while you can still make your own decisions. Sign a written
          revocation. Give a copy to your agent and to every bank or office that has your POA.{" "}
          <Citation>Fla. Stat. § 709.2110</Citation>
        </p>
        <p>
          Signing a new POA does not cancel an old one by itself. Say in writing that the old one is revoked.{" "}
          <Citation>Fla. Stat. § 709.2110</Citation>
        </p>
      </InfoCard>

      <InfoCard title="Keep the original safe" icon={Archive}>
        <ul>
          <li>Keep the signed original in a safe, dry place at home that your agent can get to.</li>
          <li>A bank safe-deposit box may be hard for others to open if you get sick.</li>
          <li>Keep a list of everyone who got a copy. You will need it if you ever revoke the POA.</li>
        </ul>
      </InfoCard>

      <SigningDayChecklist id="power-of-attorney-signing-day" items={SIGNING_DAY} />
    </>
  );
}
