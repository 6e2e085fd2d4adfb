import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { ConversationJson, ConversationMessageJson, RewriteResponse } from "@shared/assistant";
import { DOCUMENT_KINDS } from "@shared/documents/registry";
import { formatPercent } from "@shared/i18n/format";
import { SAMPLE_ANSWERS } from "@server/documents/sample-answers";
import { chromiumAvailable } from "./support/chromium";
import { api, expectAccessible, PHONE, registerThroughUi, useE2EApp } from "./support/e2e-app";
import { fillStep, openWizardTab } from "./support/fill-wizard";
import { holdRequests } from "./support/hold-requests";
import { holdStreamEnd } from "./support/hold-stream-end";

const DEPOSIT_QUESTION = "How long does my landlord have to return my security deposit?";
const TYPED_QUESTION = "Can my landlord keep my deposit for normal wear and tear?";
const POLISH_TEXT = "my landlord didnt give back my deposit and he wont answer my calls since i moved out";

const toastShown = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);
const answers = (page: Page) => page.locator("main").getByRole("article", { name: "AI legal assistant" });
const questionBox = (page: Page) => page.locator("main").getByRole("textbox", { name: "Your question" });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A conversation in the list: its button is named by its topic (then its date). */
const conversationButton = (page: Page, topic: string) =>
  page.locator("main aside").getByRole("button", { name: new RegExp(`^${escaped(topic)}`) });

async function conversations(page: Page): Promise<ConversationJson[]> {
  return api<ConversationJson[]>(page, "GET", "/api/conversations");
}

async function messages(page: Page, id: string): Promise<ConversationMessageJson[]> {
  return api<ConversationMessageJson[]>(page, "GET", `/api/conversations/${id}/messages`);
}

