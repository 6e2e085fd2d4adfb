/**
 * Designation of health care surrogate (Fla. Stat. § 765.202, suggested form § 765.203): the spec's "Health care
 * surrogate" field set, with a confirmation that everyone named is an adult, and the form's optional choice to
 * give the surrogate authority right away. That choice is offered, unchecked: by default the surrogate acts only
 * after the primary physician finds the principal cannot decide (the form's default); the principal may tick either
 * or both boxes (health information, decisions), and the principal's own decisions always control (§ 765.204(3)).
 */
import { HEALTH_CARE_SURROGATE } from "../florida/law";
import { adultsConfirmationField } from "./instrument-fields";
import { defineKind } from "./kind";
import { addressField, phoneField } from "./party-fields";

const hcs = HEALTH_CARE_SURROGATE;

export const RELATIONSHIPS = ["spouse", "adult_child", "parent", "sibling", "other_family", "friend", "other"] as const;

export const IMMEDIATE_INFORMATION = "health_information";
export const IMMEDIATE_DECISIONS = "decisions";

export const healthCareSurrogate = defineKind({
  kind: "health_care_surrogate",
  libraryType: "living_will",
  statutes: [
    hcs.witnessesRequired.citation,
    hcs.form.citation,
    hcs.revocation.citation,
    hcs.hipaaPersonalRepresentative.citation,
  ],
  layout: "instrument",
  fields: [
    { name: "designator_name", type: "text", required: true },
    addressField("designator_address"),
    { name: "surrogate_name", type: "text", required: true },
    addressField("surrogate_address"),
    { ...phoneField("surrogate_phone"), required: true },
    { name: "surrogate_relationship", type: "select", required: true, options: RELATIONSHIPS, printed: true },
    adultsConfirmationField("adults_confirmed"),
    { name: "alternate_surrogate", type: "text" },
    { ...addressField("alternate_address"), required: false },
    phoneField("alternate_phone"),
    { name: "immediate_authority", type: "checkbox", options: [IMMEDIATE_INFORMATION, IMMEDIATE_DECISIONS] },
    { name: "specific_instructions", type: "textarea", maxLength: 2000 },
  ],
});
