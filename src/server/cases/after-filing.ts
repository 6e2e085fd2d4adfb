/**
 * After filing: what comes next for a plaintiff once the clerk has her case, with dates. The
 * pretrial conference is the day the clerk wrote on the summons (Rule 7.090(b) sets it within 50 days of filing);
 * a defendant's counterclaim is due 5 days before it (Rule 7.100, counted back by Rule 2.514); a trial, if needed,
 * follows within 60 days with at least 10 days' notice (Rule 7.090(d)). Words: server.json `afterFiling.*`.
 */
import { pretrialConferenceDeadline, smallClaimsCounterclaimDeadline } from "@shared/florida/deadlines";
import { SMALL_CLAIMS } from "@shared/florida/law";
import type { CaseFiling, NextStep } from "@shared/filing-schemas";
import { formatDate } from "@shared/i18n/format";
import { say as t } from "../interface-text";
import { currentLanguage } from "../request-language";

const day = (date: string) => formatDate(date, "long", currentLanguage());

/** The deadlines her record of filing adds to her list: the pretrial conference and the counterclaim date. */
export function filingDeadlines(
  filing: CaseFiling,
): { title: string; description: string; dueDate: string; type: string; priority: string }[] {
  if (!filing.pretrialDate) return [];
  const pretrial = pretrialConferenceDeadline(filing.pretrialDate);
  const counterclaim = smallClaimsCounterclaimDeadline(filing.pretrialDate);
  return [
    {
      title: t("afterFiling.deadlines.counterclaimTitle"),
      description: t("afterFiling.deadlines.counterclaimDescription", {
        days: SMALL_CLAIMS.counterclaimBeforePretrial.value,
        citation: SMALL_CLAIMS.counterclaimBeforePretrial.citation,
      }),
      dueDate: counterclaim.date,
      type: "filing",
      priority: "medium",
    },
    {
      title: t("afterFiling.deadlines.pretrialTitle", { caseNumber: filing.caseNumber }),
      description: t("afterFiling.deadlines.pretrialDescription", { citation: pretrial.citation }),
      dueDate: pretrial.date,
      type: "hearing",
      priority: "high",
    },
  ];
}

/** What comes next, in order: serving each defendant, the counterclaim date, the pretrial conference, a trial. */
export function nextStepsAfterFiling(filing: CaseFiling): NextStep[] {
  const steps: NextStep[] = filing.service.map((record) =>
    record.servedOn
      ? {
          key: "served",
          text: t("afterFiling.served", { defendant: record.defendant, date: day(record.servedOn) }),
          date: record.servedOn,
        }
      : {
          key: "serve",
          text: t(`afterFiling.serve.${record.method}`, { defendant: record.defendant }),
          ...(record.method === "certified_mail"
            ? { citation: SMALL_CLAIMS.certifiedMailServiceOnlyForFloridaResidents.citation }
            : {}),
        },
  );
  if (!filing.pretrialDate) {
    steps.push({
      key: "pretrial",
      text: t("afterFiling.pretrialNotSet", { days: SMALL_CLAIMS.pretrialConferenceWithinDaysOfFiling.value }),
      citation: SMALL_CLAIMS.pretrialConferenceWithinDaysOfFiling.citation,
    });
  } else {
    const counterclaim = smallClaimsCounterclaimDeadline(filing.pretrialDate);
    steps.push(
      {
        key: "counterclaims",
        text: t("afterFiling.counterclaims", {
          date: day(counterclaim.date),
          days: SMALL_CLAIMS.counterclaimBeforePretrial.value,
        }),
        date: counterclaim.date,
        citation: counterclaim.citation,
      },
      {
        key: "pretrial",
        text: t("afterFiling.pretrial", { date: day(filing.pretrialDate) }),
        date: filing.pretrialDate,
        citation: pretrialConferenceDeadline(filing.pretrialDate).citation,
      },
    );
  }
  steps.push(
    { key: "bring", text: t("afterFiling.bring") },
    {
      key: "trial",
      text: t("afterFiling.trial", {
        days: SMALL_CLAIMS.trialWithinDaysAfterPretrial.value,
        notice: SMALL_CLAIMS.trialNoticeMinimumDays.value,
      }),
      citation: SMALL_CLAIMS.trialWithinDaysAfterPretrial.citation,
    },
  );
  return steps;
}
