/**
 * Living will (Fla. Stat. § 765.302, suggested form § 765.303): the spec's "Living will" field set, with the
 * wording of its radio options written out, the instructions a "Limited" choice needs, and the optional surrogate
 * the suggested form names to carry out the declaration. The date of birth must show an adult.
 * Signed with two witnesses, at least one not the spouse or a blood relative; no notary.
 */
import { LIVING_WILL } from "../florida/law";
import { birthDateField } from "./instrument-fields";
import { defineKind } from "./kind";
import { addressField, phoneField } from "./party-fields";

export const LIFE_PROLONGING_OPTIONS = [
  "Withhold or withdraw life-prolonging procedures if I have a terminal condition, an end-stage condition, or am in a persistent vegetative state",
  "I want all life-prolonging procedures",
  "Limited: follow my specific instructions below",
] as const;

export const NUTRITION_OPTIONS = [
  "Withhold or withdraw food and water given through a tube or IV when life-prolonging procedures are withheld",
  "I want food and water through a tube or IV in all cases",
  "Limited: follow my specific instructions below",
] as const;

export const LIMITED = "Limited: follow my specific instructions below";

export const livingWill = defineKind({
  kind: "living_will",
  title: "Living Will",
  description:
    "Tells your doctors and family what medical care you want at the end of life, if you cannot speak for " +
    "yourself. It follows Florida's suggested form.",
  libraryType: "living_will",
  module: "living-wills",
  caseType: "living_will",
  statutes: [
    LIVING_WILL.witnessesRequired.citation,
    LIVING_WILL.form.citation,
    LIVING_WILL.lifeProlongingIncludesTubeFeeding.citation,
    LIVING_WILL.revocation.citation,
  ],
  layout: "instrument",
  fields: [
    {
      name: "declarant_name",
      label: "Your full legal name",
      type: "text",
      required: true,
      placeholder: "Maria Elena Lopez",
    },
    addressField("declarant_address", "Your home address", "It helps doctors and hospitals know the paper is yours."),
    birthDateField("declarant_dob", "Your date of birth"),
    {
      name: "life_prolonging_procedures",
      label: "If you are dying or will not wake up, and doctors say you will not get better, what do you want?",
      type: "radio",
      required: true,
      options: LIFE_PROLONGING_OPTIONS,
      help:
        "Life-prolonging procedures are machines or treatments that only delay death, like a breathing machine. " +
        "You always get medicine and care to keep you comfortable and free of pain.",
    },
    {
      name: "procedure_specifications",
      label: "Your instructions about life-prolonging procedures",
      type: "textarea",
      required: true,
      maxLength: 2000,
      when: { field: "life_prolonging_procedures", equals: LIMITED },
      placeholder: "Try a breathing machine for up to 2 weeks. If I do not get better, stop it. No CPR.",
      help: "Say which treatments you want and which you do not, and for how long.",
    },
    {
      name: "nutrition_hydration",
      label: "What about food and water given through a tube or IV?",
      type: "radio",
      required: true,
      options: NUTRITION_OPTIONS,
      help: `${LIVING_WILL.lifeProlongingIncludesTubeFeeding.summary} (${LIVING_WILL.lifeProlongingIncludesTubeFeeding.citation})`,
    },
    {
      name: "nutrition_specifications",
      label: "Your instructions about food and water through a tube or IV",
      type: "textarea",
      required: true,
      maxLength: 2000,
      when: { field: "nutrition_hydration", equals: LIMITED },
      placeholder: "Give me IV fluids for comfort, but no feeding tube.",
    },
    {
      name: "additional_instructions",
      label: "Anything else your doctors and family should know? (optional)",
      type: "textarea",
      maxLength: 2000,
      placeholder: "I want to be at home if possible. Please call my priest.",
    },
    {
      name: "surrogate_name",
      label: "Someone to make sure your wishes are followed (optional)",
      type: "text",
      help:
        "Florida's form lets you name a surrogate to carry out this living will if you cannot. " +
        "Ask them first. Leave empty if you do not want to name one.",
    },
    {
      ...addressField("surrogate_address", "That person's address (optional)", "Fill this in if you named someone."),
      required: false,
    },
    { ...phoneField("surrogate_phone", "That person's phone number (optional)"), help: "So your doctors can reach them." },
  ],
});
