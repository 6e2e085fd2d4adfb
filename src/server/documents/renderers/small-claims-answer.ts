/**
 * Answer (and, when there is one, counterclaim) to a small claims statement of claim: the response to the claim,
 * the affirmative defenses with their facts, the counterclaim, the request to the court, the defendant's
 * signature block and a certificate of service on the plaintiff.
 */
import type { DataOfKind } from "@shared/documents/registry";
import { smallClaimsAnswer, type AFFIRMATIVE_DEFENSES } from "@shared/documents/small-claims-answer";
import { smallClaimsCounterclaimDeadline } from "@shared/florida/deadlines";
import { formatDate, formatMoney } from "@shared/i18n/format";
import { countyName } from "../county-name";
import { englishKindTitle } from "../english-catalog";
import { courtHeader, signAndServe } from "../layout/court";
import { instructionsPages, type InstructionSection } from "../layout/instructions";
import type { DocumentRenderer } from "../renderer";
import { counterclaimParagraphs, defendantSigner, defensesWithFacts, numberedSection } from "./answer-parts";
import { instructionsText } from "../instructions-text";
import { explanationWithCitation } from "./cited-rule";
import { optionWords } from "./option-words";
import { certificateOfService, pretrialConference, signIt, whereToFile } from "./small-claims-instructions";

const instructions = instructionsText("small_claims_answer");
const defenseName = optionWords(smallClaimsAnswer, "affirmative_defenses");

/** Each defense's paragraph, after its name as the kind prints it (src/shared/documents/paper/defense-headings.ts). */
const DEFENSES: Record<(typeof AFFIRMATIVE_DEFENSES)[number], string> = {
  statute_of_limitations:
    "The claim is barred because Plaintiff did not file it within the time the law " +
    "allows (section 95.11, Florida Statutes).",
  payment: "The amount claimed, or part of it, has already been paid.",
  accord_and_satisfaction:
    "The parties agreed to settle this claim, and Defendant did what was agreed, " + "which ended the claim.",
  fraud: "Plaintiff got Defendant to agree by making statements Plaintiff knew were false.",
  duress: "Defendant agreed only because Plaintiff used improper threats or pressure.",
};

const RESPONSES = {
  admit_all: "Defendant admits the allegations of the Statement of Claim.",
  deny_all:
    "Defendant denies all of the allegations of the Statement of Claim and asks that Plaintiff be required to prove them.",
  admit_some: "Defendant admits some of the allegations of the Statement of Claim and denies the others:",
} as const;

/**
 * What the defendant asks the court for. A defendant who admits the claim does not ask that the plaintiff take
 * nothing: only for the counterclaim, if any, and fair relief.
 */
function request(admitsAll: boolean, counterclaimAmount: number | undefined): string {
  const award =
    counterclaimAmount === undefined
      ? undefined
      : `to award Defendant ${formatMoney(counterclaimAmount)} on the counterclaim with costs and interest`;
  if (admitsAll) {
    return award
      ? `Defendant asks the Court ${award}, and to grant any other relief the Court finds fair.`
      : "Defendant asks the Court to consider this Answer and to grant any relief the Court finds fair.";
  }
  return (
    "Defendant asks the Court to enter judgment for Defendant and order that Plaintiff take nothing" +
    (award ? `, ${award}` : "") +
    ", and to grant any other relief the Court finds fair."
  );
}

/** Rule 7.100: the last day to file and serve the counterclaim, and what happens if it is missed. */
function yourCounterclaim(pretrialDate: string | undefined): InstructionSection {
  const deadline = pretrialDate ? smallClaimsCounterclaimDeadline(pretrialDate) : undefined;
  return {
    heading: instructions("counterclaim.heading"),
    paragraphs: [
      ...(deadline
        ? [
            instructions("counterclaim.lastDay", { date: formatDate(deadline.date, "weekday") }),
            explanationWithCitation(deadline),
          ]
        : [instructions("counterclaim.beforePretrial")]),
      instructions("counterclaim.fee"),
      instructions("counterclaim.overLimit"),
    ],
  };
}

/** The paper's title, as it prints it (a filing packet names its file after it). */
export const smallClaimsAnswerTitle = (data: DataOfKind<"small_claims_answer">): string =>
  data.counterclaim === "yes" ? "Answer and Counterclaim" : englishKindTitle(smallClaimsAnswer.kind);

export const renderSmallClaimsAnswer: DocumentRenderer<"small_claims_answer"> = (w, data) => {
  const counterclaim = data.counterclaim === "yes" ? data : undefined;
  courtHeader(w, {
    county: countyName(data.county),
    plaintiff: data.plaintiff_name,
    defendant: data.defendant_name,
    caseNumber: data.case_number,
    title: smallClaimsAnswerTitle(data),
  });
  w.paragraph(
    `Defendant, ${data.defendant_name}, answers the Statement of Claim filed by Plaintiff, ${data.plaintiff_name}, as follows:`,
  );

  const response = [`${RESPONSES[data.admit_deny]}${data.answer_details ? ` ${data.answer_details}` : ""}`];
  if (data.admit_deny === "admit_some") response.push("Defendant denies every allegation not admitted above.");
  if (data.affirmative_defenses.length === 0 && data.defense_details) {
    response.push(`Defendant also states: ${data.defense_details}`);
  }
  let next = w.numbered(response);

  if (data.affirmative_defenses.length > 0) {
    const defenses = data.affirmative_defenses.map((defense) => `${defenseName(defense)}. ${DEFENSES[defense]}`);
    next = numberedSection(w, "AFFIRMATIVE DEFENSES", defensesWithFacts(defenses, data.defense_details), next);
  }

  const amount = counterclaim?.counterclaim_amount;
  if (counterclaim && amount !== undefined) {
    const reason = counterclaim.counterclaim_details;
    const claim = { defendant: data.defendant_name, plaintiff: data.plaintiff_name, amount, reason };
    numberedSection(w, "COUNTERCLAIM", counterclaimParagraphs(claim), next);
  }

  w.paragraph(request(data.admit_deny === "admit_all", amount));
  signAndServe(w, defendantSigner(data), {
    document: counterclaim ? "Answer and Counterclaim" : "Answer",
    servedRole: "Plaintiff",
    servedName: data.plaintiff_name,
    servedAddress: data.plaintiff_address,
  });

  instructionsPages(
    w,
    [
      {
        heading: instructions("mustYouFile.heading"),
        paragraphs: [instructions("mustYouFile.notRequired"), instructions("mustYouFile.go")],
      },
      signIt(instructions("signIt.document"), instructions("signIt.copies"), false),
      whereToFile(countyName(data.county), data.case_number),
      {
        heading: instructions("sendACopy.heading"),
        paragraphs: [instructions("sendACopy.toPlaintiff", { plaintiff: data.plaintiff_name }), certificateOfService()],
      },
      ...(counterclaim && amount !== undefined ? [yourCounterclaim(counterclaim.pretrial_date)] : []),
      pretrialConference("defendant"),
    ],
    smallClaimsAnswer.statutes,
  );
};
