/**
 * Counts a person's taps in a browser context, in the page itself, whoever drives it: a tap is one press on the
 * screen (a pointerdown the browser marks as trusted), or one field filled (typing or picking into a text field, a
 * date, a list: once per field, until another field is filled). Keys pressed add nothing. Each tap notes the
 * screen it was on (the page's address and the wizard step's heading), so the walk's screens are counted too.
 */
import type { BrowserContext } from "playwright-core";

export interface TapCount {
  taps: number;
  screens: number;
  /** Each tap: the screen, and what was pressed or filled (to see where a walk's taps go). */
  trail: string[];
}

export interface TapCounter {
  /** The taps so far, and the screens they were made on (the screen she ends on included). */
  count(): TapCount;
}

export async function countTaps(context: BrowserContext): Promise<TapCounter> {
  let taps = 0;
  const screens: string[] = [];
  const trail: string[] = [];
  await context.exposeBinding("__countTap", (_source, screen: string, what: string) => {
    taps += 1;
    trail.push(`${screen} ${what}`);
    if (screens.at(-1) !== screen) screens.push(screen);
  });
  await context.addInitScript(() => {
    const tap = (target: EventTarget | null) => {
      const element = target instanceof Element ? target : null;
      const control = element?.closest("button, a, label");
      const what =
        element?.getAttribute("name") ?? control?.getAttribute("aria-label") ?? control?.textContent?.trim().slice(0, 40) ?? "";
      (window as unknown as { __countTap(screen: string, what: string): void }).__countTap(screen(), what);
    };
    const screen = () =>
      `${location.pathname}${new URLSearchParams(location.search).get("tab") ?? ""}|${document.querySelector("form h4")?.textContent ?? ""}`;
    let lastFilled: EventTarget | null = null;
    window.addEventListener("pointerdown", (event) => event.isTrusted && tap(event.target), true);
    const filled = (event: Event) => {
      const field = event.target;
      const typed =
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement ||
        (field instanceof HTMLInputElement && !["radio", "checkbox", "button", "submit"].includes(field.type));
      if (!typed || field === lastFilled) return;
      lastFilled = field;
      tap(field);
    };
    // Not "change": a text field sends it again when she leaves it.
    window.addEventListener("input", filled, true);
  });
  return {
    count: () => ({ taps, screens: screens.length + 1, trail: [...trail] }),
  };
}
