import { Copy, FileHeart, Scale, UserRoundCheck } from "lucide-react";
import { HEALTH_CARE_SURROGATE } from "@shared/florida/law";
import { Citation } from "@client/components/legal/citation";
import { InfoCard } from "@client/components/legal/info-card";
import { TextLink } from "@client/components/text-link";
import { NotLegalAdvice } from "../not-legal-advice";
import { TabChoices, type TabChoice } from "../tab-choices";

const COMPARISON: readonly TabChoice[] = [
  {
    title: "Living will",
    tab: "living-will",
    button: "Make a living will",
    body: (
      <ul>
        <li>Your own written wishes.</li>
        <li>Only about treatment at the end of life.</li>
        <li>
          Speaks for you when you cannot. <Citation>Fla. Stat. § 765.302</Citation>
        </li>
      </ul>
    ),
  },
  {
    title: "Health care surrogate",
    tab: "surrogate",
    button: "Name a surrogate",
    body: (
      <ul>
        <li>A person you trust.</li>
        <li>Can make any health care decision when you cannot.</li>
        <li>
          Can talk with your doctors about new situations. <Citation>Fla. Stat. § 765.202</Citation>
        </li>
      </ul>
    ),
  },
];

/** Overview: what each paper is, the difference, why have both, and who gets copies. */
export function LivingWillsOverviewTab() {
  return (
    <>
      <InfoCard title="What is a living will?" icon={FileHeart}>
        <p>
          A living will is a paper that tells doctors what treatment you want, or do not want, if you cannot speak for
          yourself at the end of life. It is about treatment that only keeps you alive, like a machine that breathes
          for you or a feeding tube. <Citation>Fla. Stat. § 765.101</Citation>
        </p>
        <p>
          It applies if you have a terminal condition, an end-stage condition, or are in a persistent vegetative state
          (you will not wake up). <Citation>Fla. Stat. § 765.302(1)</Citation>
        </p>
      </InfoCard>

      <InfoCard title="What is a health care surrogate?" icon={UserRoundCheck}>
        <p>
          A health care surrogate designation is a paper that names a person, your <strong>surrogate</strong>, to make
          health care decisions for you when you cannot make them yourself. You can also name a backup (alternate).{" "}
          <Citation>Fla. Stat. § 765.202</Citation>
        </p>
        <p>
          Your surrogate must decide the way you would have wanted. <Citation>Fla. Stat. § 765.205</Citation>
        </p>
      </InfoCard>

      <InfoCard title="The difference, and why to have both" icon={Scale}>
        <TabChoices choices={COMPARISON} />
        <p>
          A living will covers only some situations. A surrogate can handle everything else, and can explain your
          wishes to doctors. If you name no one, Florida law picks someone for you from a list: usually your spouse
          first, then your adult children, then your parents. <Citation>Fla. Stat. § 765.401</Citation>
        </p>
        <p>
          These papers are about health care. For money and property, see{" "}
          <TextLink to="/power-of-attorney">Power of Attorney</TextLink>
          .
        </p>
      </InfoCard>

      <InfoCard title="Give copies to the right people" icon={Copy}>
        <ul>
          <li>
            Your doctor. It is your job to tell your doctor you have a living will.{" "}
            <Citation>Fla. Stat. § 765.302(2)</Citation>
          </li>
          <li>
            Your surrogate and your alternate. <Citation law={HEALTH_CARE_SURROGATE.copyGoesToSurrogate} />
          </li>
          <li>Your hospital, and a copy to take with you if you go to the hospital.</li>
          <li>Keep the original at home where your family can find it, not in a safe-deposit box.</li>
        </ul>
        <p>
          You can change or cancel either paper at any time. Sign a new one, destroy the old one, or tell your doctor.{" "}
          <Citation>Fla. Stat. § 765.104</Citation>
        </p>
      </InfoCard>

      <NotLegalAdvice />
    </>
  );
}
