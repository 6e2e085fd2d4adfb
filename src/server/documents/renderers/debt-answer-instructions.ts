/**
 * The debt answer's instruction pages, and which court the answer is written for. The deadline depends on the
 * court: 20 days after service outside small claims (Rule 1.140(a)), the pretrial conference in small claims
 * (Rule 7.090(c)). When the person is not sure, the earlier (20-day) deadline is shown, to be safe. The words are
 * in content/en/instructions/debt_answer.yml.
 */
import {
  DEBT_COURT,
  debtAnswer,
  DEMAND_ARBITRATION,
  RESERVE_ARBITRATION,
  STATUTE_OF_LIMITATIONS,
  STUDENT_LOAN,
} from "@shared/documents/debt-answer";
import type { DataOfKind } from "@shared/documents/registry";
import { debtAnswerDeadline, type DebtCourt } from "@shared/florida/deadlines";
import { COURTS, SMALL_CLAIMS } from "@shared/florida/law";
import { formatDate } from "../instructions-format";
import { countyName } from "../county-name";
import { instructionsText } from "../instructions-text";
import { instructionsPages, type InstructionSection } from "../layout/instructions";
import type { PdfWriter } from "../pdf-writer";
import { oneLine } from "../typed-text";
import { explanationWithCitation } from "./cited-rule";
import { fileOnline, pretrialConference, signIt } from "./small-claims-instructions";

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

const text = instructionsText("debt_answer");

function deadlineSection(data: Data, court: AnswerCourt, today: string): InstructionSection {
  const deadline = debtAnswerDeadline(data.service_date, court.deadlineCourt);
  const late = deadline.date !== null && deadline.date < today ? [text("deadline.passed")] : [];
  const servedOn = formatDate(data.service_date);
  const serve = text("deadline.serve");
  if (court.sure) {
    const rule = text("deadline.sure", { servedOn, deadline: explanationWithCitation(deadline) });
    return { heading: text("deadline.heading"), paragraphs: [rule, ...(deadline.date ? [serve] : []), ...late] };
  }
  const smallClaims = debtAnswerDeadline(data.service_date, "small_claims");
  const captionCourt = court.caption === "circuit" ? text("courts.circuitCaption") : text("courts.countyCaption");
  return {
    heading: text("deadline.heading"),
    paragraphs: [
      text("deadline.notSure", { servedOn, deadline: explanationWithCitation(deadline) }),
      serve,
      ...late,
      text("deadline.smallClaims", { deadline: explanationWithCitation(smallClaims) }),
      text("deadline.checkCourt", { court: captionCourt }),
    ],
  };
}

function fileAndSend(data: Data, court: AnswerCourt): InstructionSection[] {
  const to = data.plaintiff_attorney ? text("sendACopy.lawyer", { lawyer: data.plaintiff_attorney }) : data.plaintiff_name;
  const address = oneLine(data.service_address);
  return [
    {
      heading: text("fileIt.heading"),
      paragraphs: [
        text("fileIt.clerk", {
          county: countyName(data.county),
          court: court.caption === "circuit" ? text("courts.circuit") : text("courts.county"),
          caseNumber: data.case_number,
        }),
        fileOnline(),
      ],
    },
    {
      heading: text("sendACopy.heading"),
      paragraphs: [
        data.service_email
          ? text("sendACopy.toAddressOrEmail", { to, address, email: data.service_email })
          : text("sendACopy.toAddress", { to, address }),
        text("sendACopy.certificate"),
      ],
    },
  ];
}

function statuteOfLimitations(debtType: Data["debt_type"]): string[] {
  // A federal student loan has no time limit at all: say so before the state's time limits.
  if (debtType === "credit_card") return [text("defenses.limitCreditCard")];
  if (debtType === STUDENT_LOAN)
    return [text("defenses.federalStudentLoan"), text("defenses.limitPrivateStudentLoan"), text("defenses.limitOral")];
  return [text("defenses.limitWritten"), text("defenses.limitOral")];
}

function defenseNotes(data: Data): InstructionSection[] {
  const notes: string[] = [];
  if (data.defenses.includes(STATUTE_OF_LIMITATIONS)) notes.push(...statuteOfLimitations(data.debt_type));
  if (data.arbitration_clause === DEMAND_ARBITRATION) notes.push(text("defenses.arbitration"));
  if (data.arbitration_clause === RESERVE_ARBITRATION) notes.push(text("defenses.arbitrationReserved"));
  if (notes.length === 0) return [];
  return [{ heading: text("defenses.heading"), paragraphs: [...notes, text("defenses.proof")] }];
}

function whatNext(court: AnswerCourt): InstructionSection {
  if (court.deadlineCourt === "small_claims") return pretrialConference("defendant");
  return {
    heading: text("whatNext.heading"),
    paragraphs: [text("whatNext.papers"), text("whatNext.admissions"), text("whatNext.address")],
  };
}

/** The rules behind the paper: the small claims rule on written answers only when the case may be in small claims. */
function rulesBehind(court: AnswerCourt): readonly string[] {
  const mayBeSmallClaims = court.deadlineCourt === "small_claims" || !court.sure;
  return mayBeSmallClaims
    ? debtAnswer.statutes
    : debtAnswer.statutes.filter((citation) => citation !== SMALL_CLAIMS.writtenAnswerRequired.citation);
}

export function debtAnswerInstructions(w: PdfWriter, data: Data, court: AnswerCourt, today: string): void {
  const copies = data.plaintiff_attorney ? text("signIt.copiesLawyer") : text("signIt.copiesPlaintiff");
  instructionsPages(
    w,
    [
      deadlineSection(data, court, today),
      signIt(text("signIt.document"), copies, false),
      ...fileAndSend(data, court),
      ...defenseNotes(data),
      whatNext(court),
      {
        heading: text("keep.heading"),
        bullets: [text("keep.answer"), text("keep.papers"), text("keep.proof")],
      },
    ],
    rulesBehind(court),
  );
}
