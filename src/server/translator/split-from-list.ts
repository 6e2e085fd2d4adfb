/**
 * What a rule bans, in a list "from A, or B": "Section 559.72 bans any person collecting a debt from contacting the
 * debtor at night, or threatening to tell others about the debt." → "Section 559.72 bans any person collecting a debt
 * from contacting the debtor at night." "It also bans any person collecting a debt from threatening to tell others
 * about the debt." Only when what bans is a law, a rule or a paper ("It"), never a person.
 */
import { fillSentence } from "./sentence-templates";

const FROM_LIST =
  /^((?:Section|Sections|Chapter|Rule|Article|Florida law|The law|Federal law|This (?:lease|notice|rule|section|paper|order))\b[^;]{0,40}?)\s(bans|bars|prevents|keeps)\s([^,;]{3,80}?)\sfrom\s([a-z]+ing\b[^;]+?),\s+or\s+([a-z]+ing\b[^;]+?)\.?$/;

export function splitFromList(sentence: string): string[] | undefined {
  const match = FROM_LIST.exec(sentence.trim());
  if (!match) return undefined;
  const [, rule = "", verb = "", who = "", first = "", second = ""] = match;
  return [`${rule} ${verb} ${who} from ${first}.`, fillSentence("also-bans-from", { verb, who, what: second })];
}
