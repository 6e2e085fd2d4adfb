import { describe, expect, it } from "vitest";
import type { PaperJson } from "@shared/papers";
import { paperMessageValues } from "./paper-message";
import { knownPaper, needsReceivedOn, readingOf } from "./paper-reading";
import type { TranslateAnswer } from "./translate-request";

const paper = (changes: Partial<PaperJson>): PaperJson => ({
  kind: "county_court_summons",
  caseNumber: null,
  court: null,
  county: null,
  parties: { plaintiff: null, defendant: null, landlord: null, tenant: null, creditor: null },
  hearing: null,
  amounts: [],
  paperDate: null,
  deliveredOn: null,
  ...changes,
});

const answer = (parts: Partial<TranslateAnswer>) => parts as TranslateAnswer;

describe("what the translator read of a paper", () => {
  it("makes the hearing one of her actions when no rule named it", () => {
    const hearing = { date: "2027-01-07", time: "09:00", place: "Courtroom 3" };
    const reading = readingOf(answer({ paper: paper({ kind: "eviction_summons", hearing }), actions: [] }), null);
    expect(reading.actions).toEqual([
      {
        what: { key: "paper.actions.attendHearing.dated", values: { date: "2027-01-07" } },
        dueDate: "2027-01-07",
        citation: null,
      },
    ]);
    const named = { what: { key: "paper.actions.attendHearing.dated", values: {} }, dueDate: "2027-01-07", citation: null };
    expect(readingOf(answer({ paper: paper({ hearing }), actions: [named] }), null).actions).toEqual([named]);
  });

  it("asks for the day she got the paper only for an undated deadline counted from it", () => {
    const undated = (name: string) => ({
      what: { key: `paper.actions.${name}.undated`, values: {} },
      dueDate: null,
      citation: null,
    });
    expect(needsReceivedOn(undated("answerEviction"))).toBe(true);
    expect(needsReceivedOn(undated("leaveBeforeWrit"))).toBe(false);
    expect(needsReceivedOn({ ...undated("answerEviction"), dueDate: "2026-12-04" })).toBe(false);
  });

  it("tells no kind for a paper it could not read or calls 'other'", () => {
    expect(knownPaper(readingOf(answer({}), null))).toBeNull();
    expect(knownPaper(readingOf(answer({ paper: paper({ kind: "other" }) }), null))).toBeNull();
    expect(knownPaper(readingOf(answer({ paper: paper({}) }), null))?.kind).toBe("county_court_summons");
  });

  it("writes dates in her language and keeps the paper's words and figures", () => {
    const message = { key: "k", values: { date: "2026-12-04", hearingDate: "2027-01-07", days: 5, place: "Room 2-04" } };
    expect(paperMessageValues(message, "es")).toEqual({
      date: "4 de diciembre de 2026",
      hearingDate: "7 de enero de 2027",
      days: 5,
      place: "Room 2-04",
    });
  });
});
