/**
 * Reads the glossary's YAML files off the page's thread: parsing, checking and filling in the law's figures for
 * 300+ terms would block a phone's main thread for about a second. The page posts the files' text (and, for a
 * language other than English, its law.json sentences) and gets the terms back.
 */
import { addLawSummaries } from "@shared/content/law-summary-catalogs";
import { glossaryInLanguage } from "@shared/glossary/merge-glossary";
import type { GlossaryRequest, GlossaryReply } from "./glossary-message";

self.onmessage = ({ data }: MessageEvent<GlossaryRequest>) => {
  let reply: GlossaryReply;
  try {
    if (data.lawSentences) addLawSummaries(data.language, data.lawSentences);
    reply = { terms: glossaryInLanguage(data.english, data.own, data.language).terms };
  } catch (error) {
    reply = { error: String(error) };
  }
  self.postMessage(reply);
};
