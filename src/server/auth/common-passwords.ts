/**
 * Passwords too common to allow: the 49,000 most used and breached passwords from zxcvbn-ts's common list
 * (collected from public breach corpora), shipped with the app, so nothing is sent anywhere to check one.
 * Loaded on first use; compared without regard to letter case, since guessers try every case.
 */
let list: Promise<Set<string>> | undefined;

function load(): Promise<Set<string>> {
  list ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"].map((word) => word.toLowerCase())),
  );
  return list;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await load()).has(password.toLowerCase());
}
