import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TaggedMessage } from "./tagged-message";
import englishDisclaimer from "../../../locales/en/disclaimer.json" with { type: "json" };
import spanishDisclaimer from "../../../locales/es/disclaimer.json" with { type: "json" };

const render = (message: string, components: Parameters<typeof TaggedMessage>[0]["components"]) =>
  renderToStaticMarkup(createElement(TaggedMessage, { message, components }));

const links = [createElement("a", { href: "/terms" }), createElement("a", { href: "/privacy" })];

describe("TaggedMessage", () => {
  it("turns numbered tags into their elements, in the message's own order", () => {
    expect(render("Lea <1>Privacidad</1> y <0>Términos</0>.", links)).toBe(
      'Lea <a href="/privacy">Privacidad</a> y <a href="/terms">Términos</a>.',
    );
  });

  it("turns named tags into their elements", () => {
    expect(render("In the paper: <english>“Tenant”</english>", { english: createElement("span", { lang: "en" }) })).toBe(
      'In the paper: <span lang="en">“Tenant”</span>',
    );
  });

  it("leaves a tag it has no element for as text, escaped", () => {
    expect(render("Say <b>hi</b> & <0>bye</0>", [])).toBe("Say &lt;b&gt;hi&lt;/b&gt; &amp; &lt;0&gt;bye&lt;/0&gt;");
  });

  it("renders the landing page's legal notice in English and Spanish with both links", () => {
    for (const catalog of [englishDisclaimer, spanishDisclaimer]) {
      const html = render(catalog.notice.text, links);
      expect(html).toContain('<a href="/terms">');
      expect(html).toContain('<a href="/privacy">');
      expect(html).not.toMatch(/&lt;/);
    }
  });
});
