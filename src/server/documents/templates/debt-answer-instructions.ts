/**
 * The debt answer's instruction pages, and which court the answer is written for. The deadline depends on the
 * court: 20 days after service outside small claims (Rule 1.140(a)), the pretrial conference in small claims
 * (Rule 7.090(c)). When the person is not sure, the earlier (20-day) deadline is shown, to be safe.
 */
import { DEBT_COURT, debtAnswer } from "@shared/documents/debt-answer";
import type { DataOfKind } from "@shared/documents/registry";
import { debtAnswerDeadline, type DebtCourt } from "@shared/florida/deadlines";
import { COURTS, DEBT } from "@shared/florida/law";
import { formatDate, formatMoney } from "@shared/i18n/format";
import { countyName } from "../county-name";
import { instructionsPages, type InstructionSection } from "../layout/instructions";
import type { PdfWriter } from "../pdf-writer";
import { oneLine } from "../typed-text";
import { explanationWithCitation, summaryWithCitation } from "./cited-rule";
import { FILE_ONLINE, pretrialConference, signIt } from "./small-claims-instructions";

type Data = DataOfKind<"debt_answer">;

export interface AnswerCourt {
  /** The court whose deadline applies (county court's when the person is not sure). */
  deadlineCourt: DebtCourt;
  caption: "county" | "circuit";
  sure: boolean;
}

const COURT_OF_OPTION: Record<string, DebtCourt> = {
  [DEBT_COURT.smallClaims]: "small_claims",
  [DEBT_COURT.county]: "county_civil",
  [DEBT_COURT.circuit]: "circuit",
};

export function answerCourt(data: Pick<Data, "court" | "debt_amount">): AnswerCourt {
  const chosen = COURT_OF_OPTION[data.court];
  if (chosen) return { deadlineCourt: chosen, caption: chosen === "circuit" ? "circuit" : "county", sure: true };
  // Not sure: the caption follows the amount sued for; the deadline is the earlier one.
  const overCountyLimit = data.debt_amount > COURTS.countyCourtCivilLimitDollars.value;
  return { deadlineCourt: "county_civil", caption: overCountyLimit ? "circuit" : "county", sure: false };
}

function deadlineSection(data: Data, court: AnswerCourt, today: string): InstructionSection {
  const deadline = debtAnswerDeadline(data.service_date, court.deadlineCourt);
  const late =
    deadline.date !== null && deadline.date < today
      ? [
          `That day has passed. Do not give up: file your answer today. ${summaryWithCitation(DEBT.answerBeforeDefault)} ` +
            "Call the clerk or a legal aid office right away.",
        ]
      : [];
  const served = `You were served on ${formatDate(data.service_date)}.`;
  const serve = "To serve your answer, file it with the clerk and send a copy to the other side, both by that day.";
  if (court.sure) {
    const rule = `${served} ${explanationWithCitation(deadline)}`;
    return { heading: "Your deadline", paragraphs: [rule, ...(deadline.date ? [serve] : []), ...late] };
  }
  const smallClaims = debtAnswerDeadline(data.service_date, "small_claims");
  const captionCourt = court.caption === "circuit" ? "Circuit Court" : "County Court";
  return {
    heading: "Your deadline",
    paragraphs: [
      `You were not sure which court your case is in, so use the earlier deadline, to be safe. ${served} ` +
        explanationWithCitation(deadline),
      serve,
      ...late,
      `If your case is in small claims court: ${explanationWithCitation(smallClaims)}`,
      `Call the clerk to check which court your case is in. This answer is headed "${captionCourt}" because of ` +
        `the amount sued for (county court hears cases up to ${formatMoney(COURTS.countyCourtCivilLimitDollars.value, "whole")}). ` +
        "If the top of your papers says a different court, change your answer in the app and download it again.",
    ],
  };
}

function fileAndSend(data: Data, court: AnswerCourt): InstructionSection[] {
  const to = data.plaintiff_attorney ? `the plaintiff's lawyer, ${data.plaintiff_attorney}` : data.plaintiff_name;
  return [
    {
      heading: "File it with the clerk",
      paragraphs: [
        `File it with the Clerk of Court in ${countyName(data.county)} County, in the ${court.caption} court, under case number ` +
          `${data.case_number}. Ask the clerk to stamp your copy.`,
        FILE_ONLINE,
      ],
    },
    {
      heading: "Send a copy to the other side",
      paragraphs: [
        `On the day you file, send a copy to ${to} at ${oneLine(data.service_address)}` +
          (data.service_email ? `, or by e-mail to ${data.service_email}.` : "."),
        "In the Certificate of Service, check how you sent it, write the date, and sign it.",
      ],
    },
  ];
}

function defenseNotes(data: Data): InstructionSection[] {
  const notes: string[] = [];
  if (data.defenses.includes("statute_of_limitations")) {
    const law = data.debt_type === "credit_card" ? DEBT.creditCardLimitationsYears : DEBT.limitationsWrittenContractYears;
    const oral = DEBT.limitationsOralContractOrOpenAccountYears;
    notes.push(`Time limit to sue: ${summaryWithCitation(law)}`);
    if (data.debt_type !== "credit_card") notes.push(summaryWithCitation(oral));
  }
  if (data.arbitration_clause === "yes") {
    notes.push(
      `Arbitration: ${summaryWithCitation(DEBT.arbitrationCanBeCompelled)} ` +
        "Your answer demands arbitration. To pause the lawsuit you must also file a motion to compel arbitration. " +
        "Read the clause first: a lawyer or legal aid office can tell you if arbitration is good for you.",
    );
  }
  if (notes.length === 0) return [];
  return [{ heading: "About your defenses", paragraphs: [...notes, "Bring proof of each defense you checked."] }];
}

function whatNext(court: AnswerCourt): InstructionSection {
  if (court.deadlineCourt === "small_claims") return pretrialConference("defendant");
  return {
    heading: "What happens next",
    paragraphs: [
      "The plaintiff may send you written questions or ask the court to decide the case without a trial. Answer " +
        "every paper you get, on time. If a hearing is set, go to it.",
      "If your address changes, tell the clerk and the other side in writing.",
    ],
  };
}

export function debtAnswerInstructions(w: PdfWriter, data: Data, court: AnswerCourt, today: string): void {
  const copies = `one for the clerk, one for ${data.plaintiff_attorney ? "the plaintiff's lawyer" : "the plaintiff"}, and one for you`;
  instructionsPages(
    w,
    [
      deadlineSection(data, court, today),
      signIt("Answer", copies, false),
      ...fileAndSend(data, court),
      ...defenseNotes(data),
      whatNext(court),
      {
        heading: "What to keep",
        bullets: [
          "Your copy of the answer, stamped by the clerk.",
          "Every paper the court or the plaintiff sends you.",
          "Your proof: payment records, bank statements, letters from the creditor or collector.",
        ],
      },
    ],
    debtAnswer.statutes,
  );
}
