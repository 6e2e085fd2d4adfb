/** Assertions on a rendered PDF's text that the template tests share. */
import { expect } from "vitest";
import { outOfOrder } from "./pdf-text";

/** Every value is in `text`, each one after the one before. */
export function expectInOrder(text: string, values: readonly string[]): void {
  expect(outOfOrder(text, values)).toEqual([]);
}

/** Each page ends with its number, "Page N of `count`". */
export function expectPagesNumbered(pages: readonly string[], count: number): void {
  pages.forEach((page, index) => expect(page).toMatch(new RegExp(`Page ${index + 1} of ${count}$`)));
}
