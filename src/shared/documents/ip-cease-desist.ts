/**
 * A letter telling someone to stop using the sender's intellectual property: the spec's "IP letter" field set,
 * plus how long they have to stop. The letter names the law for the kind of property; IP disputes are complex,
 * so the instructions say to have a lawyer review before suing.
 */
import { CEASE_DESIST } from "../florida/law";
import { letterPartyFields, responseDaysField } from "./cease-desist-fields";
import { defineKind } from "./kind";

export const IP_TYPES = ["trademark", "copyright", "trade_secret", "patent"] as const;

export const ipCeaseDesist = defineKind({
  kind: "ip_cease_desist",
  libraryType: "cease_desist",
  statutes: [
    CEASE_DESIST.copyrightInfringement.citation,
    CEASE_DESIST.registeredTrademarkInfringement.citation,
    CEASE_DESIST.floridaTrademarks.citation,
    CEASE_DESIST.tradeSecretMisappropriation.citation,
    CEASE_DESIST.patentInfringement.citation,
    CEASE_DESIST.patentLetterContents.citation,
  ],
  layout: "letter",
  fields: [
    ...letterPartyFields(),
    { name: "ip_type", type: "select", required: true, options: IP_TYPES, printed: true },
    { name: "ip_description", type: "textarea", required: true, maxLength: 2000 },
    { name: "registration_number", type: "text", maxLength: 60 },
    { name: "infringement_description", type: "textarea", required: true, maxLength: 3000 },
    responseDaysField,
  ],
});
