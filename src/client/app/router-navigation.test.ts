import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AppLink } from "@client/components/app-link";
import { usePageAddress } from "@client/components/page-address";
import { RouterNavigation } from "./router-navigation";

function Hash() {
  return usePageAddress().hash;
}

const inRouter = (location: string, ...children: Parameters<typeof createElement>[2][]) =>
  renderToStaticMarkup(createElement(StaticRouter, { location }, createElement(RouterNavigation, null, ...children)));

describe("RouterNavigation", () => {
  it("makes the public pages' links the router's (which marks them for route discovery)", () => {
    expect(inRouter("/auth", createElement(AppLink, { to: "/terms" }, "Terms"))).toBe(
      '<a href="/terms" data-discover="true">Terms</a>',
    );
  });

  it("gives the public pages the router's address", () => {
    expect(inRouter("/privacy#cookies", createElement(Hash))).toBe("#cookies");
  });
});
