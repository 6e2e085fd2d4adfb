/**
 * Designation of health care surrogate (Fla. Stat. § 765.202, suggested form § 765.203): the spec's "Health care
 * surrogate" field set, with a confirmation that everyone named is an adult, and the form's optional choice to
 * give the surrogate authority right away. That choice is offered, unchecked: by default the surrogate acts only
 * after the primary physician finds the principal cannot decide (the form's default); the principal may tick either
 * or both boxes (health information, decisions), and the principal's own decisions always control (§ 765.204(3)).
 */
import { ADULTHOOD, HEALTH_CARE_SURROGATE } from "../florida/law";
import { adultsConfirmationField } from "./instrument-fields";
import { defineKind } from "./kind";
import { addressField, phoneField } from "./party-fields";

const hcs = HEALTH_CARE_SURROGATE;
const adult = ADULTHOOD.minimumAgeYears;

export const RELATIONSHIPS = ["Spouse", "Adult Child", "Parent", "Sibling", "Other Family Member", "Friend", "Other"] as const;

export const IMMEDIATE_INFORMATION = "My surrogate can get my health information right away";
export const IMMEDIATE_DECISIONS = "My surrogate can make health care decisions for me right away";

export const ADULTS_CONFIRMED = `I am ${adult.value} or older, and so is each person I name here`;

export const healthCareSurrogate = defineKind({
  kind: "health_care_surrogate",
  title: "Designation of Health Care Surrogate",
  description:
    "Names the person who will make medical decisions for you, and see your health records, if you cannot. " +
    "It follows Florida's suggested form.",
  libraryType: "living_will",
  module: "living-wills",
  caseType: "living_will",
  statutes: [hcs.witnessesRequired.citation, hcs.form.citation, hcs.revocation.citation, hcs.hipaaPersonalRepresentative.citation],
  layout: "instrument",
  fields: [
    { name: "designator_name", label: "Your full legal name", type: "text", required: true, placeholder: "Maria Elena Lopez" },
    addressField("designator_address", "Your home address", "It helps doctors and hospitals know the paper is yours."),
    {
      name: "surrogate_name",
      label: "Who will make health care decisions for you? (your surrogate)",
      type: "text",
      required: true,
      placeholder: "Carlos Lopez",
      help: "Ask them first, and tell them what you want. They cannot be a witness when you sign.",
    },
    addressField("surrogate_address", "Your surrogate's address", "Where your surrogate lives."),
    { ...phoneField("surrogate_phone", "Your surrogate's phone number"), required: true, help: "So doctors can reach them fast." },
    {
      name: "surrogate_relationship",
      label: "How is your surrogate related to you?",
      type: "select",
      required: true,
      options: RELATIONSHIPS,
    },
    adultsConfirmationField(
      "adults_confirmed",
      `Are you and the people you name ${adult.value} or older?`,
      ADULTS_CONFIRMED,
      `A surrogate must be an adult (${adult.citation}).`,
    ),
    {
      name: "alternate_surrogate",
      label: "Backup surrogate (optional)",
      type: "text",
      help: "Someone to act if your surrogate cannot or will not. Best if they are not a witness either.",
    },
    {
      ...addressField("alternate_address", "Backup surrogate's address (optional)", "Fill this in if you named a backup."),
      required: false,
    },
    { ...phoneField("alternate_phone", "Backup surrogate's phone number (optional)"), help: "So doctors can reach them." },
    {
      name: "immediate_authority",
      label: "Should your surrogate be able to act right away? (optional)",
      type: "checkbox",
      options: [IMMEDIATE_INFORMATION, IMMEDIATE_DECISIONS],
      help:
        "If you check none, your surrogate starts only when your doctor finds you cannot make your own decisions. " +
        "Many people check the first, so the surrogate can talk with doctors now. Your own decisions always come first.",
    },
    {
      name: "specific_instructions",
      label: "Special instructions or limits for your surrogate (optional)",
      type: "textarea",
      maxLength: 2000,
      placeholder: "Do not agree to blood transfusions. Talk with my sister Ana before big decisions.",
    },
  ],
});