/** The answer on screen shows the stored answer's confidence (rounded, in small print), its sources as links and its follow-ups. */
async function expectAnswerShown(answer: Locator, stored: ConversationMessageJson): Promise<void> {
  expect(stored.role).toBe("assistant");
  expect(stored.confidence).not.toBeNull();
  const confidence = await answer.getByText(/^Confidence: /).innerText();
  expect(confidence).toMatch(/^Confidence: \d{1,3}%$/);
  expect(confidence).toBe(`Confidence: ${formatPercent(stored.confidence!)}`);
  expect(stored.sourceLinks.length).toBeGreaterThan(0);
  const links = answer.getByRole("link", { name: /opens the Florida Legislature's website/ });
  expect(await links.count()).toBe(stored.sourceLinks.length);
  for (const [index, source] of stored.sourceLinks.entries()) {
    expect(await links.nth(index).getAttribute("href")).toBe(source.url);
    expect(await links.nth(index).innerText()).toContain(source.citation);
  }
  for (const question of stored.followUpQuestions) {
    expect(await answer.getByRole("button", { name: question, exact: true }).count()).toBe(1);
  }
}

describe.skipIf(!chromiumAvailable())("the AI legal assistant in the browser", () => {
  const e2e = useE2EApp();

  it("answers a popular question and a typed one, keeps the conversation, starts a new one and deletes one", async () => {
    const page = await e2e.newPage();
    await registerThroughUi(page);
    await page.goto("/ai-assistant");
    const main = page.locator("main");

    // The welcome view: 6 topic cards and 8 popular questions.
    await expect.poll(() => main.getByRole("heading", { name: "How can I help you today?" }).count()).toBe(1);
    expect(await main.locator("section[aria-labelledby='assistant-topics-heading'] li button").count()).toBe(6);
    expect(await main.locator("section[aria-labelledby='assistant-popular-heading'] li button").count()).toBe(8);
    // The conversation list arrives with its own request, after the welcome view.
    await expect.poll(() => main.getByText("No conversations yet. Ask a question to start one.").count()).toBe(1);
    expect(await main.getByRole("button", { name: "Send", exact: true }).isDisabled()).toBe(true);
    await expectAccessible(page, "/ai-assistant, welcome");

    // A topic card and a popular question fill the question box; nothing is sent until Send.
    await main.getByRole("button", { name: /^Harassment/ }).click();
    expect(await questionBox(page).inputValue()).toBe("What can I do to stop someone from harassing me in Florida?");
    await main.getByRole("button", { name: DEPOSIT_QUESTION }).click();
    expect(await questionBox(page).inputValue()).toBe(DEPOSIT_QUESTION);
    expect(await conversations(page)).toEqual([]);

    // While the answer is on its way: "Thinking", and the box waits.
    const release = await holdRequests(page, "**/api/ai/ask");
    await main.getByRole("button", { name: "Send", exact: true }).click();
    await expect.poll(() => main.getByRole("status").filter({ hasText: "Thinking" }).count()).toBe(1);
    expect(await questionBox(page).isDisabled()).toBe(true);
    expect(await main.getByRole("article", { name: "You" }).innerText()).toBe(DEPOSIT_QUESTION);
    release();
    await expect.poll(() => answers(page).count()).toBe(1);
    await expect.poll(() => main.getByText("Thinking", { exact: true }).count()).toBe(0);
    expect(await questionBox(page).inputValue()).toBe("");

    const [conversation] = await conversations(page);
    expect(conversation).toBeDefined();
    const stored = await messages(page, conversation!.id);
    expect(stored.map((message) => message.role)).toEqual(["user", "assistant"]);
    await expectAnswerShown(answers(page).first(), stored[1]!);
    expect(stored[1]!.sourceLinks.some((source) => source.url.startsWith("https://www.leg.state.fl.us/statutes/"))).toBe(true);
    // The list shows it, selected.
    await expect.poll(() => conversationButton(page, conversation!.topic!).getAttribute("aria-current")).toBe("true");
    await expectAccessible(page, "/ai-assistant, an answer");

    // A follow-up fills the box; a typed question (Enter sends) continues the same conversation.
    const followUp = stored[1]!.followUpQuestions[0];
    if (followUp) {
      await answers(page).first().getByRole("button", { name: followUp, exact: true }).click();
      expect(await questionBox(page).inputValue()).toBe(followUp);
    }
    await questionBox(page).fill("   ");
    expect(await main.getByRole("button", { name: "Send", exact: true }).isDisabled()).toBe(true);
    await questionBox(page).fill(TYPED_QUESTION);
    await questionBox(page).press("Enter");
    await expect.poll(() => answers(page).count()).toBe(2);
    expect(await conversations(page)).toHaveLength(1);
    const both = await messages(page, conversation!.id);
    expect(both.map((message) => message.content).filter((_, index) => index % 2 === 0)).toEqual([
      DEPOSIT_QUESTION,
      TYPED_QUESTION,
    ]);
    await expectAnswerShown(answers(page).nth(1), both[3]!);

    // After a reload the welcome view shows; the conversation reopens from the list with its messages.
    await page.reload();
    await expect.poll(() => main.getByRole("heading", { name: "How can I help you today?" }).count()).toBe(1);
    await conversationButton(page, conversation!.topic!).click();
    await expect.poll(() => answers(page).count()).toBe(2);
    expect(await main.getByRole("article", { name: "You" }).allInnerTexts()).toEqual([DEPOSIT_QUESTION, TYPED_QUESTION]);
    await expectAnswerShown(answers(page).first(), both[1]!);
    await expectAnswerShown(answers(page).nth(1), both[3]!);
    expect(await conversationButton(page, conversation!.topic!).getAttribute("aria-current")).toBe("true");

    // A new conversation: the welcome view again, and the next question starts a second conversation.
    await main.getByRole("button", { name: "New conversation" }).click();
    await expect.poll(() => main.getByRole("heading", { name: "How can I help you today?" }).count()).toBe(1);
    await questionBox(page).fill("What is a 3-day notice to pay rent or leave?");
    await main.getByRole("button", { name: "Send", exact: true }).click();
    await expect.poll(() => answers(page).count()).toBe(1);
    await expect.poll(async () => (await conversations(page)).length).toBe(2);
    const [newest, older] = await conversations(page);
    expect(older!.id).toBe(conversation!.id);
    await expect.poll(() => conversationButton(page, newest!.topic!).getAttribute("aria-current")).toBe("true");

    // Deleting the open conversation asks first, removes it and goes back to the welcome view.
    await main.getByRole("button", { name: `Delete conversation: ${newest!.topic!}` }).click();
    const dialog = page.getByRole("alertdialog");
    await expect.poll(() => dialog.getByText("Delete this conversation?").count()).toBe(1);
    await expectAccessible(page, "/ai-assistant, delete dialog");
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await toastShown(page, "Conversation Deleted");
    await expect.poll(async () => (await conversations(page)).map((each) => each.id)).toEqual([conversation!.id]);
    await expect.poll(() => conversationButton(page, newest!.topic!).count()).toBe(0);
    expect(await main.getByRole("heading", { name: "How can I help you today?" }).count()).toBe(1);
    const gone = await page.request.get(`/api/conversations/${newest!.id}/messages`);
    expect(gone.status()).toBe(404);
  });

  it("works on a 360 px phone, with the recent conversations behind a button", async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    await registerThroughUi(page);
    await page.goto("/ai-assistant");
    const main = page.locator("main");
    await main.getByRole("button", { name: "What is a living will and who must witness it?" }).click();
    await main.getByRole("button", { name: "Send", exact: true }).click();
    await expect.poll(() => answers(page).count()).toBe(1);
    const [conversation] = await conversations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page, "/ai-assistant at 360 px, an answer");

    // The list is folded away on a phone; its button opens it, and choosing a conversation folds it again.
    const toggle = main.getByRole("button", { name: "Recent conversations (1)" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await conversationButton(page, conversation!.topic!).isVisible()).toBe(false);
    await main.getByRole("button", { name: "New conversation" }).click();
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await conversationButton(page, conversation!.topic!).click();
    await expect.poll(() => answers(page).count()).toBe(1);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it("marks an English answer in the Spanish interface as English while it streams and once reopened, and a Spanish one as Spanish", async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    await registerThroughUi(page);
    await page.goto("/ai-assistant?lang=es");
    const main = page.locator("main");
    const spanishAnswers = main.getByRole("article", { name: "Asistente legal con IA" });
    const ask = async (question: string) => {
      await main.getByRole("textbox", { name: "Su pregunta" }).fill(question);
      await main.getByRole("button", { name: "Enviar", exact: true }).click();
    };
    const langOf = (answer: Locator, text: RegExp) =>
      answer
        .getByText(text)
        .first()
        .evaluate((element) => element.closest("[lang]")?.getAttribute("lang"));
    const finishAnswer = await holdStreamEnd(page, "/api/ai/ask");
    await ask(DEPOSIT_QUESTION);
    await expect.poll(() => spanishAnswers.count()).toBe(1);
    const english = spanishAnswers.first();
    // While it streams (its last event held back) the text is already marked English, from the response's header.
    await expect.poll(() => english.getByText(/15 days/).count()).toBeGreaterThan(0);
    expect(await english.getByText(/^Confianza: /).count()).toBe(0);
    expect(await langOf(english, /15 days/)).toBe("en");
    await finishAnswer();
    await expect.poll(() => english.getByText(/^Confianza: /).count()).toBe(1);
    // The answer and its follow-ups are English; the words around them (confidence, sources) stay Spanish.
    expect(await langOf(english, /15 days/)).toBe("en");
    expect(await langOf(english, /^Confianza: /)).toBe("es");

    await ask("¿Cuánto tiempo tiene el dueño para devolverme el depósito de seguridad?");
    await expect.poll(() => spanishAnswers.count()).toBe(2);
    const spanish = spanishAnswers.nth(1);
    await expect.poll(() => spanish.getByText(/15 días/).count()).toBeGreaterThan(0);
    expect(await langOf(spanish, /15 días/)).toBe("es");
    await expectAccessible(page, "/ai-assistant in Spanish, an English answer");

    // Reopened from the list after a reload, each stored answer is still marked in its own language.
    await page.reload();
    await expect.poll(() => main.getByRole("heading", { name: "¿Cómo le puedo ayudar hoy?" }).count()).toBe(1);
    await main.getByRole("button", { name: "Conversaciones recientes (1)" }).click();
    await conversationButton(page, DEPOSIT_QUESTION).click();
    await expect.poll(() => spanishAnswers.count()).toBe(2);
    expect(await langOf(spanishAnswers.first(), /15 days/)).toBe("en");
    expect(await spanishAnswers.first().getByRole("list").last().getAttribute("lang")).toBe("en");
    expect(await langOf(spanishAnswers.first(), /^Confianza: /)).toBe("es");
    expect(await langOf(spanishAnswers.nth(1), /15 días/)).toBe("es");
  });

  it("polishes a wizard's text area, with Undo, a hint for short text and a failure message", async () => {
    const page = await e2e.newPage();
    await registerThroughUi(page);
    const kind = DOCUMENT_KINDS.find((each) => each.kind === "small_claims_statement")!;
    const wizard = await openWizardTab(page, kind);
    const textarea = wizard.locator("textarea[name='claim_description']");
    const samples = SAMPLE_ANSWERS[kind.kind] as Record<string, unknown>;
    for (let step = 0; step < 5 && !(await textarea.isVisible()); step++) {
      await fillStep(page, kind, { ...samples, claim_description: undefined });
      await wizard.getByRole("button", { name: "Next" }).click();
      await page.waitForTimeout(200);
    }
    await expect.poll(() => textarea.isVisible()).toBe(true);
    const polishButton = wizard.getByRole("button", { name: "AI polish" });
    const hint = wizard.getByText("Enter at least 20 characters to use AI polish feature", { exact: true });

    await textarea.fill("");
    expect(await hint.count()).toBe(0);
    expect(await polishButton.count()).toBe(0);
    await textarea.fill("a".repeat(20));
    await expect.poll(() => hint.count()).toBe(1);
    expect(await polishButton.count()).toBe(0);

    await textarea.fill(POLISH_TEXT);
    await expect.poll(() => polishButton.count()).toBe(1);
    expect(await hint.count()).toBe(0);
    const expected = await api<RewriteResponse>(page, "POST", "/api/ai/rewrite", {
      text: POLISH_TEXT,
      fieldType: "claim_description",
      documentType: kind.kind,
    });
    expect(expected.changed).toBe(true);
    await polishButton.click();
    await toastShown(page, "Text Improved");
    await expect.poll(() => textarea.inputValue()).toBe(expected.rewrittenText);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(() => textarea.inputValue()).toBe(POLISH_TEXT);
    await expectAccessible(page, "AI polish, text restored");

    // A text the server refuses (too long) fails with the spec's message and keeps the text.
    const tooLong = `${POLISH_TEXT} `.repeat(200);
    await textarea.fill(tooLong);
    await wizard.getByRole("button", { name: "AI polish" }).click();
    await toastShown(page, "Failed to rewrite text. Please try again.");
    expect(await textarea.inputValue()).toBe(tooLong);
  });
});
