import { useTranslation } from "react-i18next";
import { formatMoney } from "@shared/i18n/format";
import type { PaperJson } from "@shared/papers";

type Party = keyof PaperJson["parties"];
const PARTIES: readonly Party[] = ["plaintiff", "defendant", "landlord", "tenant", "creditor"];

/** A term and what the paper says, quoted as written (names and numbers are the paper's own, in English). */
function Fact({ term, children, quoted = false }: { term: string; children: string; quoted?: boolean }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm font-semibold text-slate-700">{term}</dt>
      <dd className="break-words text-slate-900" lang={quoted ? "en" : undefined}>
        {children}
      </dd>
    </div>
  );
}

/** "What this paper is": its kind in plain words, the court and county, the case number and the parties. */
export function PaperSummary({ paper, headingId }: { paper: PaperJson; headingId: string }) {
  const { t, i18n } = useTranslation("translator");
  const money = (amount: number) => formatMoney(amount, "cents", i18n.language);
  const court = paper.court ? t(`paper.courts.${paper.court}`) : null;
  const where = [court, paper.county ? t("paper.countyName", { county: paper.county }) : null].filter(Boolean).join(", ");
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-base font-bold text-slate-900">
        {t("paper.isHeading")}
      </h3>
      <p className="text-lg font-semibold text-slate-900">{t(`paper.kinds.${paper.kind}`)}</p>
      <dl className="grid gap-2">
        {where && <Fact term={t("paper.court")}>{where}</Fact>}
        {paper.caseNumber && (
          <Fact term={t("paper.caseNumber")} quoted>
            {paper.caseNumber}
          </Fact>
        )}
        {PARTIES.map((party) => {
          const name = paper.parties[party];
          return name ? (
            <Fact key={party} term={t(`paper.parties.${party}`)} quoted>
              {name}
            </Fact>
          ) : null;
        })}
        {paper.amounts.map((amount, index) =>
          amount.label ? (
            <Fact key={index} term={t(`paper.amounts.${amount.label}`)}>
              {money(amount.amount)}
            </Fact>
          ) : null,
        )}
      </dl>
    </section>
  );
}
