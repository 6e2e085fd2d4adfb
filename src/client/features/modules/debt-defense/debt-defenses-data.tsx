import type { ReactNode } from "react";
import { DEBT } from "@shared/florida/law";
import { Citation } from "@client/components/legal/citation";

export interface Defense {
  title: string;
  body: ReactNode;
}

const cards = DEBT.creditCardLimitationsYears.value;

/** Defenses about the debt itself. Each must be listed in the written answer, or it can be lost. */
export const COMMON_DEFENSES: readonly Defense[] = [
  {
    title: "The debt is too old (statute of limitations)",
    body: (
      <>
        <p>A company has only a set time to sue you. After that, it is too late.</p>
        <ul>
          <li>
            Written contract: {DEBT.limitationsWrittenContractYears.value} years.{" "}
            <Citation law={DEBT.limitationsWrittenContractYears} />
          </li>
          <li>
            Oral (spoken) contract, or an open or store account: {DEBT.limitationsOralContractOrOpenAccountYears.value}{" "}
            years. <Citation law={DEBT.limitationsOralContractOrOpenAccountYears} />
          </li>
          <li>
            Credit cards: usually {cards.withSignedAgreement} years if you signed an agreement, and{" "}
            {cards.withoutSignedAgreement} years if not. <Citation law={DEBT.creditCardLimitationsYears} />
          </li>
        </ul>
        <p>
          The time usually starts when you first missed a payment and did not catch up. A later payment or a written
          promise to pay can change it. <Citation>Fla. Stat. §§ 95.04, 95.051</Citation> Consult a lawyer about your
          exact deadline.
        </p>
        <p>
          A debt collector (a collection agency or debt buyer) may not sue you on a debt that is too old. <Citation>12 C.F.R. § 1006.26(b)</Citation> But the
          court will not check the dates for you: you must raise it in your answer.{" "}
          <Citation>Fla. R. Civ. P. 1.110(d)</Citation>
        </p>
      </>
    ),
  },
  {
    title: "It is not my debt (or it is identity theft)",
    body: (
      <p>
        Deny the debt in your answer. <Citation>Fla. R. Civ. P. 1.110(c)</Citation> If someone used your name, report it
        at IdentityTheft.gov and to the police, and keep a copy of each report.
      </p>
    ),
  },
  {
    title: "The amount is wrong",
    body: (
      <p>
        Deny the amount in your answer and ask for the full account history. A collector may only add fees and interest
        that your agreement or the law allows. <Citation>15 U.S.C. § 1692f(1)</Citation>
      </p>
    ),
  },
  {
    title: "I already paid or settled it",
    body: (
      <p>
        Payment is a defense you list in your answer. So is a settlement where they agreed to take less (called
        &ldquo;accord and satisfaction&rdquo;). <Citation>Fla. R. Civ. P. 1.110(d)</Citation> Bring receipts, bank
        records and any &ldquo;paid in full&rdquo; letter.
      </p>
    ),
  },
  {
    title: "They cannot prove they own the debt (lack of standing)",
    body: (
      <p>
        Debts are often sold to debt buyers. The company suing you must be the one with the right to collect.{" "}
        <Citation>Fla. R. Civ. P. 1.210(a)</Citation> It must attach to the complaint the contract or account papers its
        claim is based on. <Citation>Fla. R. Civ. P. 1.130(a)</Citation> If it cannot show how it got your debt, say so in
        your answer.
      </p>
    ),
  },
];

/** Defenses about how the case was brought. They are lost if not raised in the first paper you file. */
export const PROCEDURAL_DEFENSES: readonly Defense[] = [
  {
    title: "The papers were not served the right way",
    body: (
      <p>
        Court papers must be delivered to you in a way the law allows. <Citation>Fla. Stat. § 48.031</Citation> If they
        were not, you can object. <Citation>Fla. R. Civ. P. 1.140(b)</Citation> Your deadline still applies, so do not
        ignore the papers.
      </p>
    ),
  },
  {
    title: "The case was filed in the wrong place (venue)",
    body: (
      <p>
        A debt collector must sue you in the county where you live or where you signed the contract.{" "}
        <Citation>15 U.S.C. § 1692i(a)(2)</Citation> <Citation>Fla. Stat. § 47.011</Citation> You can ask the court to
        move or dismiss the case. <Citation>Fla. R. Civ. P. 1.140(b)</Citation>
      </p>
    ),
  },
  {
    title: "Your agreement has an arbitration clause",
    body: (
      <p>
        Many credit card agreements say disputes go to arbitration, not court. You may be able to ask the court to pause
        the case and send it there. <Citation>Fla. Stat. § 682.03</Citation> <Citation>9 U.S.C. § 3</Citation> Ask early,
        and talk to a lawyer first: arbitration has its own costs and rules.
      </p>
    ),
  },
];

/** What to gather; remembered across visits by SavedChecklist. */
export const EVIDENCE_ITEMS: readonly string[] = [
  "The summons and the complaint (every page)",
  "Every letter from the collector, including the validation notice",
  "Envelopes that show the postmark date",
  "My card agreement or contract, if I have it",
  "Account statements that show my last payment",
  "Receipts, canceled checks or bank records of my payments",
  "Any settlement agreement or \"paid in full\" letter",
  "A log of collector calls: date, time, who called, what they said",
  "Screenshots of texts, e-mails and voicemails",
  "Identity theft or police report (if it is not my debt)",
  "My credit reports (free at AnnualCreditReport.com)",
  "Copies of letters I sent, with certified mail receipts",
];
