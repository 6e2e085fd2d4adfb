/**
 * Answer (and, when there is one, counterclaim) to a small claims statement of claim: the response to the claim,
 * the affirmative defenses with their facts, the counterclaim, the request to the court, the defendant's
 * signature block and a certificate of service on the plaintiff.
 */
import { smallClaimsAnswer, type AFFIRMATIVE_DEFENSES } from "@shared/documents/small-claims-answer";
import { SMALL_CLAIMS } from "@shared/florida/law";
import { formatMoney } from "@shared/i18n/format";
import { countyName } from "../county-name";
import { englishKindTitle } from "../english-catalog";
import { courtHeader, signAndServe } from "../layout/court";
import { instructionsPages } from "../layout/instructions";
import type { DocumentTemplate } from "../template";
import { counterclaimParagraphs, defendantSigner, defensesWithFacts, numberedSection } from "./answer-parts";
import { summaryWithCitation } from "./cited-rule";
import { pretrialConference, signIt, whereToFile } from "./small-claims-instructions";

const DEFENSES: Record<(typeof AFFIRMATIVE_DEFENSES)[number], string> = {
  statute_of_limitations:
    "Statute of limitations. The claim is barred because Plaintiff did not file it within the time the law " +
    "allows (section 95.11, Florida Statutes).",
  payment: "Payment. The amount claimed, or part of it, has already been paid.",
  accord_and_satisfaction:
    "Accord and satisfaction. The parties agreed to settle this claim, and Defendant did what was agreed, " +
    "which ended the claim.",
  fraud: "Fraud. Plaintiff got Defendant to agree by making statements Plaintiff knew were false.",
  duress: "Duress. Defendant agreed only because Plaintiff used improper threats or pressure.",
};

const RESPONSES = {
  admit_all: "Defendant admits the allegations of the Statement of Claim.",
  deny_all:
    "Defendant denies all of the allegations of the Statement of Claim and asks that Plaintiff be required to prove them.",
  admit_some: "Defendant admits some of the allegations of the Statement of Claim and denies the others:",
} as const;

export const renderSmallClaimsAnswer: DocumentTemplate<"small_claims_answer"> = (w, data) => {
  const counterclaim = data.counterclaim === "yes" ? data : undefined;
  courtHeader(w, {
    county: countyName(data.county),
    plaintiff: data.plaintiff_name,
    defendant: data.defendant_name,
    caseNumber: data.case_number,
    title: counterclaim ? "Answer and Counterclaim" : englishKindTitle(smallClaimsAnswer.kind),
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
    const defenses = data.affirmative_defenses.map((defense) => DEFENSES[defense]);
    next = numberedSection(w, "AFFIRMATIVE DEFENSES", defensesWithFacts(defenses, data.defense_details), next);
  }

  const amount = counterclaim?.counterclaim_amount;
  if (counterclaim && amount !== undefined) {
    const reason = counterclaim.counterclaim_details;
    const claim = { defendant: data.defendant_name, plaintiff: data.plaintiff_name, amount, reason };
    numberedSection(w, "COUNTERCLAIM", counterclaimParagraphs(claim), next);
  }

  w.paragraph(
    "Defendant asks the Court to enter judgment for Defendant and order that Plaintiff take nothing" +
      (amount !== undefined ? `, to award Defendant ${formatMoney(amount)} on the counterclaim with costs and interest` : "") +
      ", and to grant any other relief the Court finds fair.",
  );
  signAndServe(w, defendantSigner(data), {
    document: counterclaim ? "Answer and Counterclaim" : "Answer",
    servedRole: "Plaintiff",
    servedName: data.plaintiff_name,
    servedAddress: data.plaintiff_address,
  });

  const { writtenAnswerRequired, limitDollars } = SMALL_CLAIMS;
  instructionsPages(
    w,
    [
      {
        heading: "Do you have to file this?",
        paragraphs: [
          summaryWithCitation(writtenAnswerRequired),
          "Filing it tells the judge your side before the pretrial conference. The most important thing is to go.",
        ],
      },
      signIt("Answer", "one for the clerk, one for the plaintiff, and one for you", false),
      whereToFile(countyName(data.county), data.case_number),
      {
        heading: "Send a copy to the plaintiff",
        paragraphs: [
          `Send a copy to ${data.plaintiff_name} at the address in the Certificate of Service, on the day you file.`,
          "In the Certificate of Service, check how you sent it and write the date. Then sign it.",
        ],
      },
      ...(amount !== undefined
        ? [
            {
              heading: "Your counterclaim",
              paragraphs: [
                "File your counterclaim as early as you can, before the pretrial conference. Ask the clerk if there is a fee.",
                `A counterclaim over ${formatMoney(limitDollars.value, "whole")} moves the case out of small claims court ` +
                  "(Fla. Sm. Cl. R. 7.100).",
              ],
            },
          ]
        : []),
      pretrialConference("defendant"),
    ],
    smallClaimsAnswer.statutes,
  );
};
