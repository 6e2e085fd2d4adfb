/**
 * A tenant's answer to an eviction complaint in county court: the response and the selected defenses with the
 * tenant's facts, what § 83.60(2) asks about the rent (deposited into the registry, or a motion to determine
 * rent in the same paper), the counterclaim, the request to the court, the signature block and a certificate of
 * service on the landlord or the landlord's lawyer.
 */
import {
  DEPOSITED,
  evictionAnswer,
  MOTION_TO_DETERMINE_RENT,
  REPAIRS_DEFENSE,
  type EVICTION_DEFENSES,
  type RESPONSE_TYPES,
} from "@shared/documents/eviction-answer";
import type { DataOfKind } from "@shared/documents/registry";
import { LANDLORD_TENANT } from "@shared/florida/law";
import { formatDate, formatMoney } from "@shared/i18n/format";
import { countyName } from "../county-name";
import { englishKindTitle } from "../english-catalog";
import { courtHeader, signAndServe } from "../layout/court";
import type { DocumentRenderer } from "../renderer";
import { oneLine } from "../typed-text";
import { counterclaimParagraphs, defensesWithFacts, numberedSection } from "./answer-parts";
import { optionWords } from "./option-words";
import { statuteInText as statute } from "./statute-in-text";
import { evictionAnswerInstructions } from "./eviction-answer-instructions";

type AnswerData = DataOfKind<"eviction_answer">;

const defenseName = optionWords(evictionAnswer, "defenses");

const {
  retaliationProhibited,
  landlordMaintenanceDuties,
  rentWithholdingNoticeDays,
  evictionRentDepositRequired,
  prevailingPartyFeesNotWaivable,
  fairHousing,
} = LANDLORD_TENANT;

const RESPONSES: Record<(typeof RESPONSE_TYPES)[number], string> = {
  paid_rent: "Defendant denies owing the rent Plaintiff claims. Defendant paid the rent.",
  improper_notice: "Defendant denies that Plaintiff gave Defendant a proper notice before filing this action.",
  landlord_breach:
    "Defendant denies that Plaintiff is entitled to possession, because Plaintiff did not comply with the rental " + "agreement.",
  need_time: "Defendant asks the Court for a reasonable time to move out before any writ of possession issues.",
};

/** Each defense's paragraph, after its name as the kind prints it (src/shared/documents/paper/defense-headings.ts). */
const DEFENSES: Record<(typeof EVICTION_DEFENSES)[number], string> = {
  improper_notice:
    "The notice Plaintiff relies on does not meet the requirements of section 83.56, Florida " +
    "Statutes, so it cannot support this action.",
  retaliation:
    "Plaintiff brought this action to retaliate against Defendant for good-faith complaints " +
    `or for using Defendant's rights as a tenant, contrary to ${statute(retaliationProhibited.citation)}.`,
  discrimination:
    "Plaintiff brought this action because of Defendant's race, color, national origin, religion, " +
    "sex, disability, familial status, or another trait protected by the fair housing laws, which those laws forbid " +
    `(${fairHousing.citation}).`,
  landlord_breach:
    "Plaintiff materially failed to comply with the rental agreement and with Plaintiff's duties " +
    `under ${statute(landlordMaintenanceDuties.citation)}.`,
  habitability:
    "Plaintiff failed to keep the premises in the condition required by " + `${statute(landlordMaintenanceDuties.citation)}.`,
};

/**
 * § 83.60(1)(b): the repairs defense rests on the tenant's written notice. The paper states its date and, when it
 * said so, that it named the problem and the intent to withhold rent; it never says the notice lacked what it lacked
 * (the wizard and the instructions warn her instead).
 */
function repairNotice(data: AnswerData): string | undefined {
  if (!data.defenses.includes(REPAIRS_DEFENSE) || !data.repair_notice_date) return undefined;
  const date = formatDate(data.repair_notice_date);
  return data.repair_notice_said_withhold === "yes"
    ? `On ${date}, Defendant delivered to Plaintiff a written notice that specified the noncompliance and stated ` +
        `that Defendant intended to withhold rent because of it, as required by ${statute(rentWithholdingNoticeDays.citation)}.`
    : `On ${date}, Defendant delivered to Plaintiff a written notice of the noncompliance.`;
}

/** The paper's title says everything it holds (a filing packet names its file after it). */
export function evictionAnswerTitle(data: AnswerData): string {
  const parts = [
    ...(data.rent_deposit === MOTION_TO_DETERMINE_RENT ? ["Motion to Determine Rent"] : []),
    ...(data.counterclaim === "yes" ? ["Counterclaim"] : []),
  ];
  return parts.length === 0 ? englishKindTitle(evictionAnswer.kind) : `Answer, ${parts.join(" and ")}`;
}

