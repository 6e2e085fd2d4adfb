/**
 * Intellectual property cease-and-desist letter: what the sender owns (with its registration number, if any),
 * the infringing use, the law for that kind of property, and a demand to stop and remove it by a date. The
 * instructions say IP disputes are complex and a lawyer should review before suing.
 */
import { ipCeaseDesist, type IP_TYPES } from "@shared/documents/ip-cease-desist";
import type { Cited } from "@shared/florida/cited";
import { CEASE_DESIST } from "@shared/florida/law";
import type { DocumentRenderer } from "../renderer";
import { asSentence } from "../typed-text";
import { instructionsText } from "../instructions-text";
import { ceaseDesistLetter, complyBy } from "./cease-desist-letter";
import { summaryWithCitation } from "./cited-rule";
import { optionWords } from "./option-words";

type IpType = (typeof IP_TYPES)[number];

const law = CEASE_DESIST;
const ipWords = optionWords(ipCeaseDesist, "ip_type");
const instructions = instructionsText("ip_cease_desist");

/** How the letter names the property, and the law it states, for each kind. */
const IP: Record<IpType, { owns: string; number: string; stop: string; laws: (registered: boolean) => Cited<unknown>[] }> = {
  copyright: {
    owns: "I own the copyright in this work",
    number: "U.S. Copyright Office registration number",
    stop: "Stop copying, sharing, showing and selling my work, and anything made from it.",
    laws: () => [law.copyrightInfringement],
  },
  trademark: {
    owns: "I own this trademark",
    number: "Registration number",
    stop: "Stop using my mark, and any name or logo confusingly like it, on goods, services, websites and ads.",
    laws: (registered) =>
      registered
        ? [law.registeredTrademarkInfringement, law.unregisteredTrademarkProtection, law.floridaTrademarks]
        : [law.unregisteredTrademarkProtection, law.floridaTrademarks],
  },
  trade_secret: {
    owns: "I own confidential business information that is a trade secret",
    number: "Reference number",
    stop: "Stop using and sharing my trade secret, and return or destroy every copy of it you have.",
    laws: () => [law.tradeSecretMisappropriation],
  },
  patent: {
    owns: "I own the patent on this invention",
    number: "U.S. Patent No.",
    stop: "Stop making, using, offering to sell, selling and importing my patented invention.",
    laws: () => [law.patentInfringement],
  },
};

export const renderIpCeaseDesist: DocumentRenderer<"ip_cease_desist"> = (w, data, context) => {
  const ip = IP[data.ip_type];
  const by = complyBy(context, data.response_days);
  const laws = ip.laws(Boolean(data.registration_number));
  const number = data.registration_number
    ? `${ip.number} ${data.registration_number}.`
    : data.ip_type === "patent"
      ? `${ip.number} ____________________.`
      : undefined;
  ceaseDesistLetter(w, data, context, {
    subject: `Demand to stop infringing my ${ipWords(data.ip_type).toLowerCase()}`,
    body: [
      `${ip.owns}: ${asSentence(data.ip_description)}`,
      ...(number ? [number] : []),
      `You are using it without my permission: ${asSentence(data.infringement_description)}`,
      `This use infringes my rights. ${laws.map(summaryWithCitation).join(" ")}`,
      `I demand that, by ${by}, you:`,
      {
        numbered: [
          ip.stop,
          "Remove it from every website, store, listing, product and ad you control.",
          "Confirm to me in writing that you have done so.",
        ],
      },
    ],
    remedies: "asking a court for an injunction and for damages",
    sections: [
      {
        heading: instructions("seeALawyer.heading"),
        paragraphs: [
          instructions("seeALawyer.complex"),
          ...(data.ip_type === "copyright" ? [instructions("seeALawyer.copyright")] : []),
          ...(data.ip_type === "patent"
            ? [data.registration_number ? instructions("seeALawyer.patent") : instructions("seeALawyer.patentNoNumber")]
            : []),
          instructions("seeALawyer.ownTheRights"),
        ],
      },
    ],
    keep: [instructions("keep.proof"), instructions("keep.screenshots")],
    statutes: ipCeaseDesist.statutes,
  });
};
