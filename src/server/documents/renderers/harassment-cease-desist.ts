/**
 * Harassment cease-and-desist letter: the conduct, when it happened and by which means, the evidence kept, a
 * demand to stop all contact by those means (and any other), and a note that Florida courts can enter an
 * injunction for protection against stalking (§ 784.0485). No promise of any outcome, no threat of charges.
 */
import { harassmentCeaseDesist, type HARASSMENT_TYPES } from "@shared/documents/harassment-cease-desist";
import { CEASE_DESIST } from "@shared/florida/law";
import type { DocumentRenderer } from "../renderer";
import { asSentence, lowerFirst } from "../typed-text";
import { instructionsText } from "../instructions-text";
import { ceaseDesistLetter } from "./cease-desist-letter";
import { optionWords } from "./option-words";

const instructions = instructionsText("harassment_cease_desist");

type HarassmentType = (typeof HARASSMENT_TYPES)[number];

/** What the letter tells them to stop, for each way they made contact. */
const STOP: Record<HarassmentType, string> = {
  phone_calls: "No phone calls, including calls from other or hidden numbers.",
  text_messages: "No text messages or messages in any app.",
  emails: "No e-mails.",
  social_media: "No messages, posts, comments or tags about me or to me on social media.",
  in_person: "No coming to my home, my workplace, or anywhere to see me in person.",
  other: "No contact of any other kind, including through other people.",
};

const typeWords = optionWords(harassmentCeaseDesist, "harassment_type");
const evidenceWords = optionWords(harassmentCeaseDesist, "evidence");

/** "phone calls, text messages and e-mails" */
function listOf(items: readonly HarassmentType[]): string {
  const words = items.map((item) => (item === "emails" ? "e-mails" : lowerFirst(typeWords(item))));
  return words.length <= 1 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1) ?? ""}`;
}

export const renderHarassmentCeaseDesist: DocumentRenderer<"harassment_cease_desist"> = (w, data, context) => {
  const injunction = CEASE_DESIST.stalkingInjunction;
  const means = data.harassment_type.filter((type) => type !== "other");
  ceaseDesistLetter(w, data, context, {
    subject: "Demand that you stop contacting and harassing me",
    body: [
      "I am writing to tell you to stop contacting and harassing me, now and for good.",
      means.length > 0
        ? `You have contacted or bothered me by ${listOf(means)}` +
          (data.harassment_type.includes("other") ? ", and in other ways." : ".")
        : "You have contacted or bothered me in ways I did not want.",
      `What you have done: ${asSentence(data.harassment_description)}`,
      `When it happened: ${asSentence(data.harassment_dates)}`,
      "This contact is unwanted. I do not agree to any further contact from you.",
      ...(data.evidence.length > 0
        ? [
            "I have kept a record of what you have done, including:",
            { bullets: data.evidence.map((item) => lowerFirst(evidenceWords(item))) },
          ]
        : []),
      "Stop all contact with me, in any form, starting now. That means:",
      { bullets: [...means.map((type) => STOP[type]), STOP.other] },
      `Florida law allows a court to enter an injunction for protection against stalking, including cyberstalking ` +
        `(${injunction.citation}).`,
      "Do not answer this letter by contacting me.",
    ],
    remedies: "asking a court for an injunction",
    first: [
      {
        heading: instructions("unsafe.heading"),
        paragraphs: [instructions("unsafe.danger"), instructions("unsafe.injunction"), instructions("unsafe.worse")],
      },
    ],
    sections: [
      {
        heading: instructions("contactAgain.heading"),
        paragraphs: [instructions("contactAgain.doNotAnswer"), instructions("contactAgain.writeItDown")],
      },
    ],
    keep: [instructions("keep.evidence")],
    statutes: harassmentCeaseDesist.statutes,
  });
};
