/**
 * Defamation cease-and-desist letter: the false statements quoted, where and when they were published, why they
 * are false, the harm, a demand to stop, and (when asked) a retraction and removal by a date. It is always also the
 * written notice § 770.01 requires at least 5 days before a suit for libel or slander: the statute names news media,
 * but courts differ on other defendants, so every letter meets it.
 */
import { defamationCeaseDesist, type PUBLICATION_METHODS } from "@shared/documents/defamation-cease-desist";
import { CEASE_DESIST } from "@shared/florida/law";
import { formatDate } from "@shared/i18n/format";
import type { InstructionSection } from "../layout/instructions";
import type { DocumentRenderer } from "../renderer";
import { asSentence } from "../typed-text";
import { instructionsText } from "../instructions-text";
import { ceaseDesistLetter, complyBy } from "./cease-desist-letter";

const instructions = instructionsText("defamation_cease_desist");

const WHERE: Record<(typeof PUBLICATION_METHODS)[number], string> = {
  social_media: "on social media",
  website: "on a website",
  email: "by e-mail to other people",
  verbal: "by saying them to other people",
  print: "in print",
  other: "to other people",
};

export const renderDefamationCeaseDesist: DocumentRenderer<"defamation_cease_desist"> = (w, data, context) => {
  const notice = CEASE_DESIST.mediaDefamationNoticeDays;
  const defamation = CEASE_DESIST.defamationDefined;
  const media = data.recipient_is_media === "yes";
  const by = data.response_days ? complyBy(context, data.response_days) : undefined;
  const statements = data.false_statements
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);

  const noticeSection: InstructionSection = {
    heading: instructions("notice.heading"),
    paragraphs: [
      instructions("notice.rule"),
      media ? instructions("notice.media") : instructions("notice.everyLetter"),
      instructions("notice.thisLetter"),
    ],
  };

  ceaseDesistLetter(w, data, context, {
    subject:
      (by ? "Demand to stop false statements about me and to retract them" : "Demand to stop false statements about me") +
      `; notice under ${notice.citation}`,
    body: [
      "I am writing about false statements you have made about me. You said or wrote:",
      { bullets: statements },
      `You made these statements ${WHERE[data.publication_method]}` +
        (data.publication_details ? ` (${data.publication_details})` : "") +
        (data.publication_date ? `, starting on or about ${formatDate(data.publication_date)}` : "") +
        ".",
      `These statements are false. ${asSentence(data.why_false)}`,
      `They have harmed me. ${asSentence(data.damages)}`,
      `Under Florida law, ${(defamation.summary ?? "").replace(/^D/, "d")} (${defamation.citation})`,
      "I demand that you stop making these statements, or any like them, about me.",
      ...(by
        ? [
            `I also demand that, by ${by}, you:`,
            {
              numbered: [
                "Remove the statements from every place where you published them or where you can remove them.",
                "Publish a retraction, as prominently as the original statements, saying that they were false.",
              ],
            },
          ]
        : []),
      `This letter is also the written notice required before a civil action for libel or slander ` +
        `(${notice.citation}). The statements I say are false and defamatory are the ones quoted above.`,
    ],
    remedies: "a lawsuit for the harm your statements have caused",
    ...(by ? { askConfirmation: { by } } : {}),
    sections: [
      noticeSection,
      {
        heading: instructions("beforeYouGoFurther.heading"),
        paragraphs: [
          instructions("beforeYouGoFurther.truth"),
          instructions("beforeYouGoFurther.timeLimit"),
          instructions("beforeYouGoFurther.doNotPost"),
        ],
      },
    ],
    keep: [instructions("keep.screenshots"), instructions("keep.witnesses"), instructions("keep.harm")],
    statutes: defamationCeaseDesist.statutes,
  });
};
