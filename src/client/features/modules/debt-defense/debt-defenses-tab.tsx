import { Gavel, Scale, ShieldCheck, Wallet } from "lucide-react";
import { DEBT, SMALL_CLAIMS } from "@shared/florida/law";
import { Callout } from "@client/components/legal/callout";
import { Citation } from "@client/components/legal/citation";
import { InfoCard } from "@client/components/legal/info-card";
import { ChecklistCard } from "../checklist-card";
import { COMMON_DEFENSES, EVIDENCE_ITEMS, PROCEDURAL_DEFENSES, type Defense } from "./debt-defenses-data";

function DefenseList({ items }: { items: readonly Defense[] }) {
  return (
    <div className="grid gap-5">
      {items.map((item) => (
        <section key={item.title} className="grid gap-2">
          <h4 className="font-semibold text-slate-900">{item.title}</h4>
          {item.body}
        </section>
      ))}
    </div>
  );
}

/** Defenses: common and procedural defenses, the collection laws, wage protection, the evidence checklist. */
export function DebtDefensesTab() {
  return (
    <>
      <Callout tone="info" title="Put every defense in your answer">
        <p>
          Write each defense that fits your case in your answer. A defense you leave out can be lost.{" "}
          <Citation>Fla. R. Civ. P. 1.110(d)</Citation> <Citation>Fla. R. Civ. P. 1.140(h)(1)</Citation> If you are not
          sure a defense fits, ask a legal aid office.
        </p>
        <p>
          In small claims court, you can file a written answer or tell the judge your defenses at the pretrial
          conference. <Citation law={SMALL_CLAIMS.writtenAnswerRequired} />
        </p>
      </Callout>

      <InfoCard title="Common defenses" icon={ShieldCheck}>
        <DefenseList items={COMMON_DEFENSES} />
      </InfoCard>

      <InfoCard title="Defenses about how the case was filed" icon={Gavel}>
        <p>
          Raise these in the very first paper you file. If you wait, you lose them.{" "}
          <Citation>Fla. R. Civ. P. 1.140(h)(1)</Citation> They are tricky, so talk to a lawyer if you can.
        </p>
        <DefenseList items={PROCEDURAL_DEFENSES} />
      </InfoCard>

      <InfoCard title="Did the collector break the law?" icon={Scale}>
        <p>
          Florida&rsquo;s Consumer Collection Practices Act protects you from abusive collection. It covers collection
          agencies and also the company you first owed. <Citation law={DEBT.floridaActCoversOriginalCreditors} /> For
          example, a collector may not:
        </p>
        <ul>
          <li>threaten you with force or violence,</li>
          <li>call so often that it harasses you or your family,</li>
          <li>contact your employer before it wins a judgment, unless you agreed in writing,</li>
          <li>tell others false things about you or your debt, or</li>
          <li>try to collect a debt it knows is not real.</li>
        </ul>
        <p>
          The federal Fair Debt Collection Practices Act also protects you from collection agencies. They may not harass
          you, lie, or use unfair methods. <Citation>15 U.S.C. §§ 1692d-1692f</Citation> You can tell them in writing to
          stop contacting you. <Citation>15 U.S.C. § 1692c(c)</Citation> They can still sue you.
        </p>
        <p>
          If a collector breaks these laws, you may be able to get money and your lawyer&rsquo;s fees paid.{" "}
          <Citation>Fla. Stat. § 559.77</Citation> <Citation>15 U.S.C. § 1692k</Citation> The time to sue is short, so
          talk to a consumer lawyer soon.
        </p>
      </InfoCard>

      <InfoCard title="Protecting your paycheck" icon={Wallet}>
        <p>
          If the collector wins, it can ask the court to take money from your pay or bank account (garnishment).{" "}
          <Citation law={SMALL_CLAIMS.collectionByGarnishment} />
        </p>
        <p>
          {SMALL_CLAIMS.headOfFamilyWageExemption.summary} This is called the &ldquo;head of family&rdquo; exemption.{" "}
          <Citation law={SMALL_CLAIMS.headOfFamilyWageExemption} />
        </p>
        <p>
          Social Security is also protected. <Citation>42 U.S.C. § 407</Citation> You must claim these protections: fill
          out the claim of exemption form that comes with the garnishment notice, and file it quickly.{" "}
          <Citation>Fla. Stat. § 77.041</Citation>
        </p>
      </InfoCard>

      <ChecklistCard
        heading="Evidence checklist"
        intro="Tick each item as you find it. Your ticks are saved in this browser, so you can come back later."
        id="debt-defense-evidence"
        title="What I have"
        items={EVIDENCE_ITEMS}
      />
    </>
  );
}
