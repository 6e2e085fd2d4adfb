import { useQuery } from "@tanstack/react-query";
import { Download, FileArchive, FolderCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { downloadPacketPdf, downloadPacketZip, getPacket } from "@shared/api/packets";
import { appPage } from "@shared/app-pages";
import type { CaseJson } from "@shared/case-schemas";
import { countyOfCode } from "@shared/documents/county-codes";
import { kindTextKeys, KINDS_NAMESPACE } from "@shared/documents/kind-text-keys";
import { smallClaimsFilingFee } from "@shared/florida/fees";
import { COURTS, SMALL_CLAIMS } from "@shared/florida/law";
import { formatMoney } from "@shared/i18n/format";
import type { PacketPaper, PlaintiffPacketJson } from "@shared/packet-schemas";
import { LoadError } from "@client/components/load-error";
import { LoadingState } from "@client/components/loading-state";
import { buttonVariants } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { apiQuery, serverMessage, statusOf, urlOf } from "@client/lib/api";
import { useUnauthorizedRedirect } from "@client/lib/unauthorized";
import { AnswerHowTo } from "./answer-how-to";
import { PACKET_CASES } from "./packet-cases";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

/**
 * "Get my filing packet": the papers to file, in the clerk's order (GET /api/cases/:id/packet), as one PDF or as a ZIP
 * for the e-filing portal. The plaintiff's also lists the papers she can add (a summons per defendant, the fee
 * waiver) and says how to file it; the defendant's says what the answer holds and how to file and serve it.
 */
export function CasePacket({ item }: { item: CaseJson }) {
  const { t } = useTranslation(["cases", KINDS_NAMESPACE]);
  const packetCase = PACKET_CASES[item.type];
  const packet = useQuery({
    ...apiQuery(getPacket, { params: { id: item.id } }),
    retry: (count, error) => statusOf(error) !== 409 && count < 2,
  });
  useUnauthorizedRedirect(packet.error);
  if (!packetCase) return null;
  const missing = packet.isError && statusOf(packet.error) === 409;
  if (missing && packetCase.whenMissing === "hide") return null;
  const smallClaims = appPage("small-claims").route;
  const wizard = (tab: string) => `${smallClaims}?tab=${tab}&case=${item.id}`;
  const { lead } = packetCase;
  const leadWizard = `${appPage(lead.page).route}?tab=${lead.tab}${lead.forThisCase ? `&case=${item.id}` : ""}`;
  const side = packet.data?.side ?? packetCase.side;
  const defendant = side === "defendant";
  return (
    <Card className="grid gap-4 p-5" data-testid="filing-packet">
      <h3 className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <FolderCheck className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <span>{t("packet.heading")}</span>
      </h3>
      <p className="text-sm text-slate-700">{t(defendant ? "packet.answer.intro" : "packet.intro")}</p>
      {packet.isPending ? (
        <LoadingState status={t("packet.loading")} shape="rows" />
      ) : packet.isError ? (
        missing ? (
          <p className="text-sm text-slate-800" role="status">
            {serverMessage(packet.error, t(defendant ? "packet.answer.needsAnswer" : "packet.needsStatement"))}{" "}
            <Link to={leadWizard} className={linkClass}>
              {t(defendant ? "packet.answer.makeAnswer" : "packet.makeStatement")}
            </Link>
          </p>
        ) : (
          <LoadError what={t("packet.what")} query={packet} />
        )
      ) : (
        <>
          <ol className="grid list-decimal gap-1 pl-6 text-sm text-slate-800" aria-label={t("packet.papersLabel")}>
            {packet.data.papers.map((paper) => (
              <li key={paper.fileName}>
                {t(kindTextKeys(paper.kind).title, { ns: KINDS_NAMESPACE })}
                {paper.defendant && ` (${paper.defendant})`}
                {!paper.saved && <span className="text-slate-600"> · {t("packet.filledIn")}</span>}
                <PaperParts paper={paper} />
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap gap-3">
            <a className={buttonVariants()} href={urlOf(downloadPacketPdf, { params: { id: item.id } })} download>
              <Download aria-hidden="true" /> {t("packet.getPdf")}
            </a>
            <a
              className={buttonVariants({ variant: "outline" })}
              href={urlOf(downloadPacketZip, { params: { id: item.id } })}
              download
            >
              <FileArchive aria-hidden="true" /> {t("packet.getZip")}
            </a>
          </div>
          {packet.data.side === "defendant" ? (
            <AnswerHowTo packet={packet.data} />
          ) : (
            <>
              <ul className="grid gap-1 text-sm">
                <li>
                  <Link to={wizard("summons")} className={linkClass}>
                    {t("packet.addSummons")}
                  </Link>
                </li>
                <li>
                  <Link to={wizard("cover-sheet")} className={linkClass}>
                    {t("packet.editCoverSheet")}
                  </Link>
                </li>
                {!packet.data.indigencyApplication && (
                  <li>
                    <Link to={wizard("fee-waiver")} className={linkClass}>
                      {t("packet.askFeeWaiver")}
                    </Link>
                  </li>
                )}
              </ul>
              <HowToFile packet={packet.data} />
            </>
          )}
        </>
      )}
    </Card>
  );
}

/** What an answer holds besides the answer itself: its motion, its counterclaim and its certificate of service. */
function PaperParts({ paper }: { paper: PacketPaper }) {
  const { t } = useTranslation("cases");
  const parts = (paper.holds ?? []).filter((part) => part !== "answer");
  if (parts.length === 0) return null;
  return (
    <span className="block text-slate-600">
      {t("packet.answer.holds", { parts: parts.map((part) => t(`packet.answer.parts.${part}`)).join(", ") })}
    </span>
  );
}

/** "How to file this": at the clerk's counter, or online through the e-filing portal, with her packet's numbers. */
function HowToFile({ packet }: { packet: PlaintiffPacketJson }) {
  const { t, i18n } = useTranslation("cases");
  const money = (amount: number) => formatMoney(amount, "whole", i18n.language);
  const fee = smallClaimsFilingFee(packet.claimAmount);
  const { summonsFeeDollars, sheriffServiceFeeDollars, certifiedMailServiceOnlyForFloridaResidents } = SMALL_CLAIMS;
  const count = packet.defendants;
  const county = countyOfCode(packet.county) ?? packet.county;
  const portal = COURTS.eFilingPortal.value.replace(/^https:\/\//, "");
  const counter = [
    t("packet.howTo.counter.print", { copies: count + 1 }),
    fee.ok
      ? t("packet.howTo.counter.filingFee", {
          amount: formatMoney(packet.claimAmount, "cents", i18n.language),
          fee: money(fee.fee),
          citation: fee.citation,
        })
      : t("packet.howTo.counter.filingFeeUnknown"),
    t("packet.howTo.counter.summonsFee", {
      count,
      each: money(summonsFeeDollars.value),
      total: money(summonsFeeDollars.value * count),
      citation: summonsFeeDollars.citation,
    }),
    t("packet.howTo.counter.pay"),
    packet.indigencyApplication ? t("packet.howTo.counter.indigentIncluded") : t("packet.howTo.counter.indigentAsk"),
  ];
  const service = [
    t("packet.howTo.service.sheriff", {
      each: money(sheriffServiceFeeDollars.value),
      total: money(sheriffServiceFeeDollars.value * count),
      citation: sheriffServiceFeeDollars.citation,
    }),
    t("packet.howTo.service.certifiedMail", { citation: certifiedMailServiceOnlyForFloridaResidents.citation }),
    t("packet.howTo.service.processServer"),
  ];
  const online = [
    t("packet.howTo.online.account", { portal }),
    t("packet.howTo.online.newCase"),
    t("packet.howTo.online.county", { county }),
    t("packet.howTo.online.courtType"),
    t("packet.howTo.online.caseType", { limit: money(SMALL_CLAIMS.limitDollars.value) }),
    t("packet.howTo.online.parties", { count }),
    t("packet.howTo.online.documents", { files: packet.papers.map((paper) => paper.fileName).join(", ") }),
    t("packet.howTo.online.fees"),
    t("packet.howTo.online.submit"),
  ];
  return (
    <section className="grid gap-3 border-t border-slate-200 pt-4" aria-labelledby="how-to-file">
      <h4 id="how-to-file" className="text-base font-bold text-slate-900">
        {t("packet.howTo.heading")}
      </h4>
      <details className="text-sm text-slate-800" open>
        <summary className="min-h-8 cursor-pointer font-semibold text-brand-700">{t("packet.howTo.counter.heading")}</summary>
        <ol className="grid list-decimal gap-1 pl-6 pt-2">
          {counter.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="pt-2 font-semibold">{t("packet.howTo.service.heading")}</p>
        <ul className="grid list-disc gap-1 pl-6 pt-1">
          {service.map((choice) => (
            <li key={choice}>{choice}</li>
          ))}
        </ul>
        <p className="pt-2 text-slate-600">{t("packet.howTo.feeNote")}</p>
      </details>
      <details className="text-sm text-slate-800">
        <summary className="min-h-8 cursor-pointer font-semibold text-brand-700">
          {t("packet.howTo.online.heading", { portal })}
        </summary>
        <ol className="grid list-decimal gap-1 pl-6 pt-2">
          {online.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </details>
    </section>
  );
}
