/**
 * The engine's fourth round: the other party she names sets aside another party's passages (a landlord's threat is not
 * a collector's); a writ and a time before anyone sued are facts of her question like a court or a paper; a question
 * whether she is being sued leaves her side open; "14 thousand" is an amount; someone owed money is the one who would
 * sue, so an amount within the limit puts the case in small claims; the sideways words of a dispute tie a question to
 * the law; new passages answer a landlord's writ, a landlord's threat of arrest, a threat to post bad reviews unless she
 * pays, and who may appear for her. Written from the law sheet and the topics' titles, in our own words.
 */
import { describe, expect, it } from "vitest";
import { knowledgeBase } from "./knowledge-base";
import { answerLocally, type AssistantLanguage } from "./local-engine";
import { fitOf, questionFrame, tagsToFrame } from "./frames";

const frameOf = (question: string, language: AssistantLanguage = "en") => questionFrame(question, knowledgeBase(language).frames);
const valuesOf = (question: string, facet: string, language: AssistantLanguage = "en") => [
  ...(frameOf(question, language).get(facet) ?? []),
];
const topicOf = (id: string | undefined) => id?.split("#")[0];

describe("the other party she names", () => {
  it.each([
    ["en", "the collection agency keeps mailing me letters", "collector"],
    ["en", "my landlady said she would call the police on me", "home"],
    ["es", "el cobrador me llama todos los días", "collector"],
    ["es", "el casero me amenazó", "home"],
  ] as const)("[%s] %s names the party %s", (language, question, party) => {
    expect(valuesOf(question, "party", language)).toEqual([party]);
  });

  it("sets aside a collector's passage for a question about a landlord, and favours none for it", () => {
    const { frames } = knowledgeBase("en");
    const collectorPassage = tagsToFrame({ money: "debtor", party: "collector" });
    const aboutLandlord = frameOf("my landlord threatened me");
    expect(fitOf(collectorPassage, aboutLandlord, frames.onlyWhenNamed, frames.setAsideOnly).conflicts).toContain("party");
    const aboutCollector = frameOf("a debt collector threatened me");
    expect(fitOf(tagsToFrame({ party: "collector" }), aboutCollector, frames.onlyWhenNamed, frames.setAsideOnly)).toEqual({
      conflicts: [],
      matches: 0,
    });
  });

  it.each([
    ["en", "my landlord says he will get me arrested if I stay past friday"],
    ["es", "el arrendador dice que me va a meter preso si no me voy"],
  ] as const)("[%s] a landlord's threat of arrest is not answered as a collector's: %s", (language, question) => {
    const answer = answerLocally(question, language);
    expect(answer.scope).toBe("florida_civil");
    expect(topicOf(answer.passages[0]?.id)).toBe("tenant-rights");
    expect(answer.sources).toContain("Fla. Stat. § 83.67");
  });

  it("still answers a collector's threat of jail from the collector's passages", () => {
    const answer = answerLocally("the debt collector told me I'd go to jail if I don't pay by monday");
    expect(topicOf(answer.passages[0]?.id)).toBe("debt-collectors");
  });
});

