/**
 * Durable power of attorney (Fla. Stat. ch. 709): the appointment, each power granted spelled out (an agent has
 * only the authority the paper specifically grants), an initial line next to each § 709.2202(1) power chosen,
 * the statute's durable wording (§ 709.2104), effective when signed (no springing power: § 709.2108), pay (only for
 * a qualified agent: § 709.2112(3)-(4)), the agent's age, and the signing by the principal, two witnesses and a
 * notary (§ 709.2105(2)).
 */
import {
  AGENT_QUALIFIED,
  durablePowerOfAttorney,
  SPECIAL_POWER_PARAGRAPHS,
  type POWERS,
  type SpecialPower,
} from "@shared/documents/durable-power-of-attorney";
import { POWER_OF_ATTORNEY } from "@shared/florida/law";
import { formatDate, formatMoney } from "@shared/i18n/format";
import { BLANK, type Article } from "../layout/instrument";
import type { DocumentRenderer } from "../renderer";
import { oneLine } from "../typed-text";
import { instructionsText } from "../instructions-text";
import { statuteInParentheses } from "./cited-rule";
import { noSpecialPowers, powerOfAttorney } from "./power-of-attorney-parts";
import { statuteInText } from "./statute-in-text";
import { countyName } from "../county-name";
import { englishKindTitle } from "../english-catalog";

const poa = POWER_OF_ATTORNEY;
const instructions = instructionsText("durable_power_of_attorney");

/** What each power lets the agent do, in the words the document prints. */
const POWER_WORDING: Record<(typeof POWERS)[number], string> = {
  real_estate:
    "Real estate: buy, sell, lease, mortgage, manage, repair and insure real property I own now or acquire later, " +
    "including my homestead; pay its taxes; and sign deeds, mortgages, leases and closing papers for it.",
  banking:
    "Banking and finances: open, close and manage my accounts at banks, credit unions and investment firms; " +
    "deposit, withdraw and transfer money; sign and endorse checks; buy and sell investments; enter my " +
    "safe-deposit box; and pay my bills and debts from my money.",
  taxes:
    "Taxes: prepare, sign and file my federal, state and local tax returns and other tax papers for any year; " +
    "pay my taxes; claim refunds; and represent me before the Internal Revenue Service and the Florida " +
    "Department of Revenue.",
  insurance_retirement:
    "Insurance and retirement: buy, keep, change and cancel my insurance policies and annuities; make and " +
    "settle claims; and manage my retirement plans and accounts, including taking payments from them.",
  business:
    "Business: run, manage, buy, sell or close any business I own or have an interest in, and vote my shares or " +
    "membership interests.",
  legal_proceedings:
    "Claims and lawsuits: start, defend, settle or end claims, lawsuits and other legal matters for me, and hire " +
    "and pay lawyers and other professionals to help.",
  government_benefits:
    "Government benefits: apply for, receive and manage benefits for me from Social Security, Medicare, " +
    "Medicaid, veterans' programs and other government programs, as far as each program allows an agent.",
};

const PAY_PERIOD: Record<string, string> = {
  per_hour: " per hour",
  per_month: " per month",
  one_time: " in total",
};

/** A § 709.2202(1) power in the statute's words (law.ts), by its code. */
function statuteWords(power: SpecialPower): string {
  const paragraph = SPECIAL_POWER_PARAGRAPHS[power];
  return poa.powersRequiringSeparateInitials.value.find((entry) => entry.paragraph === paragraph)?.text ?? power;
}

interface Pay {
  agent_qualified: string;
  compensation?: string | undefined;
  compensation_amount?: number | undefined;
  compensation_period?: string | undefined;
}

/** What the agent is paid, after "is entitled to"; undefined when the agent serves without pay. */
function payFor(data: Pay): string | undefined {
  if (data.agent_qualified !== AGENT_QUALIFIED || data.compensation === undefined || data.compensation === "none")
    return undefined;
  if (data.compensation === "reasonable") return "reasonable compensation";
  const amount = data.compensation_amount === undefined ? BLANK : formatMoney(data.compensation_amount);
  return `compensation of ${amount}${PAY_PERIOD[data.compensation_period ?? ""] ?? ""}`;
}

