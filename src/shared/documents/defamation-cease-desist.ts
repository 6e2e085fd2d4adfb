/**
 * A letter telling someone to stop making false statements about the sender: the spec's "Defamation letter" field
 * set, plus where and when the statements were made, why they are false, and whether the recipient is a
 * newspaper, broadcaster or other media (then the letter also serves as the notice § 770.01 requires before suit).
 */
import { CEASE_DESIST } from "../florida/law";
import { letterPartyFields, responseDaysField } from "./cease-desist-fields";
import { defineKind } from "./kind";

export const PUBLICATION_METHODS = [
  "Social media",
  "Website",
  "Email",
  "Verbal statements",
  "Print media",
  "Other",
] as const;

const MEDIA_OPTIONS = ["Yes", "No", "Not sure"] as const;

const RETRACTION_OPTIONS = ["Yes, demand a retraction", "No"] as const;

export const defamationCeaseDesist = defineKind({
  kind: "defamation_cease_desist",
  title: "Cease and Desist Letter (Defamation)",
  description:
    "A letter telling someone to stop saying false things about you, and to take them back and remove them if " +
    "you ask.",
  libraryType: "cease_desist",
  module: "cease-desist",
  caseType: "cease_desist",
  statutes: [
    CEASE_DESIST.defamationDefined.citation,
    CEASE_DESIST.mediaDefamationNoticeDays.citation,
    CEASE_DESIST.extortionWarning.citation,
  ],
  layout: "letter",
  fields: [
    ...letterPartyFields("Their answer comes here."),
    {
      name: "false_statements",
      label: "What false things did they say or write about you?",
      type: "textarea",
      required: true,
      maxLength: 3000,
      placeholder: "\"Maria Lopez steals from her customers.\"",
      help: "Copy their exact words if you can. Put each statement on its own line.",
    },
    {
      name: "publication_method",
      label: "Where did they say it?",
      type: "select",
      required: true,
      options: PUBLICATION_METHODS,
    },
    {
      name: "publication_details",
      label: "Exactly where, and who saw or heard it?",
      type: "text",
      maxLength: 300,
      placeholder: "A public Facebook post on the \"Coral Gables Neighbors\" group",
      help: "Optional. A web address, the name of the page or paper, or who heard it.",
    },
    {
      name: "publication_date",
      label: "When did they first say it?",
      type: "date",
      help: "Optional. The day of the post, article or conversation.",
    },
    {
      name: "why_false",
      label: "Why is it false?",
      type: "textarea",
      required: true,
      maxLength: 2000,
      help: "The facts that show it is not true. Opinions (\"bad service\") are usually not defamation.",
    },
    {
      name: "damages",
      label: "How has it hurt you?",
      type: "textarea",
      required: true,
      maxLength: 2000,
      placeholder: "Two customers canceled their orders. People at church stopped talking to me.",
      help: "Lost customers, a lost job, harm to your good name, or other harm.",
    },
    {
      name: "recipient_is_media",
      label: "Is the person or company a newspaper, magazine, TV or radio station, or other news media?",
      type: "radio",
      required: true,
      options: MEDIA_OPTIONS,
      help: "Florida law says you must give news media written notice before you sue. This letter can be that notice.",
    },
    {
      name: "retraction_demanded",
      label: "Do you want them to take it back publicly and remove it?",
      type: "radio",
      required: true,
      options: RETRACTION_OPTIONS,
      help: "A retraction is a public statement that what they said was false.",
    },
    {
      ...responseDaysField("How long do they have to take it back and remove it?"),
      when: { field: "retraction_demanded", equals: "Yes, demand a retraction" },
    },
  ],
});
