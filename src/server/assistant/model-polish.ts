/**
 * AI polish with the optional model on top of the local engine: the model rewrites the person's text for a court
 * paper, and its version is used only if it states exactly the facts of the original (rewrite.ts keepsFacts: no
 * amount, date, period, section or name lost, changed or added); otherwise, or if it fails or is slow, the local
 * version stands.
 */
import { chatOnce, type ModelConfig } from "../ai/chat-model";
import { keepsFacts } from "./rewrite";

const INSTRUCTIONS =
  "Rewrite the person's text in clear, plain, formal English suitable for a Florida court paper: full sentences, " +
  "correct capitals and punctuation, no slang or contractions. Keep the first person. Keep every name, dollar amount, " +
  "date, time and number of days exactly as written. Do not add any fact, name, amount, date, opinion or legal " +
  "argument, and do not leave anything out. Answer with the rewritten text only.";

export async function polishWithModel(
  config: ModelConfig,
  original: string,
  context: { fieldType?: string; documentType?: string },
): Promise<string | undefined> {
  const about = [context.documentType && `Paper: ${context.documentType}.`, context.fieldType && `Field: ${context.fieldType}.`]
    .filter(Boolean)
    .join(" ");
  const text = await chatOnce(config, [
    { role: "system", content: about ? `${INSTRUCTIONS} ${about}` : INSTRUCTIONS },
    { role: "user", content: original },
  ]);
  if (text === undefined || text.length > original.length * 2 + 200) return undefined;
  return keepsFacts(original, text) ? text : undefined;
}
