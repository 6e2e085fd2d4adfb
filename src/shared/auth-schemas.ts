import { z } from "zod";
import { FLORIDA_COUNTIES } from "./counties";
import { safeText } from "./safe-text";

/** Minimum password length (spec part 1, section 9). */
export const MIN_PASSWORD_LENGTH = 6;

const email = safeText()
  .trim()
  .email("Please enter a valid email address")
  .max(254, "Email address is too long")
  .transform((value) => value.toLowerCase());

const password = safeText()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(200, "Password must be at most 200 characters");

const optionalName = safeText()
  .trim()
  .max(80, "Name must be at most 80 characters")
  .optional()
  .transform((value) => (value ? value : undefined));

const optionalCounty = z
  .enum([...FLORIDA_COUNTIES, ""], { message: "Please choose a Florida county" })
  .optional()
  .transform((value) => (value ? value : undefined));

export const loginSchema = z.object({
  email,
  password: safeText()
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(200, "Password must be at most 200 characters"),
});
export type LoginInput = z.input<typeof loginSchema>;

export const registerSchema = z.object({
  email,
  password,
  firstName: optionalName,
  lastName: optionalName,
  county: optionalCounty,
});
export type RegisterInput = z.input<typeof registerSchema>;

/** The register form adds a confirmation that is checked in the browser and never sent. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

export const profileUpdateSchema = z.object({
  firstName: optionalName,
  lastName: optionalName,
  county: optionalCounty,
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const passwordChangeSchema = z.object({
  currentPassword: safeText().min(1, "Please enter your current password").max(200, "Password must be at most 200 characters"),
  newPassword: password,
});
export type PasswordChange = z.input<typeof passwordChangeSchema>;

/** The user as the API returns it: never any password material. */
export interface PublicUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  county: string | null;
  createdAt: string;
}
