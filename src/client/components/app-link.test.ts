import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AppLink, AppLinkContext, type AppLinkProps } from "./app-link";

const link = createElement(AppLink, { to: "/terms#cookies", className: "underline" }, "Terms");

describe("AppLink", () => {
  it("is an ordinary link to the page when no router provides its own", () => {
    expect(renderToStaticMarkup(link)).toBe('<a href="/terms#cookies" class="underline">Terms</a>');
  });

  it("is the link the context provides, with the same address and attributes", () => {
    const RouterLink = ({ to, ...props }: AppLinkProps) => createElement("a", { ...props, href: to, "data-router": "" });
    expect(renderToStaticMarkup(createElement(AppLinkContext, { value: RouterLink }, link))).toBe(
      '<a class="underline" href="/terms#cookies" data-router="">Terms</a>',
    );
  });
});
