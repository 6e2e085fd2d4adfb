/**
 * A letter telling someone to stop using the sender's intellectual property: the spec's "IP letter" field set,
 * plus how long they have to stop. The letter names the law for the kind of property; IP disputes are complex,
 * so the instructions say to have a lawyer review before suing.
 */
import { CEASE_DESIST } from "../florida/law";
import { letterPartyFields, responseDaysField } from "./cease-desist-fields";
import { defineKind } from "./kind";

export const IP_TYPES = ["Trademark", "Copyright", "Trade Secret", "Patent"] as const;

export const ipCeaseDesist = defineKind({
  kind: "ip_cease_desist",
  title: "Cease and Desist Letter (Intellectual Property)",
  description:
    "A letter telling someone to stop using your brand, creative work, invention or business secrets without " +
    "your permission.",
  libraryType: "cease_desist",
  module: "cease-desist",
  caseType: "cease_desist",
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
    ...letterPartyFields("Their answer comes here."),
    {
      name: "ip_type",
      label: "What kind of property is it?",
      type: "select",
      required: true,
      options: IP_TYPES,
      help:
        "Trademark: a brand name or logo. Copyright: writing, photos, art, music, video or software. Trade secret: " +
        "private business information. Patent: an invention with a U.S. patent.",
    },
    {
      name: "ip_description",
      label: "What is yours?",
      type: "textarea",
      required: true,
      maxLength: 2000,
      placeholder: "My photograph \"Sunrise over Biscayne Bay\", taken and first posted on my website on June 3, 2025.",
      help:
        "Name it and say how and when it became yours. For a trade secret, describe it only in general words: do " +
        "not write out the secret itself.",
    },
    {
      name: "registration_number",
      label: "Registration or patent number",
      type: "text",
      maxLength: 60,
      placeholder: "VA 2-345-678",
      help: "Optional. From the U.S. Copyright Office, the U.S. Patent and Trademark Office, or the State of Florida.",
    },
    {
      name: "infringement_description",
      label: "How are they using it without your permission?",
      type: "textarea",
      required: true,
      maxLength: 3000,
      placeholder: "They print my photo on T-shirts sold at shop.example.com since January 2026.",
      help: "What they use, where (web addresses), and since when.",
    },
    responseDaysField("How long do they have to stop and remove it?"),
  ],
});
