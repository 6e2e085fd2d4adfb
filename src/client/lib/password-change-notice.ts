/**
 * After a sign-in whose answer says `passwordChangeRequired` (a password weaker than today's rules), the settings page
 * asks for a new one until it is changed. Only the sign-in answer carries the flag (GET /api/user does not), so it
 * is kept for this tab, under the account's id: another account signing in here is not asked.
 */
const KEY = "flc_password_change_required";

export function rememberPasswordChangeRequired(userId: string): void {
  try {
    window.sessionStorage.setItem(KEY, userId);
  } catch {
    // Storage refused (private mode): the notice at sign-in is all she gets.
  }
}

export function passwordChangeRequired(userId: string): boolean {
  try {
    return window.sessionStorage.getItem(KEY) === userId;
  } catch {
    return false;
  }
}

export function forgetPasswordChangeRequired(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
