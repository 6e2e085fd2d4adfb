import { Callout } from "@client/components/legal/callout";
import { Citation } from "@client/components/legal/citation";
import { TextLink } from "@client/components/text-link";
import { TabNote } from "../tab-note";

/** Above the harassment letter wizard: a letter is not protection. */
export function HarassmentNote() {
  return (
    <TabNote tone="warning" title="Before you write" more={{ tab: "overview", label: "Read about safety and injunctions" }}>
      <p>
        If you feel unsafe, call 911. A letter does not protect you, but a court injunction can, and it is free to ask
        for one. <Citation>Fla. Stat. § 784.0485</Citation> <Citation>Fla. Stat. § 741.30</Citation>
      </p>
      <p>
        Write only facts and what you want stopped. Do not threaten to report a crime to get money.{" "}
        <Citation>Fla. Stat. § 836.05</Citation> Is a debt collector the one calling? Use{" "}
        <TextLink to="/debt-defense">Debt Defense</TextLink> instead. <Citation>15 U.S.C. § 1692c(c)</Citation>
      </p>
    </TabNote>
  );
}

/** Above the defamation letter wizard: what counts, and the notice rule for media. */
export function DefamationNote() {
  return (
    <Callout tone="info" title="Is it defamation?">
      <p>
        Defamation is a false statement of fact about you, shared with others, that harms your good name.{" "}
        <Citation>Jews for Jesus v. Rapp (Fla. 2008)</Citation>
      </p>
      <ul className="ml-5 list-disc">
        <li>
          A true statement is usually not defamation. <Citation>Art. I, § 4, Fla. Const.</Citation>
        </li>
        <li>
          An opinion, like &ldquo;worst service ever&rdquo;, is usually protected. <Citation>U.S. Const. amend. I</Citation>
        </li>
        <li>
          Before you sue a newspaper, TV or radio station, you must first give it written notice.{" "}
          <Citation>Fla. Stat. § 770.01</Citation>
        </li>
        <li>
          The time to sue is short. <Citation>Fla. Stat. § 95.11</Citation> Talk to a lawyer soon.
        </li>
      </ul>
    </Callout>
  );
}

/** Above the IP letter wizard: be sure you own it, and the takedown route for online copying. */
export function IntellectualPropertyNote() {
  return (
    <Callout tone="info" title="Before you write">
      <ul className="ml-5 list-disc">
        <li>
          Be sure you own the rights. Your own original writing, photos or art are protected by copyright as soon as
          you make them. <Citation>17 U.S.C. § 102(a)</Citation> To sue over a U.S. work, you must register it first.{" "}
          <Citation>17 U.S.C. § 411(a)</Citation>
        </li>
        <li>
          Copied online? A takedown notice to the website can be faster. <Citation>17 U.S.C. § 512(c)</Citation> A
          false claim can make you pay damages. <Citation>17 U.S.C. § 512(f)</Citation>
        </li>
        <li>
          Patents, trademarks and trade secrets are complex. Talk to a lawyer before you send a letter about them.{" "}
          <Citation>35 U.S.C. § 271</Citation> <Citation>15 U.S.C. § 1114</Citation>{" "}
          <Citation>Fla. Stat. ch. 688</Citation>
        </li>
      </ul>
    </Callout>
  );
}
