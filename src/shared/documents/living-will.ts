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

/** The same three choices for life-prolonging procedures and for food and water given by tube or IV. */
export const WITHHOLD = "withhold";
export const LIMITED = "limited";
export const LIFE_PROLONGING_OPTIONS = [WITHHOLD, "all", LIMITED] as const;
export const NUTRITION_OPTIONS = LIFE_PROLONGING_OPTIONS;

const tubeFeeding = LIVING_WILL.lifeProlongingIncludesTubeFeeding;

export const livingWill = defineKind({
  kind: "living_will",
  libraryType: "living_will",
  statutes: [
    LIVING_WILL.witnessesRequired.citation,
    LIVING_WILL.form.citation,
    tubeFeeding.citation,
    LIVING_WILL.revocation.citation,
  ],
  layout: "instrument",
  fields: [
    { name: "declarant_name", type: "text", required: true },
    addressField("declarant_address"),
    birthDateField("declarant_dob"),
    { name: "life_prolonging_procedures", type: "radio", required: true, options: LIFE_PROLONGING_OPTIONS },
    {
      name: "procedure_specifications",
      type: "textarea",
      required: true,
      maxLength: 2000,
      when: { field: "life_prolonging_procedures", equals: LIMITED },
    },
    {
      name: "nutrition_hydration",
      type: "radio",
      required: true,
      options: NUTRITION_OPTIONS,
      values: { citation: tubeFeeding.citation },
      lawSentences: { summary: tubeFeeding },
    },
    {
      name: "nutrition_specifications",
      type: "textarea",
      required: true,
      maxLength: 2000,
      when: { field: "nutrition_hydration", equals: LIMITED },
    },
    { name: "additional_instructions", type: "textarea", maxLength: 2000 },
    { name: "surrogate_name", type: "text" },
    { ...addressField("surrogate_address"), required: false },
    phoneField("surrogate_phone"),
  ],
});