/** The pay article: pay only for a qualified agent (§ 709.2112(3)-(4)), expenses for any agent. */
function payArticle(data: Pay): string {
  const expenses = "reimbursed for reasonable expenses paid on my behalf";
  const pay = payFor(data);
  if (pay === undefined) return `My agent will serve without pay, but is entitled to be ${expenses}.`;
  return (
    `My agent is entitled to ${pay} for acting as my agent, and to be ${expenses}. My agent is a qualified agent ` +
    `as defined in ${statuteInText(poa.qualifiedAgent.citation)}. An agent who is not a qualified agent will serve ` +
    `without compensation ${statuteInParentheses(poa.agentCompensation)}, but is entitled to be ${expenses}.`
  );
}

/** The instructions' paragraph on pay, about the agent by name. */
function payInstructions(data: Pay, agent: string): string {
  const pay = payFor(data);
  if (pay !== undefined) return instructions("pay.paid", { agent, pay });
  return data.agent_qualified === AGENT_QUALIFIED
    ? instructions("pay.unpaidQualified", { agent })
    : instructions("pay.unpaid", { agent });
}

export const renderDurablePowerOfAttorney: DocumentRenderer<"durable_power_of_attorney"> = (w, data) => {
  const successor = data.successor_agent;
  const initialed = data.special_powers.map(statuteWords);
  const body: Article[] = [
    {
      heading: "Appointment of my agent",
      body: [
        `I, ${data.principal_name}, born on ${formatDate(data.principal_dob)}, of ${oneLine(data.principal_address)}, ` +
          `appoint ${data.agent_name}, of ${oneLine(data.agent_address)}, telephone ${data.agent_phone}, as my agent ` +
          "(attorney-in-fact) to act for me and in my name, as set out in this power of attorney.",
      ],
    },
    ...(successor
      ? [
          {
            heading: "Successor agent",
            body: [
              `If ${data.agent_name} dies, becomes incapacitated, resigns, or is not able or willing to act, I appoint ` +
                `${successor}, of ${data.successor_address ? oneLine(data.successor_address) : BLANK}, as my successor ` +
                "agent, with the same powers.",
            ],
          },
        ]
      : []),
    {
      heading: "Powers I give my agent",
      body: [
        "I give my agent authority to do the following for me and in my name:",
        { list: data.powers_granted.map((power) => POWER_WORDING[power]), labels: "letters" },
        "My agent may sign any paper and do any act reasonably needed to use these powers, and no others.",
      ],
    },
    {
      heading: "Powers that need my separate initials",
      body:
        data.special_powers.length > 0
          ? [
              "Florida law lets my agent use each of the following powers only if I sign or initial next to it " +
                `${statuteInParentheses(poa.powersRequiringSeparateInitials)}. I give my agent each power below that ` +
                "I have initialed:",
              { initialed: initialed.map((power) => power.replace("subsection (4)", "subsection (4) of that section")) },
              "My agent has none of the other powers listed in that section.",
            ]
          : [noSpecialPowers()],
    },
    {
      heading: "When it starts, and durability",
      body: [
        `This power of attorney is effective immediately when I sign it ${statuteInParentheses(poa.effectiveWhenSigned)}.`,
        poa.durableWording.value,
      ],
    },
    { heading: "Compensation", body: [payArticle(data)] },
  ];
  powerOfAttorney(w, {
    title: englishKindTitle(durablePowerOfAttorney.kind),
    principal: { name: data.principal_name, address: data.principal_address },
    agentName: data.agent_name,
    signingCounty: data.signing_county && countyName(data.signing_county),
    articles: body,
    hasSuccessorAgent: Boolean(successor),
    initialed,
    term: {
      heading: instructions("term.heading"),
      paragraphs: [
        instructions("term.springing"),
        instructions("term.later"),
        instructions("term.durable"),
        instructions("term.notMedical"),
      ],
    },
    pay: payInstructions(data, data.agent_name),
    realEstate: data.powers_granted.includes("real_estate"),
    statutes: durablePowerOfAttorney.statutes,
  });
};
