/**
 * A letter telling someone to stop harassing the sender: the spec's "Harassment letter" field set. What was done,
 * when, by which means, what evidence is kept, and a demand to stop all contact. It never threatens criminal
 * charges to get anything (that can be extortion, § 836.05); it points to the stalking injunction (§ 784.0485).
 */
import { CEASE_DESIST } from "../florida/law";
import { letterPartyFields } from "./cease-desist-fields";
import { defineKind } from "./kind";

export const HARASSMENT_TYPES = ["phone_calls", "text_messages", "emails", "social_media", "in_person", "other"] as const;

const HARASSMENT_EVIDENCE = ["screenshots", "call_logs", "voicemails", "witness_statements", "recordings"] as const;

export const harassmentCeaseDesist = defineKind({
  kind: "harassment_cease_desist",
  libraryType: "cease_desist",
  statutes: [CEASE_DESIST.stalkingInjunction.citation, CEASE_DESIST.extortionWarning.citation],
  layout: "letter",
  fields: [
    ...letterPartyFields(),
    { name: "harassment_type", type: "checkbox", required: true, options: HARASSMENT_TYPES, printed: true },
    { name: "harassment_description", type: "textarea", required: true, maxLength: 3000 },
    { name: "harassment_dates", type: "textarea", required: true, maxLength: 500 },
    { name: "evidence", type: "checkbox", options: HARASSMENT_EVIDENCE, printed: true },
  ],
});
