/**
 * General demand letter: what happened, what the sender demands (payment, performance, return of property, or
 * that an action stop), by a date, what would settle it, and the lawful steps the sender may take next. Never a
 * threat of criminal charges (§ 836.05). Its instructions say how to send it and what to do if there is no answer.
 */
import { generalDemandLetter, type DemandType } from "@shared/documents/general-demand-letter";
import { formatDate, formatMoney } from "@shared/i18n/format";
import { instructionsText } from "../instructions-text";
import type { DocumentRenderer } from "../renderer";
import { asSentence, lowerFirst } from "../typed-text";
import { ceaseDesistLetter, complyBy } from "./cease-desist-letter";
import { optionWords } from "./option-words";

const instructions = instructionsText("general_demand_letter");
const nextStepWords = optionWords(generalDemandLetter, "consequences");

const SUBJECT: Record<DemandType, string> = {
  payment: "Demand for payment",
  performance: "Demand that you do what you agreed to do",
  return_of_property: "Demand for the return of my property",
  stop_action: "Demand that you stop",
};

function demand(type: DemandType, amount: number | undefined): string {
  switch (type) {
    case "payment":
      return `pay me ${formatMoney(amount ?? 0)}`;
    case "performance":
      return "do what you agreed to do, as described above";
    case "return_of_property":
      return "return my property, as described above, in the condition it was in";
    case "stop_action":
      return "stop what is described above, and not do it again";
  }
}

export const renderGeneralDemandLetter: DocumentRenderer<"general_demand_letter"> = (w, data, context) => {
  const by = complyBy(context, data.response_days);
  const steps = data.consequences.map((step) => lowerFirst(nextStepWords(step)));
  ceaseDesistLetter(w, data, context, {
    subject: SUBJECT[data.demand_type],
    body: [
      `I am writing about what happened on or about ${formatDate(data.incident_date)}.`,
      asSentence(data.description),
      `I demand that, by ${by}, you ${demand(data.demand_type, data.amount_owed)}.`,
      ...(data.acceptable_resolution
        ? [`I would accept this to settle the matter: ${asSentence(data.acceptable_resolution)}`]
        : []),
      ...(data.sender_phone || data.sender_email
        ? [
            `You can reach me ${[data.sender_phone && `by phone at ${data.sender_phone}`, data.sender_email && `by e-mail at ${data.sender_email}`].filter(Boolean).join(" or ")}.`,
          ]
        : []),
    ],
    remedies: steps.length > 1 ? `${steps.slice(0, -1).join(", ")} or ${steps.at(-1) ?? ""}` : (steps[0] ?? "going to court"),
    ...(data.demand_type === "stop_action" ? { askConfirmation: { by } } : {}),
    sections: [
      {
        heading: instructions("noAnswer.heading"),
        paragraphs: [instructions("noAnswer.smallClaims"), instructions("noAnswer.writeItDown")],
      },
    ],
    keep: [instructions("keep.everything")],
    statutes: generalDemandLetter.statutes,
  });
};
