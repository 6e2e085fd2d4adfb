/** Name, address, phone and e-mail fields that court papers and letters ask of their parties. */
import type { TextField } from "./fields";

const ADDRESS_MAX_LENGTH = 300;

export function addressField<const Name extends string>(name: Name, label: string, help: string) {
  return {
    name,
    label,
    type: "textarea",
    required: true,
    maxLength: ADDRESS_MAX_LENGTH,
    placeholder: "123 Main Street, Apt 4, Miami, FL 33101",
    help,
  } as const satisfies TextField;
}

/** Optional: the PDF leaves a blank line to write it by hand when it is not given. */
export function phoneField<const Name extends string>(name: Name, label: string) {
  return {
    name,
    label,
    type: "text",
    format: "phone",
    maxLength: 30,
    placeholder: "(305) 555-0123",
    help: "The court and the other side use it to reach you. If you leave it empty, write it in by hand.",
  } as const satisfies TextField;
}

export function emailField<const Name extends string>(name: Name, label: string) {
  return {
    name,
    label,
    type: "text",
    format: "email",
    maxLength: 254,
    placeholder: "you@example.com",
    help: "Optional. Court papers can be sent to you by e-mail if you give one.",
  } as const satisfies TextField;
}

/** The person filling in a court paper, as a party: full name, mailing address, and optional phone and e-mail. */
export function yourPartyFields<const Role extends "plaintiff" | "defendant">(
  role: Role,
  addressHelp = "The court will mail notices about the case here.",
) {
  return [
    { name: `${role}_name`, label: `Your full name (the ${role})`, type: "text", required: true },
    addressField(`${role}_address`, "Your mailing address", addressHelp),
    phoneField(`${role}_phone`, "Your phone number"),
    emailField(`${role}_email`, "Your e-mail address"),
  ] as const satisfies readonly [TextField, TextField, TextField, TextField];
}
