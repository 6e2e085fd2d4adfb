/**
 * A letter telling someone to stop harassing the sender: the spec's "Harassment letter" field set. What was done,
 * when, by which means, what evidence is kept, and a demand to stop all contact. It never threatens criminal
 * charges to get anything (that can be extortion, § 836.05); it points to the stalking injunction (§ 784.0485).
 */
import { CEASE_DESIST } from "../florida/law";
import { letterPartyFields } from "./cease-desist-fields";
import { defineKind } from "./kind";

export const HARASSMENT_TYPES = [
  "Phone calls",
  "Text messages",
  "Emails",
  "Social media",
  "In-person contact",
  "Other",
] as const;

const HARASSMENT_EVIDENCE = [
  "Screenshots",
  "Call logs",
  "Voicemails",
  "Witness statements",
  "Video/audio recordings",
] as const;

export const harassmentCeaseDesist = defineKind({
  kind: "harassment_cease_desist",
  title: "Cease and Desist Letter (Harassment)",
  description:
    "A firm, calm letter telling someone to stop contacting or bothering you. It is a record that you asked them " +
    "to stop.",
  libraryType: "cease_desist",
  module: "cease-desist",
  caseType: "cease_desist",
  statutes: [CEASE_DESIST.stalkingInjunction.citation, CEASE_DESIST.extortionWarning.citation],
  layout: "letter",
  fields: [
    ...letterPartyFields(
      "Their answer comes here. If you do not want them to know where you live, use a P.O. box or another address.",
    ),
    {
      name: "harassment_type",
      label: "How do they bother you? (check all that apply)",
      type: "checkbox",
      required: true,
      options: HARASSMENT_TYPES,
    },
    {
      name: "harassment_description",
      label: "What have they done?",
      type: "textarea",
      required: true,
      maxLength: 3000,
      placeholder: "He calls me many times a night and sends texts calling me names. He came to my work on May 2...",
      help: "Only facts: what they said or did, and how often. Do not add threats or insults of your own.",
    },
    {
      name: "harassment_dates",
      label: "When did it happen?",
      type: "textarea",
      required: true,
      maxLength: 500,
      placeholder: "April 12, April 20, and almost every night since May 1, 2026",
      help: "The dates you remember, or from when to when.",
    },
    {
      name: "evidence",
      label: "What proof have you kept? (check all that apply)",
      type: "checkbox",
      options: HARASSMENT_EVIDENCE,
      help: "Keep everything. Do not delete messages, even upsetting ones.",
    },
  ],
});
