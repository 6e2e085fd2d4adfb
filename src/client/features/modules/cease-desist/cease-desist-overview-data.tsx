import type { Step } from "@client/components/legal/steps-list";

/** How to send the letter so it can be proven later. */
export const SENDING_STEPS: readonly Step[] = [
  {
    title: "Stick to the facts",
    body: (
      <p>
        Say what happened, with dates. Say exactly what you want them to stop, and by what date. Stay calm and polite:
        a judge may read this letter one day.
      </p>
    ),
  },
  {
    title: "Sign, date and copy it",
    body: <p>Sign and date the letter. Make a copy for yourself before you mail it.</p>,
  },
  {
    title: "Send it by certified mail, return receipt requested",
    body: (
      <p>
        Ask the post office for certified mail with a return receipt. You get proof that you sent it and a card
        showing who signed for it. You may also e-mail a copy if that is how you usually talk to them.
      </p>
    ),
  },
  {
    title: "Keep the proof together",
    body: (
      <p>
        Keep your copy, the mailing receipt, the tracking number and the signed card in one folder. Do not lose them.
      </p>
    ),
  },
  {
    title: "Do not keep arguing",
    body: (
      <p>
        After you send the letter, do not reply to insults or threats. If the problem goes on, save the new evidence
        and think about asking a court for help.
      </p>
    ),
  },
];

export const EVIDENCE_TIPS: readonly string[] = [
  "Take screenshots of texts, posts and messages. Make sure the date, time and sender show.",
  "Save voicemails and call logs. Do not delete anything, even if it is upsetting.",
  "Write a log: the date, the time, what happened, and who saw it.",
  "Write down the names and phone numbers of witnesses.",
  "For copying or false statements: save the web address (link) and a screenshot of the page.",
  "Keep copies somewhere safe, like a folder and a cloud backup.",
];

export const LAWYER_REASONS: readonly { text: string; laws?: readonly string[] }[] = [
  {
    text: "False statements (defamation): the rules about truth, opinion and time limits are complex.",
    laws: ["Fla. Stat. ch. 770"],
  },
  {
    text: "Copying your work, name or invention (intellectual property): much of this is federal law.",
    laws: ["17 U.S.C. § 501", "15 U.S.C. § 1114", "35 U.S.C. § 271"],
  },
  { text: "The other person has a lawyer, or says they will sue you." },
  { text: "You want money for the harm, or you want to file a lawsuit." },
];
