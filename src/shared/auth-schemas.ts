import { z } from "zod";
import { FLORIDA_COUNTIES } from "./counties";
import { CHOOSABLE_LANGUAGES, type ChoosableLanguage } from "./i18n/languages";
import { validationMessage as message } from "./documents/field-messages";
import { safeText } from "./safe-text";

/** Minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;

const email = safeText()
  .trim()
  .email(message("auth.email"))
  .max(254, message("auth.emailTooLong"))
  .transform((value) => value.toLowerCase());

const password = safeText()
  .min(MIN_PASSWORD_LENGTH, message("auth.passwordTooShort", { min: MIN_PASSWORD_LENGTH }))
  .max(200, message("auth.passwordTooLong", { max: 200 }));

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
const optionalLanguage = z
  .enum(CHOOSABLE_LANGUAGES.map((language) => language.code) as [ChoosableLanguage, ...ChoosableLanguage[]], {
    message: message("auth.language"),
  })
  .optional();

export const loginSchema = z.object({
  email,
  password: safeText()
    .min(MIN_PASSWORD_LENGTH, message("auth.passwordTooShort", { min: MIN_PASSWORD_LENGTH }))
    .max(200, message("auth.passwordTooLong", { max: 200 })),
});
export type LoginInput = z.input<typeof loginSchema>;

export const registerSchema = z.object({
  email,
  password,
  firstName: optionalName,
  lastName: optionalName,
  county: optionalCounty,
  language: optionalLanguage,
});
export type RegisterInput = z.input<typeof registerSchema>;

/** The register form adds a confirmation that is checked in the browser and never sent. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: message("auth.passwordsDiffer"),
    path: ["confirmPassword"],
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

export const profileUpdateSchema = z.object({
  firstName: optionalName,
  lastName: optionalName,
  county: optionalCounty,
  language: optionalLanguage,
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const passwordChangeSchema = z.object({
  currentPassword: safeText().min(1, message("auth.currentPassword")).max(200, message("auth.passwordTooLong", { max: 200 })),
  newPassword: password,
});
export type PasswordChange = z.input<typeof passwordChangeSchema>;

/** Downloading all her data and deleting the account: she types her password again first. */
export const passwordConfirmationSchema = z.object({
  password: safeText().min(1, message("auth.currentPassword")).max(200, message("auth.passwordTooLong", { max: 200 })),
});
export type PasswordConfirmation = z.input<typeof passwordConfirmationSchema>;

/** The user as the API returns it: never any password material. */
export interface PublicUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  county: string | null;
  language: ChoosableLanguage | null;
  createdAt: string;
}