describe("a landlord after the judgment for possession", () => {
  it.each([
    ["en", "I'm the landlord and the judge gave me possession, when can the sheriff put him out"],
    ["es", "soy el dueño y el juez me dio la posesión, cuándo saca el sheriff al inquilino"],
  ] as const)("[%s] is told the writ and its 24 hours: %s", (language, question) => {
    const answer = answerLocally(question, language);
    expect(answer.passages[0]?.id).toMatch(/^eviction-lawsuit#(i-am-a-landlord|soy-el-arrendador)/);
    expect(answer.sources).toContain("Fla. Stat. § 83.62(1)");
    expect(answer.answer).toContain("24");
  });
});

describe("papers and stages named in her question", () => {
  it("reads a writ as a paper of its own", () => {
    expect(valuesOf("the sheriff posted a writ on my door", "paper")).toContain("writ");
    expect(valuesOf("el sheriff pegó una orden de posesión en la puerta", "paper", "es")).toContain("writ");
  });

  it("answers a tenant holding a writ with the writ, not the 3-day notice", () => {
    const answer = answerLocally("the sheriff taped a writ on my door, do I still get 3 days to pay the rent");
    expect(answer.passages[0]?.id).toBe("eviction-lawsuit#how-long-until-the-sheriff-makes-me-leave");
  });

  it("does not answer someone already sued with the steps for before a lawsuit", () => {
    const answer = answerLocally(
      "the collection agency already sued me and I have the court papers, do I mail a dispute letter?",
    );
    expect(answer.passages[0]?.id).not.toBe("debt-collectors#how-do-i-dispute-a-debt-or-ask-the-collector-to-prove-it");
  });

  it.each([
    ["en", "a collector mailed me a letter, does that mean I am being sued"],
    ["es", "el cobrador me mandó una carta, quiere decir que me demandaron"],
  ] as const)("[%s] leaves her side open when she asks whether she is sued: %s", (language, question) => {
    expect(frameOf(question, language).has("side")).toBe(false);
    expect(topicOf(answerLocally(question, language).passages[0]?.id)).toBe("debt-collectors");
  });

  it("reads an amount in thousands", () => {
    expect(valuesOf("the bank sued me for 14 thousand", "court")).toEqual(["county"]);
  });

  it("puts someone owed an amount within the limit in small claims", () => {
    expect(valuesOf("my cousin owes me 2500, what is the fee to file", "court")).toEqual(["small-claims"]);
    expect(valuesOf("mi vecino me debe 3000, cuánto cuesta presentar", "court", "es")).toEqual(["small-claims"]);
  });
});

describe("questions named sideways", () => {
  it.each([
    ["en", "the roofer took half up front and then vanished with my money"],
    ["en", "I sold my bike online and the buyer's check bounced"],
    ["en", "a neighbor backed into my parked car and won't pay for it"],
    ["en", "someone keeps calling me a thief on social media, it's a lie"],
    ["en", "the man who owns my building keeps coming in without knocking"],
    ["es", "el techista cobró por adelantado y desapareció con mi dinero"],
    ["es", "le presté dinero a mi cuñado y nunca me pagó"],
    ["es", "mi vecina publica mentiras de que soy una ladrona"],
  ] as const)("[%s] %s is answered, not declined", (language, question) => {
    expect(answerLocally(question, language).scope).toBe("florida_civil");
  });

  it.each([
    ["en", "how do i pay my water bill online"],
    ["en", "who is a good plumber near me"],
    ["en", "my room is a mess, how do i organize it"],
    ["es", "quién es un buen plomero en hialeah"],
    ["es", "mi cuarto está desordenado, cómo lo organizo"],
  ] as const)("[%s] %s, naming nothing of the law, is still declined", (language, question) => {
    expect(answerLocally(question, language).scope).toBe("out_of_scope");
  });
});

describe("new passages", () => {
  it.each([
    ["en", "a customer says he will post bad reviews of my bakery unless I refund him 300"],
    ["es", "un cliente dice que va a poner malas reseñas de mi panadería si no le devuelvo 300"],
  ] as const)("[%s] a threat to post bad reviews unless she pays is extortion: %s", (language, question) => {
    const answer = answerLocally(question, language);
    expect(topicOf(answer.passages[0]?.id)).toBe("harassment");
    expect(answer.sources).toContain("Fla. Stat. § 836.05");
  });

  it("answers who may appear for her from the small claims overview, without promising it", () => {
    const answer = answerLocally("can my brother file my small claims case while I'm deployed with the military");
    expect(answer.passages[0]?.id).toBe("small-claims#how-does-small-claims-court-work");
    expect(answer.answer).toContain("ask the clerk or legal aid");
  });

  it("answers whether the judge can decide the case at the pretrial", () => {
    const answer = answerLocally("can the judge decide my small claims case right there at the pretrial");
    expect(answer.sources).toContain("Fla. Sm. Cl. R. 7.135");
  });
});

describe("her eviction called something else", () => {
  it("answers an eviction she calls a foreclosure", () => {
    const answer = answerLocally("my landlord filed a foreclosure against me, is that the same as an eviction?");
    expect(answer.scope).toBe("florida_civil");
  });

  it("answers the sheriff's writ she calls an arrest order, in Spanish", () => {
    const answer = answerLocally("me llegó una orden de arresto para sacarme del apartamento, cuándo viene el sheriff", "es");
    expect(answer.scope).toBe("florida_civil");
    expect(answer.sources).toContain("Fla. Stat. § 83.62(1)");
  });
});
