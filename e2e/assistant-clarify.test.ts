/**
 * The assistant's question back (which court?), its next steps and its confidence in words, on a 360 px phone in
 * English and in Spanish; reopened after a reload, a conversation shows the same buttons and steps.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { ConversationJson, ConversationMessageJson } from "@shared/assistant";
import { chromiumAvailable } from "./support/chromium";
import { api, expectAccessible, pageIsWiderThanWindow, PHONE, useSignedInPage } from "./support/e2e-app";

const GOT_SUED = "I got sued. Do I have to file a written answer?";
const GOT_SUED_COUNTY = "I got sued. Do I have to file a written answer in county court?";
/** Partly matched: the missed-answer passage fits, with less certainty (a middle confidence). */
const MISSED_COUNTY_ANSWER = "I was sued for $12,000 in county court and I missed the deadline to answer, what now?";
const VAGUE = "landlord pool";
const DEMANDARON = "Me demandaron. ¿Tengo que presentar una contestación por escrito?";
const DEMANDARON_RECLAMOS = "Me demandaron. ¿Tengo que presentar una contestación por escrito en reclamos menores?";

interface Words {
  answer: string;
  you: string;
  box: string;
  send: string;
  newConversation: string;
  /** The phone's button that shows the recent conversations ("Recent conversations (2)"). */
  recentList: RegExp;
}
const ENGLISH: Words = {
  answer: "AI legal assistant",
  you: "You",
  box: "Your question",
  send: "Send",
  newConversation: "New conversation",
  recentList: /^Recent conversations \(\d+\)$/,
};
const SPANISH: Words = {
  answer: "Asistente legal con IA",
  you: "Usted",
  box: "Su pregunta",
  send: "Enviar",
  newConversation: "Nueva conversación",
  recentList: /^Conversaciones recientes \(\d+\)$/,
};

const main = (page: Page) => page.locator("main");
const answers = (page: Page, words: Words) => main(page).getByRole("article", { name: words.answer });
const questions = (page: Page, words: Words) => main(page).getByRole("article", { name: words.you });

async function ask(page: Page, words: Words, question: string): Promise<Locator> {
  const before = await answers(page, words).count();
  await main(page).getByRole("textbox", { name: words.box }).fill(question);
  await main(page).getByRole("button", { name: words.send, exact: true }).click();
  await expect.poll(() => answers(page, words).count()).toBe(before + 1);
  return answers(page, words).nth(before);
}

/** The user messages stored in the newest conversation. */
async function storedQuestions(page: Page): Promise<string[]> {
  const [newest] = await api<ConversationJson[]>(page, "GET", "/api/conversations");
  const stored = await api<ConversationMessageJson[]>(page, "GET", `/api/conversations/${newest!.id}/messages`);
  return stored.filter((message) => message.role === "user").map((message) => message.content);
}

/** Reloads the page (the chat starts afresh) and opens the newest conversation from the phone's list. */
async function reopenNewest(page: Page, words: Words): Promise<void> {
  await page.reload();
  await main(page).getByRole("button", { name: words.recentList }).click();
  await page.locator("#assistant-conversations li").first().getByRole("button").first().click();
}

async function expectFitsPhone(page: Page, label: string): Promise<void> {
  expect(await pageIsWiderThanWindow(page), `${label} is wider than the phone`).toBe(false);
  await expectAccessible(page, label);
}

