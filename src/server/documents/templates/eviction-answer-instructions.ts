/**
 * The tenant's plain-English page. First the two things that decide an eviction case: the 5-day deadline
 * (counted from the service date) and the § 83.60(2) rent deposit, in the tenant's own situation; then signing,
 * filing, sending the copy, the repair-defense rule, and what comes next.
 */
import {
  DEPOSITED,
  evictionAnswer,
  MOTION_TO_DETERMINE_RENT,
} from "@shared/documents/eviction-answer";
import type { DataOfKind } from "@shared/documents/registry";
import { evictionAnswerDeadline } from "@shared/florida/deadlines";
import { LANDLORD_TENANT } from "@shared/florida/law";
import { formatDate, formatMoney } from "@shared/i18n/format";
import { instructionsPages, type InstructionSection } from "../layout/instructions";
import type { PdfWriter } from "../pdf-writer";
import { explanationWithCitation, summaryWithCitation } from "./cited-rule";
import { signIt, whereToFile } from "./small-claims-instructions";
import { countyName } from "../county-name";

type AnswerData = DataOfKind<"eviction_answer">;

const { evictionRentDepositRequired, motionToDetermineRentNeedsDocuments, rentWithholdingNoticeDays } = LANDLORD_TENANT;

function rentDeposit(data: AnswerData, due: string): InstructionSection {
  const rent = formatMoney(data.rent_alleged);
  const rule = summaryWithCitation(evictionRentDepositRequired);
  const keepPaying =
    "Keep paying each month's rent to the clerk on the day it is due, for as long as the case goes on. Missing one " +
    "payment can end your case.";
  const onlyPayment = data.response_type === "paid_rent" && data.defenses.length === 0;
  const situation =
    data.rent_deposit === DEPOSITED
      ? [`You said you paid ${formatMoney(data.rent_deposited_amount ?? 0)} into the court registry. Keep the clerk's receipt.`, keepPaying]
      : data.rent_deposit === MOTION_TO_DETERMINE_RENT
        ? [
            `Your paper includes a Motion to Determine Rent. File it by ${due}. Attach copies of the papers that ` +
              `show the landlord's amount is wrong, such as receipts (${motionToDetermineRentNeedsDocuments.citation}).`,
            "Ask the clerk how to get a hearing on the motion. Then pay the amount the judge sets, by the day the " +
              `judge sets. Until then, you can pay the ${formatMoney(data.correct_rent_amount ?? 0)} you believe is ` +
              "owed into the registry.",
            keepPaying,
          ]
        : [
            onlyPayment
              ? "Your only defense is that you paid. That defense does not need a deposit. If you add any other " +
                `defense, you must deposit ${rent} by ${due}.`
              : `WARNING: you said you have not paid the rent into the court. To keep your defenses, pay ${rent} ` +
                `to the Clerk of Court by ${due}, or file a motion to determine rent by then. If you do not, you lose ` +
                "every defense except payment, and the landlord can get a default judgment and a writ of possession " +
                "without a hearing.",
            "Pay the clerk with cash, a cashier's check or a money order. Ask for a receipt.",
          ];
  return { heading: "Pay the rent into the court registry", paragraphs: [rule, ...situation] };
}

export function evictionAnswerInstructions(w: PdfWriter, data: AnswerData, title: string): void {
  const deadline = evictionAnswerDeadline(data.service_date);
  const due = formatDate(deadline.date, "weekday");
  const sendTo = data.landlord_attorney ? `the landlord's lawyer, ${data.landlord_attorney}` : data.landlord_name;
  const repairs = data.defenses.some((defense) => defense === "landlord_breach" || defense === "habitability");
  instructionsPages(
    w,
    [
      {
        heading: `File it by ${due}`,
        paragraphs: [
          `You were served on ${formatDate(data.service_date, "weekday")}. ${explanationWithCitation(deadline)}`,
          "Do not wait for the last day. The clerk's office may close early.",
        ],
      },
      rentDeposit(data, due),
      signIt(title, "one for the clerk, one for the landlord or the landlord's lawyer, and one for you", false),
      whereToFile(countyName(data.county), data.case_number),
      {
        heading: "Send a copy to the landlord",
        paragraphs: [
          `On the day you file, send a copy to ${sendTo} at the address in the Certificate of Service.`,
          "In the Certificate of Service, check how you sent it and write the date. Then sign it.",
        ],
      },
      ...(repairs
        ? [
            {
              heading: "If your defense is about repairs",
              paragraphs: [
                summaryWithCitation(rentWithholdingNoticeDays),
                "Attach a copy of your written notice to the landlord, and bring photos and repair records.",
              ],
            },
          ]
        : []),
      {
        heading: "What happens next",
        paragraphs: [
          "The judge may decide the case from the papers, or set a hearing. Watch your mail and check the case online.",
          "If there is a hearing, go, and bring your lease, receipts, photos, texts and letters, and a photo ID.",
          "If you lose, the clerk can issue a writ of possession, and the sheriff will post a notice telling you when you must leave.",
        ],
      },
      {
        heading: "What to keep",
        bullets: [
          "A copy of everything you filed, stamped by the clerk if you filed in person.",
          "Every receipt for rent paid to the landlord or to the court.",
          "Your lease, notices, photos and letters.",
        ],
      },
    ],
    evictionAnswer.statutes,
  );
}
