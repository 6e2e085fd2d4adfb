/**
 * Two openers before the main clause: "If you choose to file a response yourself, at the same time you file it with
 * the court, you must also mail a copy to the Plaintiff's attorney." → "If you choose to file a response yourself, you
 * must also mail a copy to the Plaintiff's attorney." "Do this at the same time you file it with the court." Only when
 * the main clause is her own duty ("you must", "you should", "you need to"), which "Do this" can stand for.
 */
const TWO_OPENERS =
  /^((?:if|unless|when)\s[^,]{3,100}),\s+((?:at the same time|when|before|after|as soon as|once|within)\s[^,]{3,100}),\s+(you (?:must|should|need to)\s.+?)\.?$/i;

export function splitSecondOpener(sentence: string): string[] | undefined {
  const match = TWO_OPENERS.exec(sentence.trim());
  if (!match) return undefined;
  const [, first = "", second = "", main = ""] = match;
  return [`${first}, ${main}.`, `Do this ${second[0]!.toLowerCase()}${second.slice(1)}.`];
}
