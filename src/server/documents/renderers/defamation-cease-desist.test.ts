import { beforeAll, describe, expect, it } from "vitest";
import { expectInOrder } from "@server/test-support/pdf-expect";
import { splitAtInstructions as split } from "@server/test-support/pdf-pages";
import type { PdfContents } from "@server/test-support/pdf-text";
import { pdfRenderer } from "@server/test-support/render-pdf";

const answers = {
  sender_name: "Rosa Delgado",
  sender_address: "1450 SW 8th Street, Miami, FL 33135",
  recipient_name: "Miami Weekly News LLC",
  recipient_address: "500 Biscayne Blvd, Miami, FL 33132",
  false_statements: '"Delgado Bakery uses rotten eggs."\n\n"Rosa Delgado steals tips from her workers."',
  publication_method: "Print media",
  publication_details: "the July 2, 2026 print edition, page 4",
  publication_date: "2026-07-02",
  why_false: "The bakery passed its last health inspection on May 14, 2026",
  damages: "Three catering customers canceled orders worth $2,400.",
  recipient_is_media: "Yes",
  retraction_demanded: "Yes, demand a retraction",
  response_days: "10 days",
};

const render = pdfRenderer("defamation_cease_desist", "Defamation", new Date("2026-08-03T14:00:00Z"));

let pdf: PdfContents;
beforeAll(async () => {
  pdf = await render(answers);
});

describe("defamation cease-and-desist letter PDF", () => {
  it("quotes the statements, says where, why false and the harm, and demands a retraction by a date", () => {
    const { paper: letter } = split(pdf);
    expect(letter).toMatch(
      /^Rosa Delgado 1450 SW 8th Street, Miami, FL 33135 August 3, 2026 Sent by certified mail, return receipt requested Miami Weekly News LLC 500 Biscayne Blvd, Miami, FL 33132 Re: Demand to stop false statements about me and to retract them; notice under Fla\. Stat\. § 770\.01 Dear Miami Weekly News LLC: /,
    );
    expectInOrder(letter, [
      "You said or wrote:",
      '• "Delgado Bakery uses rotten eggs." • "Rosa Delgado steals tips from her workers."',
      "You made these statements in print (the July 2, 2026 print edition, page 4), starting on or about July 2, 2026.",
      "These statements are false. The bakery passed its last health inspection on May 14, 2026.",
      `They have harmed me. ${answers.damages}`,
      "(Jews for Jesus, Inc. v. Rapp, 997 So. 2d 1098 (Fla. 2008))",
      "I also demand that, by August 13, 2026, you:",
      "1. Remove the statements",
      "2. Publish a retraction, as prominently as the original statements",
      "This letter is also the written notice required before a civil action for libel or slander (Fla. Stat. § 770.01).",
      "Please confirm in writing, by August 13, 2026, that you have done what this letter asks.",
      "Sincerely,",
      "Rosa Delgado",
    ]);
    expect(letter).not.toMatch(/criminal|prosecut|police|arrest|jail/i);
  });

  it("tells a person suing the media to wait the § 770.01 days after the letter arrives", () => {
    expectInOrder(split(pdf).instructions, [
      "Send it by certified mail",
      "The notice before a lawsuit",
      "you must give it written notice at least 5 days before you sue",
      "(Fla. Stat. § 770.01)",
      "You said they are news media, so this notice is required.",
      "Wait at least 5 days after that day before you sue.",
      "Before you go further",
      "The time to sue for defamation is short. Talk to a lawyer soon.",
      "(Fla. Stat. § 836.05)",
      "What to keep",
    ]);
  });

  it("without a retraction or the media, demands that the statements stop and still gives the § 770.01 notice", async () => {
    const plain = await render({
      ...answers,
      recipient_is_media: "No",
      retraction_demanded: "No",
      publication_method: "Verbal statements",
      publication_details: "",
      publication_date: "",
    });
    const { paper: letter } = split(plain);
    expect(letter).toContain(
      "Re: Demand to stop false statements about me; notice under Fla. Stat. § 770.01 Dear Miami Weekly News LLC:",
    );
    expect(letter).toContain("You made these statements by saying them to other people.");
    expect(letter).toContain(
      "This letter is also the written notice required before a civil action for libel or slander (Fla. Stat. § 770.01). " +
        "The statements I say are false and defamatory are the ones quoted above.",
    );
    for (const absent of ["retraction", "Please confirm in writing", "by August"]) {
      expect(letter).not.toContain(absent);
    }
    expectInOrder(split(plain).instructions, [
      "The notice before a lawsuit",
      "(Fla. Stat. § 770.01)",
      "Courts do not agree whether this notice is also needed before suing someone who is not news media, so the letter always gives it.",
      "Wait at least 5 days after that day before you sue.",
    ]);
  });
});
