import { describe, expect, it } from "vitest";
import { APP_PAGES } from "@shared/app-pages";
import { knowledgeBase } from "./knowledge-base";
import { fitOf, questionFrame, tagsToFrame } from "./frames";
import { answerLocally } from "./local-engine";

const values = (question: string, facet: string, language: "en" | "es" = "en") =>
  [...(questionFrame(question, knowledgeBase(language).frames).get(facet) ?? [])].sort();

describe("a question's frame", () => {
  it("puts an amount within the limit in small claims only when she is suing or sued and is no tenant or landlord", () => {
    expect(values("got a summons for a credit card debt of $5,000", "court")).toEqual(["small-claims"]);
    expect(values("me demandaron por una deuda de 3 mil", "court", "es")).toEqual(["small-claims"]);
    expect(values("how much is the fee for a $3,000 case?", "court")).toEqual([]);
    expect(values("my landlord sued me for $1,200 in rent", "court")).toEqual([]);
    expect(values("they sued me for $4,000 in county court", "court")).toEqual(["county"]);
  });

  it("reads each facet on its own: a cue of one facet does not take the words of another's", () => {
    expect(values("they sued me for a credit card debt", "side")).toEqual(["defendant"]);
    expect(values("they sued me for a credit card debt", "money")).toEqual(["debtor"]);
    expect(values("me demandaron por una deuda", "side", "es")).toEqual(["defendant"]);
  });

  it("takes a tenant being sued to hold eviction papers unless she names another paper", () => {
    expect(values("got court papers about my apartment, my landlord sued me", "paper")).toEqual(["eviction-complaint"]);
    expect(values("my landlord sued me after a 3 day notice", "paper")).toEqual(["three-day-notice"]);
    expect(values("my landlord wont fix the sink", "paper")).toEqual([]);
  });

  it("puts an amount above the small claims limit, or county court, outside small claims", () => {
    expect(values("I was sued for $12,000, how long to answer?", "court")).toEqual(["county"]);
    expect(values("got served for 9500 dollars", "court")).toEqual(["county"]);
    expect(values("they want more than $8,000 from me", "court")).toEqual(["county"]);
    expect(values("me demandaron por $12.000", "court", "es")).toEqual(["county"]);
    expect(values("how much is the fee for a $3,000 case?", "court")).toEqual([]);
    expect(values("they sued me in small claims", "court")).toEqual(["small-claims"]);
    expect(values("sued for 9500, is it small claims?", "court")).toEqual(["county"]);
    expect(values("I was sued for $12,000 in small claims court. How long to answer?", "court")).toEqual(["county"]);
    expect(values("me demandaron por 9500 en 2024", "court", "es")).toEqual(["county"]);
    expect(values("they sued me for 2019 rent", "court")).toEqual([]);
    expect(values("I want to sue my contractor for 12000 he never finished the job", "court")).toEqual(["county"]);
    expect(values("i paid him 15000 for a roof and he vanished, can i sue", "court")).toEqual(["county"]);
    expect(values("quiero demandar a mi primo que me debe 10000", "court", "es")).toEqual(["county"]);
    expect(values("can I sue him for 30 days of lost work?", "court")).toEqual([]);
    expect(values("sued me for 12 months of rent", "court")).toEqual([]);
    expect(values("how do i sue someone who owes me 2000", "court")).toEqual(["small-claims"]);
  });

  it("reads her side: being served or sued makes her the defendant; the longest cue wins", () => {
    expect(values("i just got served eviction papers", "side")).toEqual(["defendant"]);
    expect(values("they sued me over a credit card", "side")).toEqual(["defendant"]);
    expect(values("how do I sue my neighbor", "side")).toEqual(["plaintiff"]);
    expect(values("I am the landlord, what notice do I give?", "housing")).toEqual(["landlord"]);
    expect(values("my landlord locked me out", "housing")).toEqual(["tenant"]);
    expect(values("soy el dueño y el inquilino no paga", "housing", "es")).toEqual(["landlord"]);
  });

  it("sets aside a passage about another value of a facet the question settled", () => {
    const question = questionFrame("does my statement of claim need a notary", knowledgeBase().frames);
    expect(fitOf(tagsToFrame({ paper: "living-will" }), question).conflicts).toEqual(["paper"]);
    expect(fitOf(tagsToFrame({ paper: ["statement-of-claim"] }), question)).toEqual({ conflicts: [], matches: 1 });
    expect(fitOf(tagsToFrame({ paper: "living-will" }, { paper: "any" }), question).conflicts).toEqual([]);
  });

  it("leaves the court open when the question asks which court it is", () => {
    expect(values("what court handles evictions in florida, small claims?", "court")).toEqual([]);
    expect(values("que corte ve los desalojos, reclamos menores?", "court", "es")).toEqual([]);
    expect(values("what court handles a $12,000 suit?", "court")).toEqual(["county"]);
  });

  it("lets a passage written to landlords answer only a question that says she is the landlord", () => {
    const { frames } = knowledgeBase();
    const landlordPassage = tagsToFrame({ housing: "landlord" });
    const unsaid = questionFrame("can i stop paying rent until repairs are made", frames);
    expect(fitOf(landlordPassage, unsaid, frames.onlyWhenNamed).conflicts).toEqual(["housing"]);
    const said = questionFrame("landlord here, my tenant is withholding rent for repairs", frames);
    expect(fitOf(landlordPassage, said, frames.onlyWhenNamed)).toEqual({ conflicts: [], matches: 1 });
    expect(fitOf(tagsToFrame({ housing: "tenant" }), unsaid, frames.onlyWhenNamed).conflicts).toEqual([]);
  });
});

