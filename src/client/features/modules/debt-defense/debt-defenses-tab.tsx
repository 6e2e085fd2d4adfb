import { Gavel, Scale, ShieldCheck, Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { DEBT } from "@shared/florida/law";
import type { ContentSection } from "@client/components/content/content-document";
import { InfoCard } from "@client/components/legal/info-card";
import { ChecklistCard } from "../checklist-card";
import { ContentBoundary, ContentText, ContentTitle, useModuleContent } from "../module-content";
import { SectionCallout, SectionCard } from "../section-card";

/** Figures the defenses text needs that are parts of a law value (credit card time limits). */
const VALUES = {
  cardsSigned: DEBT.creditCardLimitationsYears.value.withSignedAgreement,
  cardsUnsigned: DEBT.creditCardLimitationsYears.value.withoutSignedAgreement,
};

function DefenseList({ defenses }: { defenses: readonly ContentSection[] }) {
  return (
    <div className="grid gap-5">
      {defenses.map((defense) => (
        <section key={defense.title} className="grid gap-2">
          <h4 className="font-semibold text-slate-900">
            <ContentTitle tokens={defense.heading} />
          </h4>
          <ContentText tokens={defense.body} values={VALUES} className="grid gap-2" />
        </section>
      ))}
    </div>
  );
}

/** Defenses: common and procedural defenses, the collection laws, wage protection, the evidence checklist. */
export function DebtDefensesTab() {
  return (
    <ContentBoundary>
      <DebtDefenses />
    </ContentBoundary>
  );
}

function DebtDefenses() {
  const [putEvery, collectorLaw, paycheck] = useModuleContent("debt-defense/defenses").sections;
  const common = useModuleContent("debt-defense/common-defenses");
  const procedural = useModuleContent("debt-defense/procedural-defenses");
  return (
    <>
      <SectionCallout tone="info" section={putEvery} />

      <InfoCard title={<ContentTitle tokens={common.titleTokens} />} icon={ShieldCheck}>
        <DefenseList defenses={common.sections} />
      </InfoCard>

      <InfoCard title={<ContentTitle tokens={procedural.titleTokens} />} icon={Gavel}>
        <ContentText tokens={procedural.lead} className="grid gap-2" />
        <DefenseList defenses={procedural.sections} />
      </InfoCard>

      <SectionCard section={collectorLaw} icon={Scale} />
      <SectionCard section={paycheck} icon={Wallet} />

      <EvidenceChecklist />
    </>
  );
}

function EvidenceChecklist() {
  const { t } = useTranslation("modules");
  return (
    <ChecklistCard
      heading={t("debtDefense.evidence.heading")}
      intro={t("debtDefense.evidence.intro")}
      id="debt-defense-evidence"
      title={t("debtDefense.evidence.title")}
      items={[
        t("debtDefense.evidence.items.summons"),
        t("debtDefense.evidence.items.collectorLetters"),
        t("debtDefense.evidence.items.envelopes"),
        t("debtDefense.evidence.items.agreement"),
        t("debtDefense.evidence.items.statements"),
        t("debtDefense.evidence.items.payments"),
        t("debtDefense.evidence.items.settlement"),
        t("debtDefense.evidence.items.callLog"),
        t("debtDefense.evidence.items.screenshots"),
        t("debtDefense.evidence.items.identityTheft"),
        t("debtDefense.evidence.items.creditReports"),
        t("debtDefense.evidence.items.sentLetters"),
      ]}
    />
  );
}
