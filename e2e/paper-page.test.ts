/**
 * One paper's page (/documents/:id), at 360 px in English and Spanish: reached from My Documents and from its case,
 * it shows the paper's title, case and version ("Version 2 of 2") with the earlier version to download, what to do
 * next, and the deadline the paper started until she marks it done; an unknown paper says so.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { suggestedDeadlines } from "@shared/deadlines/clocks";
import { SAMPLE_ANSWERS } from "@server/documents/sample-answers";
import { chromiumAvailable } from "./support/chromium";
import { api, expectAccessible, pageIsWiderThanWindow, PHONE, useSignedInPage, type Created } from "./support/e2e-app";
import { createCase } from "./support/seed";

const WORDS = {
  en: {
    version: "Version 2 of 2",
    earlier: "earlier versions",
    versionOne: "Version 1",
    download: "Download Version 1",
    next: "What to do next",
    deadlines: "Deadlines this paper started",
    markDone: (title: string) => `Mark “${title}” done`,
    none: /None left to do/,
    notFound: "Paper not found",
  },
  es: {
    version: "Versión 2 de 2",
    earlier: "versiones anteriores",
    versionOne: "Versión 1",
    download: "Descargar Versión 1",
    next: "Qué hacer ahora",
    deadlines: "Plazos que abrió este documento",
    markDone: (title: string) => `Marcar “${title}” como hecho`,
    none: /No queda nada pendiente/,
    notFound: "No se encontró el documento",
  },
};

const today = () => new Date().toISOString().slice(0, 10);

/** An eviction answer in a case, made again as version 2, and the deadline it starts saved as "Your paper is ready" saves it. */
async function seedPaper(page: Page, language: string) {
  const item = await createCase(page, { title: `Lakeview eviction ${language}`, type: "landlord_tenant" });
  const answers = { ...(SAMPLE_ANSWERS.eviction_answer as Record<string, unknown>), service_date: today() };
  const paper = await api<Created>(page, "POST", "/api/documents", {
    title: `Answer to eviction ${language}`,
    type: "eviction_answer",
    format: "pdf",
    templateData: answers,
    caseId: item.id,
  });
  await api(page, "POST", `/api/documents/${paper.id}/versions`, {
    title: `Answer to eviction ${language} (fixed)`,
    templateData: answers,
  });
  const [started] = suggestedDeadlines("eviction_answer", answers);
  const deadline = {
    title: `Answer the eviction ${language}`,
    dueDate: started!.date,
    type: started!.type,
    priority: started!.priority,
    notes: started!.citation,
    caseId: item.id,
  };
  await api(page, "POST", "/api/deadlines", deadline);
  // Another deadline of the same case: not this paper's.
  await api(page, "POST", "/api/deadlines", { title: `Hearing ${language}`, dueDate: "2027-01-15", caseId: item.id });
  return { caseId: item.id, paperId: paper.id, title: `Answer to eviction ${language} (fixed)`, deadline: deadline.title };
}

describe.skipIf(!chromiumAvailable())("one paper's page, at 360 px", () => {
  const signedIn = useSignedInPage({ viewport: PHONE });

  for (const language of ["en", "es"] as const) {
    const words = WORDS[language];

    it(`shows the paper, its versions, next steps and open deadlines, from My Documents and its case (${language})`, async () => {
      const page = signedIn.page();
      const seeded = await seedPaper(page, language);

      await page.goto(`/documents?lang=${language}`);
      await page.getByRole("link", { name: seeded.title, exact: true }).click({ timeout: 60_000 });
      await page.waitForURL(`**/documents/${seeded.paperId}`);
      await page.getByRole("heading", { name: seeded.title }).waitFor({ timeout: 60_000 });

      await page.getByText(words.version).waitFor();
      await page.getByText(words.earlier).click();
      await page.getByText(words.versionOne, { exact: true }).first().waitFor();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: words.download }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/v1\.pdf$/);

      const steps = page.getByRole("heading", { name: words.next }).locator("xpath=following-sibling::ol[1]");
      expect(await steps.locator("li").count()).toBe(3);

      const deadlines = page.getByRole("region", { name: words.deadlines });
      await deadlines.getByText(seeded.deadline).waitFor();
      expect(await deadlines.getByText(`Hearing ${language}`).count()).toBe(0);
      expect(await pageIsWiderThanWindow(page)).toBe(false);
      await expectAccessible(page, `paper page (${language})`);

      await deadlines.getByRole("button", { name: words.markDone(seeded.deadline) }).click();
      await deadlines.getByText(words.none).waitFor();
      expect(await deadlines.getByText(seeded.deadline).count()).toBe(0);

      await page.goto(`/cases/${seeded.caseId}?lang=${language}`);
      await page.getByRole("link", { name: seeded.title, exact: true }).click({ timeout: 60_000 });
      await page.waitForURL(`**/documents/${seeded.paperId}`);
      await page.getByRole("heading", { name: seeded.title }).waitFor();
    }, 180_000);

    it(`says calmly that a paper is not there (${language})`, async () => {
      const page = signedIn.page();
      for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-paper"]) {
        await page.goto(`/documents/${id}?lang=${language}`);
        await page.getByRole("heading", { name: words.notFound }).waitFor({ timeout: 60_000 });
      }
      await expectAccessible(page, `paper not found (${language})`);
    }, 120_000);
  }
});
