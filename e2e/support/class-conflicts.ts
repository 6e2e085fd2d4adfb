import type { Page } from "playwright-core";
import { twMerge } from "tailwind-merge";
import { expect } from "vitest";

/**
 * No element has two utilities for the same thing, like a component's `px-4` and its caller's `px-2`: the client's
 * `cn` does not merge classes, so the stylesheet's order, not the caller, would decide. tailwind-merge (a development
 * dependency only) finds them: it drops every class that another one on the element overrides.
 */
export async function expectNoClassConflicts(page: Page, label: string): Promise<void> {
  const classLists = await page.evaluate(() => [
    ...new Set(Array.from(document.querySelectorAll("[class]"), (element) => element.getAttribute("class") ?? "")),
  ]);
  const conflicts = classLists.flatMap((list) => {
    const kept = new Set(twMerge(list).split(" "));
    const overridden = list.split(/\s+/).filter((name) => name && !kept.has(name));
    return overridden.length > 0 ? [`"${list}" overrides ${overridden.join(" ")}`] : [];
  });
  expect(conflicts, `classes overriding each other on ${label}`).toEqual([]);
}
