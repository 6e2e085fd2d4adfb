/**
 * A letter telling someone to stop making false statements about the sender: the spec's "Defamation letter" field
 * set, plus where and when the statements were made, why they are false, and whether the recipient is a
 * newspaper, broadcaster or other media. Every letter also serves as the notice § 770.01 requires before suit
 * (courts differ on whether it reaches others than the media); the answer only changes what the instructions say.
 */
import { CEASE_DESIST } from "../florida/law";
import { letterPartyFields, responseDaysField } from "./cease-desist-fields";
import { defineKind } from "./kind";

export const PUBLICATION_METHODS = ["social_media", "website", "email", "verbal", "print", "other"] as const;

const MEDIA_OPTIONS = ["yes", "no", "not_sure"] as const;

const RETRACTION_OPTIONS = ["yes", "no"] as const;

export const defamationCeaseDesist = defineKind({
  kind: "defamation_cease_desist",
  libraryType: "cease_desist",
  statutes: [
    CEASE_DESIST.defamationDefined.citation,
    CEASE_DESIST.mediaDefamationNoticeDays.citation,
    CEASE_DESIST.extortionWarning.citation,
  ],
  layout: "letter",
  fields: [
    ...letterPartyFields(),
    { name: "false_statements", type: "textarea", required: true, maxLength: 3000 },
    { name: "publication_method", type: "select", required: true, options: PUBLICATION_METHODS },
    { name: "publication_details", type: "text", maxLength: 300 },
    { name: "publication_date", type: "date" },
    { name: "why_false", type: "textarea", required: true, maxLength: 2000 },
    { name: "damages", type: "textarea", required: true, maxLength: 2000 },
    { name: "recipient_is_media", type: "radio", required: true, options: MEDIA_OPTIONS, messages: "yes_no" },
    { name: "retraction_demanded", type: "radio", required: true, options: RETRACTION_OPTIONS, messages: "yes_no" },
    { ...responseDaysField, when: { field: "retraction_demanded", equals: "yes" } },
  ],
});
