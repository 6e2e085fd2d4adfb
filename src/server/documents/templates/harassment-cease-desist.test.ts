import { beforeAll, describe, expect, it } from "vitest";
import { outOfOrder, readPdf, type PdfContents } from "../../test-support/pdf-text";
import { renderDocument } from "../render-document";

const answers = {
  sender_name: "Keisha Morgan",
  sender_address: "PO Box 1187, Orlando, FL 32802",
  recipient_name: "Derek Lawson",
  recipient_address: "815 Lake Avenue, Apt 3B, Kissimmee, FL 34741",
  harassment_type: ["Phone calls", "Text messages", "Social media", "In-person contact"],
  harassment_description: "You call me up to 20 times a night and waited outside my workplace on May 2",
  harassment_dates: "April 12, 2026, and almost every day since May 1, 2026",
  evidence: ["Screenshots", "Call logs", "Video/audio recordings"],
};

const createdAt = new Date("2026-08-03T14:00:00Z");
const render = (data: Record<string, unknown>) =>
  renderDocument({ kind: "harassment_cease_desist", templateData: data, title: "Harassment", createdAt }).then(readPdf);
const split = (pdf: PdfContents) => {
  const at = pdf.pages.findIndex((page) => page.startsWith("How to sign"));
  return { letter: pdf.pages.slice(0, at).join(" "), instructions: pdf.pages.slice(at).join(" ") };
};

let pdf: PdfContents;
beforeAll(async () => {
  pdf = await render(answers);
});

describe("harassment cease-and-desist letter PDF", () => {
  it("states the conduct, the dates, the means and the evidence, then demands that all contact stop", () => {
    const { letter } = split(pdf);
    expect(letter).toMatch(
      /^Keisha Morgan PO Box 1187, Orlando, FL 32802 August 3, 2026 Sent by certified mail, return receipt requested Derek Lawson 815 Lake Avenue, Apt 3B, Kissimmee, FL 34741 Re: Demand that you stop contacting and harassing me Dear Derek Lawson: /,
    );
    expect(
      outOfOrder(letter, [
        "You have contacted or bothered me by phone calls, text messages, social media and in-person contact.",
        `What you have done: ${answers.harassment_description}.`,
        `When it happened: ${answers.harassment_dates}.`,
        "I do not agree to any further contact from you.",
        "I have kept a record of what you have done, including:",
        "• screenshots • call logs • video/audio recordings",
        "Stop all contact with me, in any form, starting now. That means:",
        "• No phone calls",
        "• No text messages",
        "• No messages, posts, comments or tags about me or to me on social media.",
        "• No coming to my home, my workplace",
        "• No contact of any other kind, including through other people.",
        "Florida law allows a court to enter an injunction for protection against stalking, including cyberstalking (Fla. Stat. § 784.0485).",
        "Do not answer this letter by contacting me.",
        "I will consider all lawful remedies available to me, including asking a court for an injunction.",
        "nothing in it waives any of my rights or remedies",
        "Sincerely,",
        "Keisha Morgan",
      ]),
    ).toEqual([]);
  });

  it("threatens no criminal charges and promises no outcome", () => {
    const { letter } = split(pdf);
    expect(letter).not.toMatch(/criminal|prosecut|police|arrest|jail|will be ordered|guarantee/i);
  });

  it("puts safety first on the instructions, then signing, certified mail and what to keep", () => {
    expect(
      outOfOrder(split(pdf).instructions, [
        "Keep these pages for yourself. Do not mail them with the letter.",
        "If you feel unsafe",
        "If you are in danger, call 911.",
        "(Fla. Stat. § 784.0485)",
        "Check it, then sign it",
        "Send it by certified mail",
        "mail it to Derek Lawson at 815 Lake Avenue, Apt 3B, Kissimmee, FL 34741.",
        "If they contact you again",
        "Keep it calm and lawful",
        "That can be the crime of extortion. (Fla. Stat. § 836.05)",
        "What to keep",
        "The rules behind this document: Fla. Stat. § 784.0485; Fla. Stat. § 836.05.",
      ]),
    ).toEqual([]);
  });

  it("with only 'Other' and no evidence, still demands that every contact stop", async () => {
    const other = split(await render({ ...answers, harassment_type: ["Other"], evidence: [] })).letter;
    expect(other).toContain("You have contacted or bothered me in ways I did not want.");
    expect(other).toContain("That means: • No contact of any other kind, including through other people.");
    expect(other).not.toContain("I have kept a record");
  });
});
