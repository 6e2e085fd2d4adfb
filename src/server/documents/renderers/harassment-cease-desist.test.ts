import { beforeAll, describe, expect, it } from "vitest";
import { expectInOrder } from "@server/test-support/pdf-expect";
import { splitAtInstructions as split } from "@server/test-support/pdf-pages";
import type { PdfContents } from "@server/test-support/pdf-text";
import { pdfRenderer } from "@server/test-support/render-pdf";
import { SAMPLE_ANSWERS } from "../sample-answers";

const answers = {
  ...SAMPLE_ANSWERS.harassment_cease_desist,
  harassment_type: ["Phone calls", "Text messages", "Social media", "In-person contact"],
  harassment_description: "You call me up to 20 times a night and waited outside my workplace on May 2",
  evidence: ["Screenshots", "Call logs", "Video/audio recordings"],
};

const render = pdfRenderer("harassment_cease_desist", "Harassment", new Date("2026-08-03T14:00:00Z"));

let pdf: PdfContents;
beforeAll(async () => {
  pdf = await render(answers);
});

describe("harassment cease-and-desist letter PDF", () => {
  it("states the conduct, the dates, the means and the evidence, then demands that all contact stop", () => {
    const { paper: letter } = split(pdf);
    expect(letter).toMatch(
      /^Keisha Morgan PO Box 1187, Orlando, FL 32802 August 3, 2026 Sent by certified mail, return receipt requested Derek Lawson 815 Lake Avenue, Apt 3B, Kissimmee, FL 34741 Re: Demand that you stop contacting and harassing me Dear Derek Lawson: /,
    );
    expectInOrder(letter, [
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
      "(Fla. Stat. § 784.0485)",
      "Do not answer this letter by contacting me.",
      "nothing in it waives any of my rights or remedies",
      "Sincerely,",
      "Keisha Morgan",
    ]);
  });

  it("threatens no criminal charges and promises no outcome", () => {
    const { paper: letter } = split(pdf);
    expect(letter).not.toMatch(/criminal|prosecut|police|arrest|jail|will be ordered|guarantee/i);
  });

  it("puts safety first on the instructions, then signing, certified mail and what to keep", () => {
    expectInOrder(split(pdf).instructions, [
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
    ]);
  });

  it("with only 'Other' and no evidence, still demands that every contact stop", async () => {
    const other = split(await render({ ...answers, harassment_type: ["Other"], evidence: [] })).paper;
    expect(other).toContain("You have contacted or bothered me in ways I did not want.");
    expect(other).toContain("That means: • No contact of any other kind, including through other people.");
    expect(other).not.toContain("I have kept a record");
  });
});
