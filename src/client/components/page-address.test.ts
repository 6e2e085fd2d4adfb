import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { usePageAddress } from "./page-address";

function Hash() {
  return usePageAddress().hash;
}

describe("usePageAddress", () => {
  it("reads no address while the build pre-renders a public page (there is no window)", () => {
    expect(renderToStaticMarkup(createElement(Hash))).toBe("");
  });
});
