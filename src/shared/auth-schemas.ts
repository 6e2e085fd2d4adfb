import { z } from "zod";
import { FLORIDA_COUNTIES } from "./counties";
import { CHOOSABLE_LANGUAGE_CODES } from "./i18n/languages";
import { TEXT_SIZES } from "./text-size";
import { validationMessage as message } from "./documents/field-messages";
import { safeText } from "./safe-text";

/** Minimum length of a new password, in characters (NIST SP 800-63B: at least 8). */
export const MIN_PASSWORD_LENGTH = 8;
/** Accounts made when 6 characters were enough may have shorter passwords: sign-in still accepts them. */
const MIN_LEGACY_PASSWORD_LENGTH = 6;

const email = safeText()
  .trim()
  .email(message("auth.email"))
  .max(254, message("auth.emailTooLong"))
  .transform((value) => value.toLowerCase());

/**
 * What is wrong with a new password by the rules the browser can check too (NIST SP 800-63B): at least
 * `MIN_PASSWORD_LENGTH` characters (counted as Unicode code points), not one character repeated, not only spaces,
 * and not containing the account's e-mail address or its part before the "@". Answers a message, or undefined.
 * The check against the list of breached passwords is the server's (the list is never sent to the browser).
 */
export function passwordRuleProblem(password: string, email?: string): string | undefined {
  const characters = Array.from(password.normalize("NFC"));
  if (characters.length < MIN_PASSWORD_LENGTH) return message("auth.passwordTooShort", { min: MIN_PASSWORD_LENGTH });
  if (characters.length > 200) return message("auth.passwordTooLong", { max: 200 });
  if (/^\s+$/u.test(password)) return message("auth.passwordBlank");
  if (characters.every((character) => character.toLowerCase() === characters[0]?.toLowerCase())) {
    return message("auth.passwordRepeated");
  }
  const address = email?.trim().toLowerCase();
  if (address) {
    const lower = password.toLowerCase();
    const local = address.split("@")[0] ?? "";
    if (lower.includes(address) || (local.length >= 3 && lower.includes(local))) return message("auth.passwordHasEmail");
  }
  return undefined;
}

const password = safeText().superRefine((value, context) => {
  const problem = passwordRuleProblem(value);
  if (problem) context.addIssue({ code: "custom", message: problem });
});

/** Adds the e-mail rule to a schema holding a new password and the account's e-mail. */
function refuseEmailInPassword(value: { email: string; password: string }, context: z.RefinementCtx, field = "password") {
  const problem = passwordRuleProblem(value.password, value.email);
  if (problem && problem === message("auth.passwordHasEmail")) {
    context.addIssue({ code: "custom", message: problem, path: [field] });
  }
}

const optionalName = safeText()
  .trim()
  .max(80, message("auth.nameTooLong", { max: 80 }))
  .optional()
  .transform((value) => (value ? value : undefined));

const optionalCounty = z
  .enum([...FLORIDA_COUNTIES, ""], { message: message("auth.county") })
  .optional()
  .transform((value) => (value ? value : undefined));

/** The interface language a person chose (the language switch); kept with her account. */
const optionalLanguage = z.enum(CHOOSABLE_LANGUAGE_CODES, { message: message("auth.language") }).optional();
const optionalTextSize = z.enum(TEXT_SIZES, { message: message("auth.textSize") }).optional();

export const loginSchema = z.object({
  email,
  password: safeText()
    .min(MIN_LEGACY_PASSWORD_LENGTH, message("auth.passwordTooShort", { min: MIN_LEGACY_PASSWORD_LENGTH }))
    .max(200, message("auth.passwordTooLong", { max: 200 })),
});
export type LoginInput = z.input<typeof loginSchema>;

const registerFields = z.object({
  email,
  password,
  firstName: optionalName,
  lastName: optionalName,
  county: optionalCounty,
  language: optionalLanguage,
});
export const registerSchema = registerFields.superRefine(refuseEmailInPassword);
export type RegisterInput = z.input<typeof registerSchema>;

/** The register form adds a confirmation that is checked in the browser and never sent. */
export const registerFormSchema = registerFields
  .extend({ confirmPassword: z.string() })
  .superRefine(refuseEmailInPassword)
  .refine((form) => form.password === form.confirmPassword, {
    message: message("auth.passwordsDiffer"),
    path: ["confirmPassword"],
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

/** In a change, a field sent empty clears it (null); a field not sent stays as it is (undefined). */
const clearable = <T>(field: z.ZodType<T | undefined, unknown>) => field.transform((value) => value ?? null).optional();

export const profileUpdateSchema = z.object({
  firstName: clearable(optionalName),
  lastName: clearable(optionalName),
  county: clearable(optionalCounty),
  language: optionalLanguage,
  textSize: optionalTextSize,
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const passwordChangeSchema = z.object({
  currentPassword: safeText()
    .min(1, message("auth.currentPassword"))
    .max(200, message("auth.passwordTooLong", { max: 200 })),
  newPassword: password,
});
export type PasswordChange = z.input<typeof passwordChangeSchema>;

/** The rule that a new password may not contain the account's e-mail address, for a body holding `newPassword`. */
export const refuseEmailInNewPassword =
  (accountEmail: string) =>
  (value: { newPassword: string }, context: z.RefinementCtx): void =>
    refuseEmailInPassword({ email: accountEmail, password: value.newPassword }, context, "newPassword");

/** The password change of the account with this e-mail address. */
export const passwordChangeFor = (accountEmail: string) =>
  passwordChangeSchema.superRefine(refuseEmailInNewPassword(accountEmail));

/** Downloading all her data and deleting the account: she types her password again first. */
export const passwordConfirmationSchema = z.object({
  password: safeText()
    .min(1, message("auth.currentPassword"))
    .max(200, message("auth.passwordTooLong", { max: 200 })),
});
export type PasswordConfirmation = z.input<typeof passwordConfirmationSchema>;

/** The user as the API returns it: never any password material. */
export const publicUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  county: z.string().nullable(),
  language: z.enum(CHOOSABLE_LANGUAGE_CODES).nullable(),
  textSize: z.enum(TEXT_SIZES),
  createdAt: z.iso.datetime(),
  /**
   * Only in the answer to a sign-in: true when the password she just used falls short of today's rules (it was
   * chosen before them, or it is on the breached list). She may still sign in, and is asked to change it.
   */
  passwordChangeRequired: z.boolean().optional(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** The answer of a change that has nothing else to say. */
export const doneSchema = z.object({ ok: z.literal(true) });