function rentParagraphs(data: AnswerData): string[] {
  const rule = statute(evictionRentDepositRequired.citation);
  if (data.rent_deposit === DEPOSITED) {
    return [
      `Defendant has deposited ${formatMoney(data.rent_deposited_amount ?? 0)} into the registry of the Court and ` +
        `will deposit the rent that comes due while this action is pending, as required by ${rule}.`,
    ];
  }
  if (data.rent_deposit === MOTION_TO_DETERMINE_RENT) return [];
  const onlyPayment = data.response_type === "paid_rent" && data.defenses.length === 0;
  return onlyPayment ? [`Defendant's defense is payment, for which no deposit into the registry is required by ${rule}.`] : [];
}

function motionToDetermineRent(data: AnswerData): string[] {
  return [
    `Defendant moves the Court to determine the amount of rent to be paid into the registry of the Court, under ` +
      `${statute(evictionRentDepositRequired.citation)}.`,
    `The Complaint claims ${formatMoney(data.rent_alleged)} in rent. That amount is wrong because: ` +
      `${data.determine_rent_reason ?? ""}`,
    `Defendant believes the rent actually owed is ${formatMoney(data.correct_rent_amount ?? 0)}. Documents showing ` +
      "that the amount claimed is wrong are attached.",
    "Defendant asks the Court to set a hearing on this motion, determine the amount to be deposited, and allow " +
      "Defendant to deposit it and keep all defenses.",
  ];
}

export const renderEvictionAnswer: DocumentRenderer<"eviction_answer"> = (w, data) => {
  const title = evictionAnswerTitle(data);
  courtHeader(w, {
    county: countyName(data.county),
    plaintiff: data.landlord_name,
    defendant: data.tenant_name,
    caseNumber: data.case_number,
    title,
  });
  w.paragraph(
    `Defendant, ${data.tenant_name}, answers the Complaint for eviction filed by Plaintiff, ${data.landlord_name}, ` +
      `about the premises at ${oneLine(data.property_address)}, as follows:`,
  );
  // Asking for time admits nothing: the general denial stays, or the complaint would stand admitted.
  const response = [
    `${RESPONSES[data.response_type]} ${data.response_details}`,
    "Defendant denies every allegation of the Complaint not admitted above.",
  ];
  let next = w.numbered([...response, ...rentParagraphs(data)]);

  if (data.defenses.length > 0 || data.defense_details) {
    const notice = repairNotice(data);
    const defenses = data.defenses.map(
      (defense) => `${defenseName(defense)}. ${DEFENSES[defense]}${defense === REPAIRS_DEFENSE && notice ? ` ${notice}` : ""}`,
    );
    next = numberedSection(w, "DEFENSES", defensesWithFacts(defenses, data.defense_details), next);
  }
  if (data.rent_deposit === MOTION_TO_DETERMINE_RENT) {
    next = numberedSection(w, "MOTION TO DETERMINE RENT", motionToDetermineRent(data), next);
  }
  const amount = data.counterclaim === "yes" ? data.counterclaim_amount : undefined;
  if (amount !== undefined) {
    const claim = { defendant: data.tenant_name, plaintiff: data.landlord_name, amount, reason: data.counterclaim_details };
    numberedSection(w, "COUNTERCLAIM", counterclaimParagraphs(claim), next);
  }

  const asks = [
    "deny Plaintiff possession of the premises and enter judgment for Defendant" +
      (data.response_type === "need_time"
        ? " (or, if it enters judgment for Plaintiff, give Defendant a reasonable time to move out)"
        : ""),
    ...(data.rent_deposit === MOTION_TO_DETERMINE_RENT ? ["determine the rent to be deposited into the registry"] : []),
    ...(amount !== undefined ? [`award Defendant ${formatMoney(amount)} on the counterclaim`] : []),
    `award Defendant court costs under ${statute(prevailingPartyFeesNotWaivable.citation)}`,
  ];
  w.paragraph(`Defendant asks the Court to ${asks.join(", ")}, and to grant any other relief the Court finds fair.`);

  signAndServe(
    w,
    {
      role: "Defendant",
      name: data.tenant_name,
      address: data.property_address,
      phone: data.tenant_phone,
      email: data.tenant_email,
    },
    {
      document: title,
      servedRole: data.landlord_attorney ? "Plaintiff's attorney" : "Plaintiff",
      servedName: data.landlord_attorney ?? data.landlord_name,
      servedAddress: data.landlord_address,
    },
  );
  evictionAnswerInstructions(w, data, title);
};
