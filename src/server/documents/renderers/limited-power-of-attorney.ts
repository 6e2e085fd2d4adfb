/**
 * Limited power of attorney (Fla. Stat. ch. 709): one purpose, the acts allowed for it and nothing else, an end
 * (a date counted from the signing day or a date chosen: § 709.2109(1)(e); or when the task is done: (1)(f)),
 * durable or not as chosen (§§ 709.2104, 709.2109(1)(b)), the agent's age, and the signing by the principal, two
 * witnesses and a notary. Selling a vehicle also needs Florida's own title form (HSMV 82053): the instructions say so.
 */
import {
  limitedPowerOfAttorney,
  SELL_VEHICLE,
  TIME_LIMIT_DAYS,
  UNTIL_DATE,
  type LIMITED_POWERS,
  type TIME_LIMITS,
} from "@shared/documents/limited-power-of-attorney";
import { addCalendarDays } from "@shared/florida/iso-date";
import { POWER_OF_ATTORNEY } from "@shared/florida/law";
import { formatDate } from "@shared/i18n/format";
import type { DocumentRenderer } from "../renderer";
import { oneLine } from "../typed-text";
import { instructionsText } from "../instructions-text";
import { statuteInParentheses } from "./cited-rule";
import { noSpecialPowers, powerOfAttorney } from "./power-of-attorney-parts";
import { countyName } from "../county-name";
import { englishKindTitle } from "../english-catalog";

const poa = POWER_OF_ATTORNEY;
const instructions = instructionsText("limited_power_of_attorney");

const LIMITED_POWER_WORDING: Record<(typeof LIMITED_POWERS)[number], string> = {
  sign_contract: "Sign, deliver and carry out the contract described above.",
  access_account: "Get information about, deposit to, and withdraw from or transfer money out of the account described above.",
  sell_property:
    "Sell the property described above; sign the deed, title, bill of sale and closing papers; and receive the price for me.",
  sell_vehicle:
    "Sell the vehicle, vessel or mobile home described above; sign its certificate of title, the odometer disclosure " +
    "and the bill of sale; and receive the price for me.",
  file_documents: "Sign and file the documents described above.",
  other: "Do the other acts described above.",
};

type TimeLimit = (typeof TIME_LIMITS)[number];

export interface LimitedTerm {
  /** The day it ends, "YYYY-MM-DD", unless it lasts until the task is done. */
  endDate?: string;
  /** The sentence the document prints. */
  text: string;
  /** Days counted from the signing day, when the time limit is a number of days. */
  days?: number;
  signingDate: string;
}

/** When the power ends: a number of days after the signing day, a date, or when the task is done. */
export function limitedTerm(timeLimit: TimeLimit, specificDate: string | undefined, signingDate: string): LimitedTerm {
  const stated = statuteInParentheses(poa.endsOnStatedDate);
  const early = `, or earlier if the purpose is accomplished ${statuteInParentheses(poa.endsWhenPurposeAccomplished)} or I revoke it`;
  const days = timeLimit in TIME_LIMIT_DAYS ? TIME_LIMIT_DAYS[timeLimit as keyof typeof TIME_LIMIT_DAYS] : undefined;
  if (days) {
    const endDate = addCalendarDays(signingDate, days);
    return {
      endDate,
      days,
      signingDate,
      text:
        `It ends at the end of the day on ${formatDate(endDate)}, ${days} days after ${formatDate(signingDate)}, ` +
        `the day I sign it ${stated}${early}.`,
    };
  }
  if (timeLimit === UNTIL_DATE && specificDate) {
    return {
      endDate: specificDate,
      signingDate,
      text: `It ends at the end of the day on ${formatDate(specificDate)} ${stated}${early}.`,
    };
  }
  return {
    signingDate,
    text:
      `It ends when the purpose described above is accomplished ${statuteInParentheses(poa.endsWhenPurposeAccomplished)}, ` +
      "or earlier if I revoke it.",
  };
}

export const renderLimitedPowerOfAttorney: DocumentRenderer<"limited_power_of_attorney"> = (w, data, context) => {
  const durable = data.durable === "yes";
  const term = limitedTerm(data.time_limit, data.specific_date, data.signing_date ?? context.createdOn);
  const ending = term.days
    ? instructions("term.endsAfterDays", {
        signingDate: formatDate(term.signingDate),
        endDate: formatDate(term.endDate!),
        days: term.days,
      })
    : term.endDate
      ? instructions("term.endsOnDate", { endDate: formatDate(term.endDate) })
      : instructions("term.endsWhenDone");
  const vehicle = data.limited_powers.includes(SELL_VEHICLE);
  powerOfAttorney(w, {
    title: englishKindTitle(limitedPowerOfAttorney.kind),
    principal: { name: data.principal_name, address: data.principal_address },
    agentName: data.agent_name,
    signingCounty: data.signing_county && countyName(data.signing_county),
    articles: [
      {
        heading: "Appointment of my agent",
        body: [
          `I, ${data.principal_name}, of ${oneLine(data.principal_address)}, appoint ${data.agent_name}, of ` +
            `${oneLine(data.agent_address)}, as my agent (attorney-in-fact) to act for me and in my name, only as ` +
            "set out in this limited power of attorney.",
        ],
      },
      { heading: "Purpose", body: ["My agent may act only for this purpose:", data.specific_purpose] },
      {
        heading: "Powers I give my agent",
        body: [
          "For that purpose only, my agent may:",
          { list: data.limited_powers.map((power) => LIMITED_POWER_WORDING[power]), labels: "letters" },
          `My agent has no other power. ${noSpecialPowers()}`,
        ],
      },
      {
        heading: "When it starts and ends",
        body: [
          `This power of attorney is effective immediately when I sign it ${statuteInParentheses(poa.effectiveWhenSigned)}. ` +
            term.text,
        ],
      },
      {
        heading: durable ? "Durability" : "Not durable",
        body: [
          durable
            ? poa.durableWording.value
            : "This power of attorney is not durable. It ends if I become incapacitated " +
              `${statuteInParentheses(poa.nonDurableEndsOnIncapacity)}.`,
        ],
      },
    ],
    hasSuccessorAgent: false,
    initialed: [],
    term: {
      heading: instructions("term.heading"),
      paragraphs: [
        instructions("term.effective"),
        ending,
        durable ? instructions("term.durable") : instructions("term.notDurable"),
      ],
    },
    pay: instructions("pay"),
    realEstate: data.limited_powers.includes("sell_property"),
    ...(vehicle ? { vehicleTitle: instructions("vehicleTitle") } : {}),
    statutes: limitedPowerOfAttorney.statutes,
  });
};