describe.skipIf(!chromiumAvailable())("the assistant's clarifying questions and next steps on a phone", () => {
  const signedIn = useSignedInPage({ viewport: PHONE });

  it("asks which court, answers the court she taps, and leads to the next step (English)", async () => {
    const page = signedIn.page();
    await page.goto("/ai-assistant");
    const first = await ask(page, ENGLISH, GOT_SUED);

    const choices = first.getByRole("group", {
      name: "Is your case in small claims court (up to $8,000) or in county court?",
    });
    await expect
      .poll(() => choices.getByRole("button").allInnerTexts())
      .toEqual(["Small claims (up to $8,000)", "County court (more than $8,000)"]);
    // A sure answer: no words of doubt, and the percentage only in small print at its end.
    expect(await first.locator("[data-confidence-tier]").count()).toBe(0);
    expect(await first.getByText(/^Confidence: \d{1,3}%$/).count()).toBe(1);
    const steps = first.getByRole("link");
    expect(await first.getByRole("heading", { name: "What you can do next" }).count()).toBe(1);
    expect(await first.getByRole("link", { name: "Find my deadline" }).getAttribute("href")).toBe("/deadlines");
    expect(await steps.filter({ hasText: /^Start my answer/ }).count()).toBeGreaterThan(0);
    await expectFitsPhone(page, "/ai-assistant at 360 px, a question back");

    // Tapping an option asks its question at once: it shows as her message and is stored in the conversation.
    await choices.getByRole("button", { name: "County court (more than $8,000)" }).click();
    await expect.poll(() => answers(page, ENGLISH).count()).toBe(2);
    expect(await questions(page, ENGLISH).allInnerTexts()).toEqual([GOT_SUED, GOT_SUED_COUNTY]);
    await expect
      .poll(() =>
        answers(page, ENGLISH)
          .nth(1)
          .getByText(/20 days/)
          .count(),
      )
      .toBeGreaterThan(0);
    expect(await storedQuestions(page)).toEqual([GOT_SUED, GOT_SUED_COUNTY]);

    // Reopened after a reload: the stored answer shows the same question back and next steps, and they still work.
    await reopenNewest(page, ENGLISH);
    await expect.poll(() => answers(page, ENGLISH).count()).toBe(2);
    await expect
      .poll(() => choices.getByRole("button").allInnerTexts())
      .toEqual(["Small claims (up to $8,000)", "County court (more than $8,000)"]);
    expect(await first.getByRole("heading", { name: "What you can do next" }).count()).toBe(1);
    expect(await first.getByRole("link", { name: "Find my deadline" }).getAttribute("href")).toBe("/deadlines");
    await expectFitsPhone(page, "/ai-assistant at 360 px, a reopened question back");
    const smallClaims = choices.getByRole("button", { name: "Small claims (up to $8,000)" });
    const smallClaimsQuestion = await smallClaims.getAttribute("data-question");
    await smallClaims.click();
    await expect.poll(() => answers(page, ENGLISH).count()).toBe(3);
    expect(await storedQuestions(page)).toEqual([GOT_SUED, GOT_SUED_COUNTY, smallClaimsQuestion]);

    // A next step is a link inside the app.
    await first.getByRole("link", { name: "Find my deadline" }).click();
    await page.waitForURL((url) => url.pathname === "/deadlines");
  });

  it("says in words when an answer may not fit, and opens free legal help in a new tab (English)", async () => {
    const page = signedIn.page();
    await page.goto("/ai-assistant");
    await main(page).getByRole("button", { name: ENGLISH.newConversation }).click();

    const middle = await ask(page, ENGLISH, MISSED_COUNTY_ANSWER);
    await expect.poll(() => middle.getByText("This may not fit your question exactly. Check the sources below.").count()).toBe(1);
    const help = middle.getByRole("link", { name: "Find free legal aid (opens in a new tab)" });
    expect(await help.getAttribute("href")).toBe("https://www.floridalawhelp.org");
    expect(await help.getAttribute("target")).toBe("_blank");
    expect(
      await middle.getByRole("heading", { name: "What you can do next" }).locator("..").getByRole("link").count(),
    ).toBeLessThanOrEqual(3);

    // Not sure: the answer says so once, and the note points to the closest topics, each a button that asks it.
    const low = await ask(page, ENGLISH, VAGUE);
    await expect.poll(() => low.locator("[data-confidence-tier='low']").count()).toBe(1);
    expect(await low.getByText(/I am not sure this answers your question/).count()).toBe(1);
    expect(await low.locator("[data-confidence-tier='low']").innerText()).toContain("Did you mean one of the choices below?");
    const topics = low.getByRole("group", { name: "Which of these is closest to your question?" });
    expect(await topics.getByRole("button").count()).toBeGreaterThan(0);
    await expectFitsPhone(page, "/ai-assistant at 360 px, an answer that may not fit");

    const topic = await topics.getByRole("button").first().innerText();
    await topics.getByRole("button").first().click();
    await expect.poll(() => answers(page, ENGLISH).count()).toBe(3);
    expect(await questions(page, ENGLISH).last().innerText()).toBe(topic);
  });

  it("asks which court in Spanish, answers the court she taps, and leads to the next step", async () => {
    const page = signedIn.page();
    await page.goto("/ai-assistant?lang=es");
    await main(page).getByRole("button", { name: SPANISH.newConversation }).click();
    const first = await ask(page, SPANISH, DEMANDARON);

    const choices = first.getByRole("group", {
      name: "¿Su caso está en reclamos menores (hasta $8,000) o en el tribunal del condado (county court)?",
    });
    await expect.poll(() => choices.getByRole("button").count()).toBe(2);
    expect(await first.getByText("Elija una para recibir una respuesta que se ajuste a su caso.").count()).toBe(1);
    expect(await first.getByRole("heading", { name: "Lo que puede hacer ahora" }).count()).toBe(1);
    expect(await first.getByText(/^Confianza: \d{1,3}\s?%$/).count()).toBe(1);
    await expectFitsPhone(page, "/ai-assistant at 360 px in Spanish, a question back");

    await choices.getByRole("button", { name: "Reclamos menores (hasta $8,000)" }).click();
    await expect.poll(() => answers(page, SPANISH).count()).toBe(2);
    expect(await questions(page, SPANISH).allInnerTexts()).toEqual([DEMANDARON, DEMANDARON_RECLAMOS]);
    await expect
      .poll(() =>
        answers(page, SPANISH)
          .nth(1)
          .getByText(/conferencia previa/)
          .count(),
      )
      .toBeGreaterThan(0);
    expect(await storedQuestions(page)).toEqual([DEMANDARON, DEMANDARON_RECLAMOS]);
    await expectFitsPhone(page, "/ai-assistant at 360 px in Spanish, the answer to the court she chose");

    // Reopened after a reload: the same question back, in Spanish, and the same next steps.
    await reopenNewest(page, SPANISH);
    await expect.poll(() => answers(page, SPANISH).count()).toBe(2);
    await expect
      .poll(() => choices.getByRole("button").allInnerTexts())
      .toEqual(["Reclamos menores (hasta $8,000)", "Tribunal del condado (más de $8,000)"]);
    expect(await first.getByRole("heading", { name: "Lo que puede hacer ahora" }).count()).toBe(1);
    await expectFitsPhone(page, "/ai-assistant at 360 px in Spanish, a reopened question back");

    await first.getByRole("link", { name: "Empezar mi contestación en reclamos menores" }).click();
    await page.waitForURL((url) => url.pathname === "/small-claims" && url.searchParams.get("tab") === "answer");
  });
});
