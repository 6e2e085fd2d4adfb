/**
 * The eighteenth plain-words round, each rule on short made-up papers: a hearing's table of when and where ("Date: …",
 * "Time: …", "Place: …") under a heading or a sentence that names the event said as sentences the key points read
 * (label-sentences.ts, translate.ts); a total's amount line read by the key points though its short line looks like a
 * heading (translate.ts); "Address: …" said as the address, not "at" it; a city and a Florida
 * county in an address in capitals keep their capitals (caps-sentence.ts); and the translator's notes on an eviction
 * summons and a collection letter in short sentences, every figure and citation kept.
 */
import { describe, expect, it } from "vitest";
import { inSentenceCase } from "./caps-sentence";
import { translatorContent } from "./content";
import { tellLine } from "./letter-header";
import { fleschKincaidGrade } from "./readability";
import { translateText } from "./translate";

const lines = (text: string) =>
  translateText(text)
    .simplifiedContent.split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
const keyPoints = (text: string) => translateText(text).keyPoints.map((point) => `${point.kind}: ${point.text}`);

const MEETING_NOTICE = [
  "WILLOW BEND CONDOMINIUM ASSOCIATION, INC.",
  "",
  "Dear owner, the board wants to hear from you about the roof repair before it votes on the special charge.",
  "",
  "FINAL HEARING",
  "",
  "Date:     Thursday, March 14, 2031",
  "Time:     6:15 p.m.",
  "Place:    Willow Bend Clubhouse, Room B, 410 Egret Lane, Sebring, Florida 33870",
  "",
  "You may speak at the hearing for up to five minutes.",
].join("\n");

describe("a hearing's table of when and where", () => {
  it("is said of the event its heading names", () => {
    const said = lines(MEETING_NOTICE);
    expect(said).toContain("The final hearing is on Thursday, March 14, 2031.");
    expect(said).toContain("The final hearing starts at 6:15 p.m.");
    expect(said).toContain("The final hearing is at Willow Bend Clubhouse, Room B, 410 Egret Lane, Sebring, Florida 33870.");
  });

  it("gives the key points the event's date", () => {
    expect(keyPoints(MEETING_NOTICE)).toContain("deadline: The final hearing is on Thursday, March 14, 2031.");
  });

  it("is said of the event a sentence ending in a colon names", () => {
    const said = lines(
      [
        "The owners may object to the new parking rules at a meeting of the members. The meeting will be held:",
        "",
        "Date: Saturday, June 7, 2031",
        "Place: Pine Hall, 22 Oak Street, Lakeland, FL 33801",
      ].join("\n"),
    );
    expect(said).toContain("The meeting is on Saturday, June 7, 2031.");
    expect(said).toContain("The meeting is at Pine Hall, 22 Oak Street, Lakeland, FL 33801.");
  });

  it("is left to the label rules when no event is named above it", () => {
    const said = lines(
      ["PAYMENT RECORD", "", "Date: Friday, May 2, 2031", "", "We got your check and thank you for it."].join("\n"),
    );
    expect(said).toContain("The date is Friday, May 2, 2031.");
    expect(said.join(" ")).not.toMatch(/payment record is on/i);
  });

  it("leaves a time that is no clock time as written", () => {
    const said = lines(["HEARING", "", "Date: Monday, April 7, 2031", "Time: to be set by the clerk"].join("\n"));
    expect(said).toContain("The hearing is on Monday, April 7, 2031.");
    expect(said.join(" ")).not.toMatch(/starts at to be set/);
  });
});

describe("a total's amount line", () => {
  it("reaches the key points though its short line looks like a heading", () => {
    const points = keyPoints(
      [
        "Dear Mr. Okonjo,",
        "",
        "Your account with Lakeside Water Services, LLC is past due.",
        "",
        "Total amount owed now: $812.40",
        "",
        "Please call us about it.",
      ].join("\n"),
    );
    expect(points).toContain("money: Total amount owed now is $812.40.");
  });
});

describe("an address line", () => {
  it("is said as the address, not at it", () => {
    expect(tellLine("Address: 14 Palm Lane, Ocala, FL 34470")).toBe("The address is 14 Palm Lane, Ocala, FL 34470.");
    expect(tellLine("Property address: 9 Bay Road, Destin, FL 32541")).toBe(
      "The property address is 9 Bay Road, Destin, FL 32541.",
    );
    // A place's label still says where it is.
    expect(tellLine("Property: 9 Bay Road, Destin, FL 32541")).toBe("The property is at 9 Bay Road, Destin, FL 32541.");
  });
});

describe("a place's name in a sentence in capitals", () => {
  it("keeps a city's capitals before its county and ZIP code", () => {
    expect(
      inSentenceCase(
        "YOU MUST LEAVE THE HOME AT 77 CYPRESS ROAD, GAINESVILLE, ALACHUA COUNTY, FLORIDA 32601 WITHIN THE TIME ALLOWED.",
      ),
    ).toContain("77 CYPRESS ROAD, GAINESVILLE, ALACHUA COUNTY, FLORIDA 32601");
  });

  it("keeps a city's capitals after a street without a ZIP code", () => {
    expect(inSentenceCase("THE HEARING WILL BE HELD AT 300 COURT STREET, PALATKA, FLORIDA AND YOU MUST ATTEND IT.")).toContain(
      "300 COURT STREET, PALATKA, Florida",
    );
  });

  it("gives a Florida county's name its capitals when the sentence says it in small letters", () => {
    const sentence = "YOU MUST FILE YOUR ANSWER WITH THE CLERK OF THE COURT IN LEVY COUNTY WITHIN FIVE DAYS.";
    const paper = `${sentence}\n\nThe county clerk keeps the file for the county.`;
    expect(inSentenceCase(sentence, paper)).toContain("in Levy County");
  });
});

describe("the translator's notes on an eviction summons and a collection letter", () => {
  const notes = translatorContent("en").notes;

  it("read at grade 8 or below, every figure and citation kept", () => {
    const eviction = notes.get("eviction-summons")!;
    const collection = notes.get("collection-letter")!;
    expect(fleschKincaidGrade(eviction.text)).toBeLessThanOrEqual(8);
    expect(fleschKincaidGrade(collection.text)).toBeLessThanOrEqual(8);
    expect(eviction.text).toContain("You have 5 days to answer an eviction lawsuit.");
    expect(eviction.text).toContain("within the same 5 days");
    expect(eviction.text).toMatch(/court registry/);
    expect(eviction.text).toMatch(/lose your defenses/);
    expect(eviction.citations).toEqual(["Fla. Stat. §§ 83.60(2), 51.011", "Fla. Stat. § 83.60(2)"]);
    expect(collection.text).toContain("You have 30 days to dispute the debt in writing.");
    expect(collection.text).toMatch(/must stop collecting/);
    expect(collection.text).toMatch(/until it sends you proof of the debt/);
    expect(collection.citations).toEqual(["15 U.S.C. § 1692g; 12 C.F.R. § 1006.34", "15 U.S.C. § 1692g(b)"]);
  });

  it("say the same figures in Spanish", () => {
    const spanish = translatorContent("es").notes;
    expect(spanish.get("eviction-summons")!.text).toContain("Tiene 5 días para contestar");
    expect(spanish.get("eviction-summons")!.text).toContain("dentro de los mismos 5 días");
    expect(spanish.get("collection-letter")!.text).toContain("Tiene 30 días para disputar la deuda por escrito.");
    expect(spanish.get("collection-letter")!.text).toContain("dentro de los 30 días");
  });
});
