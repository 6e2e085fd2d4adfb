/**
 * Where to go after signing in: the protected page a signed-out visitor asked for, or the page a person was on when
 * the server said their session had ended (401). Kept in this tab's sessionStorage, so it survives the trip through
 * /api/login and /auth, and stamped with who was signed in, so it never sends the next person to someone else's page.
 */
const RETURN_KEY = "flc.returnTo";
const SIGNED_IN_KEY = "flc.signedInUser";
const SIGNED_OUT_KEY = "flc.signedOut";

interface ReturnPath {
  path: string;
  userId?: string;
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Only a path inside this site, and never the sign-in page itself. */
function isSafePath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/auth") && !path.startsWith("/api/");
}

/** Someone signed in (or was found signed in) in this tab. */
export function noteSignedIn(userId: string): void {
  storage()?.setItem(SIGNED_IN_KEY, userId);
  storage()?.removeItem(SIGNED_OUT_KEY);
}

/** Someone logged out on purpose: the pages they saw are not where the next person should land. */
export function noteSignedOut(): void {
  storage()?.removeItem(SIGNED_IN_KEY);
  storage()?.removeItem(RETURN_KEY);
  storage()?.setItem(SIGNED_OUT_KEY, "true");
}

export function rememberReturnPath(path: string): void {
  const store = storage();
  if (!store || store.getItem(SIGNED_OUT_KEY) || !isSafePath(path)) return;
  const entry: ReturnPath = { path, userId: store.getItem(SIGNED_IN_KEY) ?? undefined };
  store.setItem(RETURN_KEY, JSON.stringify(entry));
}

function readReturnPath(userId: string): string | undefined {
  const store = storage();
  const raw = store?.getItem(RETURN_KEY);
  store?.removeItem(RETURN_KEY);
  if (!raw) return undefined;
  try {
    const entry = JSON.parse(raw) as Partial<ReturnPath>;
    if (typeof entry.path !== "string" || !isSafePath(entry.path)) return undefined;
    return entry.userId && entry.userId !== userId ? undefined : entry.path;
  } catch {
    return undefined;
  }
}

/** Where the person who just signed in is going, until a protected page shows (see signedInHome). */
let arrival: string | undefined;

/** The remembered page for this person (forgotten once read), if there is one. */
export function takeReturnPath(userId: string): string | undefined {
  arrival = readReturnPath(userId);
  return arrival;
}

/** Where /auth sends someone who is signed in: the page they are on their way back to, or the dashboard. */
export function signedInHome(): string {
  return arrival ?? "/dashboard";
}

/** They arrived: /auth goes back to sending signed-in visitors to the dashboard. */
export function forgetArrival(): void {
  arrival = undefined;
}
