/**
 * Name, address, phone and e-mail fields that court papers and letters ask of their parties. Their words:
 * kinds.json `fields.<name>` (and `fields.address`, `fields.phone`, `fields.email` for what they all share).
 */
import { YES_NO } from "./court-fields";
import type { ChoiceField, TextField } from "./fields";

const ADDRESS_MAX_LENGTH = 300;

export function addressField<const Name extends string>(name: Name) {
  return {
    name,
    type: "textarea",
    required: true,
    maxLength: ADDRESS_MAX_LENGTH,
    messages: "address",
  } as const satisfies TextField;
}

/** Optional: the PDF leaves a blank line to write it by hand when it is not given. */
export function phoneField<const Name extends string>(name: Name) {
  return { name, type: "text", format: "phone", maxLength: 30, messages: "phone" } as const satisfies TextField;
}

export function emailField<const Name extends string>(name: Name) {
  return { name, type: "text", format: "email", maxLength: 254, messages: "email" } as const satisfies TextField;
}

/** The person filling in a court paper, as a party: full name, mailing address, and optional phone and e-mail. */
export function yourPartyFields<const Role extends "plaintiff" | "defendant">(role: Role) {
  return [
    { name: `${role}_name`, type: "text", required: true },
    addressField(`${role}_address`),
    phoneField(`${role}_phone`),
    emailField(`${role}_email`),
  ] as const satisfies readonly [TextField, TextField, TextField, TextField];
}

/**
 * A party that may be a company, which signs through a person: is it a company? If so, who signs for it and with
 * what title (the "By: name, title" line under the company's name in the signature block).
 */
export function companySignerFields<const Party extends string>(party: Party) {
  const isCompany = `${party}_is_company` as const;
  const whenCompany = { field: isCompany, equals: "yes" } as const;
  return [
    { name: isCompany, type: "radio", required: true, options: YES_NO, messages: "yes_no" },
    { name: `${party}_signer_name`, type: "text", required: true, maxLength: 120, when: whenCompany },
    { name: `${party}_signer_title`, type: "text", required: true, maxLength: 80, when: whenCompany },
  ] as const satisfies readonly [ChoiceField, TextField, TextField];
}
