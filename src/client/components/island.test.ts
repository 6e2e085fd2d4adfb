import { describe, expect, it } from "vitest";
import { i18n } from "@client/i18n/i18n";
import { island } from "./island";

describe("island", () => {
  it("loads the named component of its module together with its message catalogs", async () => {
    const Header = () => null;
    const load = island(() => Promise.resolve({ Header, Footer: () => null }), ["landing-nav"], "Header");
    expect(i18n.hasLoadedNamespace("landing-nav")).toBe(false);
    expect(await load()).toBe(Header);
    expect(i18n.hasLoadedNamespace("landing-nav")).toBe(true);
    expect(i18n.t("landing-nav:menu")).toBe("Menu");
  });
});
