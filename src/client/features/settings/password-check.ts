import { passwordConfirmationSchema } from "@shared/auth-schemas";
import { fieldErrorsOf } from "@client/lib/api";

/** The message key of a password that cannot be sent (empty, too long), or undefined when it may go. */
export function passwordProblem(password: string): string | undefined {
  const parsed = passwordConfirmationSchema.safeParse({ password });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** The server's word on the password (a wrong one), if that is what the error was. */
export const passwordErrorOf = (error: unknown): string | undefined => fieldErrorsOf(error).password?.[0];