describe("answers that respect the question's facts", () => {
  it("does not answer a county court suit with the small claims passage", () => {
    const answer = answerLocally("I was sued for more than $8,000 in county court. How long do I have to answer?");
    expect(answer.passages.map((passage) => passage.id)).not.toContain(
      "small-claims#i-was-sued-in-small-claims-court-do-i-have-to-file-an-answer",
    );
    expect(answer.answer).toContain("20 days");
  });

  it("answers a notary question about a statement of claim, not about a living will", () => {
    const answer = answerLocally("does a statement of claim need a notary");
    expect(answer.passages.every((passage) => !passage.id.startsWith("living-wills#"))).toBe(true);
  });

  it("answers a tenant served with eviction papers with the 5 days and the registry, and her next steps", () => {
    const answer = answerLocally("I am a tenant and I was just served eviction papers, what do I do?");
    expect(answer.passages[0]?.id).toMatch(/^eviction-lawsuit#/);
    expect(answer.answer).toContain("court registry");
    expect(answer.nextSteps?.map((step) => step.path)).toContain("/deadlines");
  });

  it("tells who moved away: a tenant who moved is suing for her deposit, not serving someone out of state", () => {
    expect(values("I moved to Ohio and my landlord kept my deposit", "moved")).toEqual(["me"]);
    expect(values("the man who owes me moved to Georgia", "moved")).toEqual(["them"]);
    expect(values("me mude a Texas y no me devuelven el deposito", "moved", "es")).toEqual(["me"]);
    const moving = "service#the-person-i-am-suing-moved-out-of-florida-how-do-i-serve-them";
    const tenant = answerLocally(
      "I moved to Ohio after my lease ended and never got my $950 deposit back. How do I sue from there?",
    );
    expect(tenant.scope).toBe("florida_civil");
    expect(tenant.passages.map((passage) => passage.id)).not.toContain(moving);
    expect(tenant.passages[0]?.id).toMatch(/^security-deposits#/);
    const owed = answerLocally("The man who owes me $900 moved to Georgia. How do I get him the papers?");
    expect(owed.passages[0]?.id).toBe(moving);
  });

  it("asks which court when the closest passages differ on it and the question does not say", () => {
    const answer = answerLocally("I got sued. Do I have to file a written answer?");
    if (answer.clarify) {
      for (const option of answer.clarify.options) expect(option.question.length).toBeGreaterThan(0);
    }
    expect(answer.scope).toBe("florida_civil");
  });
});

describe("frames and next steps as data", () => {
  it.each(["en", "es"] as const)("tags passages only with known facets, values and next steps (%s)", (language) => {
    const { passages, frames, nextSteps } = knowledgeBase(language);
    for (const passage of passages) {
      for (const [facet, named] of passage.frame) {
        const spec = frames.facets[facet];
        expect(spec, `${passage.id}: ${facet}`).toBeDefined();
        for (const value of named) expect(spec!.values[value], `${passage.id}: ${facet}=${value}`).toBeDefined();
      }
      for (const id of passage.next) expect(nextSteps[id], `${passage.id}: ${id}`).toBeDefined();
    }
    expect(Object.keys(frames.facets).sort()).toEqual(Object.keys(knowledgeBase("en").frames.facets).sort());
    expect(Object.keys(nextSteps).sort()).toEqual(Object.keys(knowledgeBase("en").nextSteps).sort());
  });

  it.each(["en", "es"] as const)("points each next step at a page of the app and one of its tabs (%s)", (language) => {
    const pages = new Map<string, readonly string[] | undefined>(
      APP_PAGES.map((page) => [page.route, "tabs" in page ? page.tabs : undefined]),
    );
    for (const { path } of Object.values(knowledgeBase(language).nextSteps)) {
      if (path.startsWith("https://")) continue;
      const [route = "", query = ""] = path.split("?");
      expect(pages.has(route), path).toBe(true);
      const tab = new URLSearchParams(query).get("tab");
      if (tab !== null) expect(pages.get(route), path).toContain(tab);
    }
  });
});
